// Generates standalone validators (schemas/generated/validate-*.js + .d.ts) for JSON that reaches the
// browser from elsewhere (the tester preview mode loads page definitions at run time). Standalone code
// means the browser needs neither the ajv compiler nor `new Function` (which the CSP forbids).
// `--check` writes nothing and exits 1 when a committed output is stale (CI and a unit test use it).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import Ajv from 'ajv';
import ucs2length from 'ajv/dist/runtime/ucs2length.js';
import { createSchemaSet, mapSchema, repositoryRoot, schemasDir } from '../checker/node/schema-loader.mjs';
import { readerSchema } from './reader-schemas.mjs';

/**
 * One generated module per entry: schemas/generated/validate-<name>.js validates against `schemaId`.
 * `verbose` keeps the schema and its annotations in every error, which the page checker's wording needs: the page
 * lab (lab/) reports problems in the checker's words from it. The plain one is what acceptPage loads.
 */
const VALIDATORS = [
  { name: 'page', schemaId: 'page.schema.json' },
  { name: 'page-verbose', schemaId: 'page.schema.json', verbose: true },
];

/**
 * Values pages keep in storage (schemas/storage/<name>.schema.json): one module, validate-storage.js, with one
 * named export per schema, so a stored value read back is checked by the `storage` action's `schema`, and all of them
 * as one plain object, `storageValidators`, which a page module hands on as it is (a module namespace object would
 * need the bundler's runtime helper in the validators' own chunk).
 */
export const STORAGE_DIR = join(schemasDir, 'storage');
export function storageSchemaNames() {
  return existsSync(STORAGE_DIR)
    ? readdirSync(STORAGE_DIR)
        .filter((f) => f.endsWith('.schema.json'))
        .map((f) => f.replace('.schema.json', ''))
        .sort()
    : [];
}

const HEADER = (schemaId) =>
  `/* eslint-disable */\n// generated, do not edit: \`npm run gen\` (scripts/gen-validators.mjs) builds this from schemas/${schemaId}.\n`;

/** Keywords that only document; dropping them shrinks the embedded schema constants, not what is accepted. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'default', 'x-widget', 'tsType']);

function withoutAnnotations(schema) {
  return mapSchema(schema, (node) => Object.fromEntries(Object.entries(node).filter(([key]) => !ANNOTATIONS.has(key))));
}

// ajv's ESM output still loads its small runtime helpers with require(); a browser module cannot.
const RUNTIME_REQUIRE = /const (\w+) = require\("(ajv\/dist\/runtime\/\w+)"\)\.default;/g;

// Helpers small and self-contained enough to copy into each validator (from ajv's own runtime, not by hand): imported,
// ucs2length (0.3 KB) became a chunk of its own, one more request beside the validator on every screen whose answer
// has a length rule.
const INLINED_HELPERS = { 'ajv/dist/runtime/ucs2length': ucs2length.default ?? ucs2length };

function toPureEsm(code) {
  const imports = [];
  // A module is strict already, and imports must come first, so ajv's leading directive goes.
  const body = code.replace(/^"use strict";\n?/, '').replace(RUNTIME_REQUIRE, (_, name, path) => {
    if (Object.hasOwn(INLINED_HELPERS, path)) return `const ${name} = ${INLINED_HELPERS[path].toString()};`;
    imports.push(`import ${name}Module from "${path}.js";`);
    // Node hands a CommonJS module's exports object to a default import, bundlers hand its `default`
    // (the helper function itself); this line accepts both.
    return `const ${name} = ${name}Module.default ?? ${name}Module;`;
  });
  // Spelled as patterns so a grep for code generation in this repository finds only real uses.
  for (const forbidden of [/require\(/, /new Function/, /\beval\(/]) {
    if (forbidden.test(body))
      throw new Error(`standalone validator still contains ${forbidden.source}; extend toPureEsm`);
  }
  return `${imports.join('\n')}\n${body}`;
}

const DECLARATIONS = `/* eslint-disable */
// generated, do not edit: \`npm run gen\` (scripts/gen-validators.mjs) writes it beside its .js module.
export interface ValidationError {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Returns whether data is valid; after a call, \`errors\` holds the reasons it is not (null when valid). */
export interface Validator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

declare const validate: Validator;
export { validate };
export default validate;
`;

const STORAGE_DECLARATIONS = (names) => `/* eslint-disable */
// generated, do not edit: \`npm run gen\` (scripts/gen-validators.mjs) writes it beside its .js module.
import type { Validator } from './validate-page';

/**
 * A stored value's check, and its shape for the tolerant reader that reads it first (api/answer-reader.ts's
 * ReaderSchema, which the renderer's StorageValidator names; the schemas layer imports nothing above it).
 */
export type StorageValidator = Validator & { shape: object };

${names.map((name) => `export declare const ${name}: StorageValidator;`).join('\n')}
export declare const storageValidators: { ${names.map((name) => `${name}: StorageValidator`).join('; ')} };
`;

// Keywords only the strict check (after the tolerant read) enforces; the reader does not walk them.
const STRICT_ONLY = new Set(['$schema', '$id', 'maxItems']);
function withoutStrictOnly(node) {
  if (Array.isArray(node)) return node.map(withoutStrictOnly);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !STRICT_ONLY.has(key))
      .map(([key, value]) => [key, key === 'enum' || key === 'const' ? value : withoutStrictOnly(value)]),
  );
}

