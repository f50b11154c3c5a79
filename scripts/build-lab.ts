// `npm run build:lab`: the page lab as static files (lab-static/) for any staging host, with the sandbox answering
// from MSW's service worker instead of a server. Not part of `npm run build`: the production build has no lab.
//
// The sandbox checks requests with ajv, which compiles schemas into functions at run time; under the app's CSP (no
// 'unsafe-eval') that cannot run in a browser. So this build compiles, ahead of time, every schema the sandbox
// compiles (found by running it here with ajv's compile recorded) into standalone validators, and hands the sandbox's
// modules a small `ajv` that returns those instead of generating code.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import Ajv, { type AnySchema, type Options } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { build, type Plugin } from 'vite';

const root = resolve(import.meta.dirname, '..');
export const LAB_STATIC_DIR = join(root, 'lab-static');

interface Compiled {
  coerce: boolean;
  schema: AnySchema;
}

/** Every (options, schema) the sandbox compiles: the control API's at load, each endpoint's request schema on use. */
async function sandboxSchemas(): Promise<Compiled[]> {
  const recorded: Compiled[] = [];
  const prototype = Ajv.prototype as unknown as { compile(this: { opts: Options }, schema: AnySchema): unknown };
  const original = prototype.compile;
  prototype.compile = function (schema) {
    recorded.push({ coerce: Boolean(this.opts.coerceTypes), schema });
    return original.call(this, schema);
  };
  try {
    await import('../sandbox/control');
    const { createRequestChecker } = await import('../sandbox/validation');
    const { endpoints } = await import('../api/catalogue');
    const check = createRequestChecker();
    for (const id of Object.keys(endpoints)) check(id as keyof typeof endpoints, {});
    // The control API compiles its schema when first imported: imported earlier in this process, it was not seen.
    if (recorded.length <= Object.keys(endpoints).length)
      throw new Error(
        'the sandbox control schema was compiled before recording began: run the lab build in a fresh process',
      );
  } finally {
    prototype.compile = original;
  }
  return recorded;
}

// ajv's standalone output loads its runtime helpers with require(); the bundle imports them instead.
const RUNTIME_REQUIRE = /const (\w+) = require\("(ajv\/dist\/runtime\/\w+)"\)\.default;/g;

function pureEsm(code: string): string {
  const imports: string[] = [];
  const body = code.replace(/^"use strict";\n?/, '').replace(RUNTIME_REQUIRE, (_, name: string, path: string) => {
    imports.push(`import ${name}Module from "${path}.js";`);
    return `const ${name} = ${name}Module.default ?? ${name}Module;`;
  });
  for (const forbidden of [/require\(/, /new Function/, /\beval\(/]) {
    if (forbidden.test(body)) throw new Error(`a precompiled sandbox validator still contains ${forbidden.source}`);
  }
  return `${imports.join('\n')}\n${body}`;
}

const keyOf = ({ coerce, schema }: Compiled) => `${coerce ? 'coerce' : 'exact'}:${JSON.stringify(schema)}`;

/** The modules that stand in for `ajv` inside sandbox/: validators compiled here, looked up by options and schema. */
export async function precompiledAjvModules(): Promise<Record<string, string>> {
  const { SCHEMA_OPTIONS } = await import('../sandbox/validation');
  const unique = new Map((await sandboxSchemas()).map((entry) => [keyOf(entry), entry]));
  const modules: Record<string, string> = {};
  const table: string[] = [];
  for (const coerce of [true, false]) {
    const ajv = new Ajv({ ...SCHEMA_OPTIONS, coerceTypes: coerce, code: { source: true, esm: true } });
    const names: Record<string, string> = {};
    [...unique.values()]
      .filter((entry) => entry.coerce === coerce)
      .forEach((entry, i) => {
        const name = `v${i}`;
        ajv.addSchema(entry.schema as object, name);
        names[name] = name;
        table.push(`[${JSON.stringify(keyOf(entry))}, ${coerce ? 'coerce' : 'exact'}.${name}]`);
      });
    modules[`\0lab-ajv-${coerce ? 'coerce' : 'exact'}`] = pureEsm(standaloneCode(ajv, names));
  }
  modules['\0lab-ajv'] = `import * as coerce from "\0lab-ajv-coerce";
import * as exact from "\0lab-ajv-exact";
const PRECOMPILED = new Map([${table.join(',\n')}]);
export default class Ajv {
  constructor(options = {}) { this.coerce = Boolean(options.coerceTypes); }
  compile(schema) {
    const validate = PRECOMPILED.get((this.coerce ? "coerce:" : "exact:") + JSON.stringify(schema));
    if (!validate) throw new Error("This schema was not precompiled for the static lab: run npm run build:lab again");
    return validate;
  }
}
`;
  return modules;
}

function precompiledAjvPlugin(modules: Record<string, string>): Plugin {
  return {
    name: 'lab-static-precompiled-ajv',
    enforce: 'pre',
    resolveId(source, importer) {
      if (Object.hasOwn(modules, source)) return source;
      if (source === 'ajv' && importer && relative(root, importer).startsWith('sandbox/')) return '\0lab-ajv';
      return null;
    },
    load(id) {
      return Object.hasOwn(modules, id) ? modules[id] : null;
    },
  };
}

export async function buildLabStatic(outDir = LAB_STATIC_DIR): Promise<void> {
  const modules = await precompiledAjvModules();
  const saved = {
    NODE_ENV: process.env.NODE_ENV,
    VITE_LAB: process.env.VITE_LAB,
    VITE_LAB_SANDBOX: process.env.VITE_LAB_SANDBOX,
  };
  Object.assign(process.env, { NODE_ENV: 'production', VITE_LAB: 'on', VITE_LAB_SANDBOX: 'msw' });
  try {
    await build({
      root,
      configLoader: 'runner',
      logLevel: 'warn',
      plugins: [precompiledAjvPlugin(modules)],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  // MSW's worker at the root (its scope is the whole site), from the installed msw, so it matches its library.
  copyFileSync(
    createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'),
    join(outDir, 'mockServiceWorker.js'),
  );
  // /testPreview/lab/ as a directory index, so a host that only serves files (no fallback rule) opens the lab.
  mkdirSync(join(outDir, 'testPreview/lab'), { recursive: true });
  writeFileSync(join(outDir, 'testPreview/lab/index.html'), readFileSync(join(outDir, 'index.html')));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await buildLabStatic(process.argv[2] ? resolve(process.argv[2]) : LAB_STATIC_DIR);
  console.log(
    `The page lab, with its sandbox in a service worker: ${relative(process.cwd(), process.argv[2] ?? LAB_STATIC_DIR) || '.'}/ (open /testPreview/lab/ on any static host)`,
  );
}
