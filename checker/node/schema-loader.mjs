// The one place that knows how the repository's JSON Schemas are loaded into ajv. Plain ESM (not TypeScript)
// because `node scripts/gen-validators.mjs` runs it directly, and the TypeScript checker shares it through
// schema-loader.d.mts, so the build-time checker and the standalone validators can never disagree.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft07 from 'ajv';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const schemasDir = join(repositoryRoot, 'schemas');

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
/** Folders under schemas/ that hold no schema a page is checked against (generated/ holds node.schema.json). */
const NOT_SCHEMA_DIRS = new Set();

/** Every *.schema.json under schemas/ (widgets/ included), parsed, in path order so output is stable. */
export function readSchemaFiles(dir = schemasDir) {
  const found = [];
  const visit = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (!NOT_SCHEMA_DIRS.has(name)) visit(path);
      } else if (name.endsWith('.schema.json')) {
        found.push({ path, schema: JSON.parse(readFileSync(path, 'utf8')) });
      }
    }
  };
  visit(dir);
  return found;
}

/**
 * Options both the checker and the generator use. strictRequired stays off: the action schema names its
 * discriminator tag in `required` beside the `oneOf` (where ajv's discriminator wants it) rather than
 * in local `properties`, which that strict rule would refuse. Union types (`"type": ["integer", "string"]`)
 * are plain JSON Schema, so they are allowed. Every other strict rule is on.
 */
function baseOptions(extra) {
  return { allErrors: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true, ...extra };
}

/**
 * Two ajv instances, because draft 2020-12 and draft-07 cannot share one: the page contract is 2020-12,
 * the endpoint catalogue's schemas are draft-07. Each schema goes to the instance of its `$schema`.
 * `transform` lets the generator drop annotations before compiling; the checker passes none.
 */
export function createSchemaSet(extraOptions = {}, { dir = schemasDir, transform = (schema) => schema } = {}) {
  const modern = new Ajv2020(baseOptions(extraOptions));
  const draft07 = new AjvDraft07(baseOptions(extraOptions));
  // Annotations, not assertions: x-widget describes a widget's events/children/bind for the node-schema
  // generator; tsType tells json-schema-to-typescript which TypeScript type an any-value schema gets.
  for (const ajv of [modern, draft07]) {
    ajv.addKeyword({ keyword: 'x-widget', schemaType: 'object' });
    ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  }
  const schemas = readSchemaFiles(dir).map(({ schema }) => transform(schema));
  const ajvById = new Map();
  for (const schema of schemas) {
    const ajv = schema.$schema === DRAFT_07 ? draft07 : modern;
    ajv.addSchema(schema);
    ajvById.set(schema.$id, ajv);
  }
  return {
    modern,
    schemas,
    /** The compiled validator of a registered schema id, or undefined when no schema has that id. */
    validatorFor: (schemaId) => ajvById.get(schemaId)?.getSchema(schemaId),
  };
}

/** Keywords whose value is one subschema, a list of them, or a map of names to them (JSON Schema 2020-12 and draft-07). */
const SUBSCHEMA_KEYWORDS = new Set([
  'items',
  'prefixItems',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'anyOf',
  'oneOf',
  'allOf',
]);
const SUBSCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/**
 * A copy of `schema` with `visit` applied to it and every subschema (innermost first). Only schema
 * positions are visited: a property named "title" or the data of `enum` and `const` is left alone.
 */
export function mapSchema(schema, visit) {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const mapped = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SUBSCHEMA_MAP_KEYWORDS.has(key) && typeof value === 'object' && value !== null) {
      mapped[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, mapSchema(sub, visit)]));
    } else if (SUBSCHEMA_KEYWORDS.has(key)) {
      mapped[key] = Array.isArray(value) ? value.map((sub) => mapSchema(sub, visit)) : mapSchema(value, visit);
    } else mapped[key] = value;
  }
  return visit(mapped);
}