/** A stored value is read as a server answer is (by its shape: coerced, unusable parts left out), then checked. */
function storageShapes(names) {
  return names
    .map((name) => {
      const schema = JSON.parse(readFileSync(join(STORAGE_DIR, `${name}.schema.json`), 'utf8'));
      return `${name}.shape = ${JSON.stringify(readerSchema(withoutStrictOnly(schema), undefined, `storage/${name}`))};`;
    })
    .join('\n');
}

function generateStorage(modern) {
  const names = storageSchemaNames();
  const refs = Object.fromEntries(names.map((name) => [name, `storage/${name}.schema.json`]));
  const base = join(schemasDir, 'generated', 'validate-storage');
  return [
    {
      path: `${base}.js`,
      content: `${HEADER('storage/*.schema.json')}${toPureEsm(standaloneCode(modern, refs))}\n${storageShapes(names)}\nexport const storageValidators = { ${names.join(', ')} };\n`,
    },
    { path: `${base}.d.ts`, content: STORAGE_DECLARATIONS(names) },
  ];
}

/**
 * One module per endpoint, schemas/generated/responses/<id>.js: the endpoint's reader schema (scripts/reader-schemas.mjs),
 * which the browser's tolerant answer reader (api/answer-reader.ts) walks to coerce, keep or leave out each field of a
 * success answer's `data`. The client imports each lazily beside the endpoint's first request, so a screen carries only
 * the schemas of the calls it makes. Plain data: no validator code at all ships for answers.
 */
function generateResponses() {
  const catalogue = JSON.parse(readFileSync(join(schemasDir, '..', 'api', 'endpoint-schemas.json'), 'utf8'));
  return Object.entries(catalogue)
    .filter(([id]) => id !== '$schema')
    .map(([id, { response }]) => ({
      path: join(schemasDir, 'generated', 'responses', `${id}.js`),
      content: `/* eslint-disable */\n// generated, do not edit: \`npm run gen\` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.\nexport const schema = ${JSON.stringify(readerSchema(response, response, id))};\n`,
    }));
}

function generate() {
  const plain = createSchemaSet({ code: { source: true, esm: true, lines: true } }, { transform: withoutAnnotations });
  const verbose = createSchemaSet({ code: { source: true, esm: true, lines: true }, verbose: true });
  const pages = VALIDATORS.flatMap(({ name, schemaId, verbose: isVerbose }) => {
    const { modern, validatorFor } = isVerbose ? verbose : plain;
    const validate = validatorFor(schemaId);
    if (!validate) throw new Error(`no schema with $id ${schemaId}`);
    const base = join(schemasDir, 'generated', `validate-${name}`);
    return [
      { path: `${base}.js`, content: `${HEADER(schemaId)}${toPureEsm(standaloneCode(modern, validate))}\n` },
      { path: `${base}.d.ts`, content: DECLARATIONS },
    ];
  });
  // After the page validator, so adding a storage schema leaves that module's numbering alone.
  return [...pages, ...generateStorage(plain.modern)];
}

const RESPONSE_DECLARATIONS = `${DECLARATIONS.replace(/declare const validate[\s\S]*$/, '')}
/** The response schema of each endpoint of api/endpoint-schemas.json (the \`data\` of a successful answer), by id. */
export declare const responseValidators: Record<string, Validator>;
`;

/**
 * The page lab checks an edited answer body against its endpoint's response schema in the browser, under the strict
 * CSP: one standalone validator per endpoint, with the sandbox's own ajv options (sandbox/validation.ts).
 */
// One module with every response validator, for the page lab (an edited answer body is checked before it is served).
function generateLabResponses() {
  const catalogue = JSON.parse(readFileSync(join(repositoryRoot, 'api', 'endpoint-schemas.json'), 'utf8'));
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    code: { source: true, esm: true, lines: true },
  });
  const ids = Object.keys(catalogue)
    .filter((id) => !id.startsWith('$'))
    .sort();
  for (const id of ids) ajv.addSchema(catalogue[id].response, `response:${id}`);
  const code = toPureEsm(standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, `response:${id}`]))));
  const table = `export const responseValidators = { ${ids.join(', ')} };`;
  const base = join(schemasDir, 'generated', 'validate-responses');
  return [
    { path: `${base}.js`, content: `${HEADER('../api/endpoint-schemas.json')}${code}\n${table}\n` },
    { path: `${base}.d.ts`, content: RESPONSE_DECLARATIONS },
  ];
}

const check = process.argv.includes('--check');
const stale = [];
for (const { path, content } of [...generate(), ...generateResponses(), ...generateLabResponses()]) {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
  if (check) stale.push(path);
  else {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, content);
    console.log(`wrote ${path}`);
  }
}
if (stale.length) {
  console.error(`Generated validators are stale; run \`npm run gen\`:\n${stale.map((s) => `  ${s}`).join('\n')}`);
  process.exit(1);
}
