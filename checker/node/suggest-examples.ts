// `npx tsx checker/node/suggest-examples.ts [--write]`: proposes the `examples` a widget schema lacks
// (tests/unit/checker/schema-help.test.ts asks for one on every widget and prop), from what the shipped
// pages really pass (literal values only), else a non-default enum value, the opposite of a boolean
// default, or the default. Prints the proposals; --write inserts them into schemas/widgets/*.schema.json
// without reformatting the file. Read what it wrote: a real example explains more than a default.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPlainObject } from '../read/json-pointer';
import { repositoryRoot } from './schema-loader.mjs';

type Json = Record<string, unknown>;
const widgetsDir = join(repositoryRoot, 'schemas/widgets');
const pagesDir = join(repositoryRoot, 'pages');

/** Literal props each widget type gets in the shipped pages, in page order. */
function usedProps(): Map<string, Json[]> {
  const uses = new Map<string, Json[]>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isPlainObject(value)) {
      if (typeof value.type === 'string' && isPlainObject(value.props))
        uses.set(value.type, [...(uses.get(value.type) ?? []), value.props]);
      Object.values(value).forEach(visit);
    }
  };
  for (const name of readdirSync(pagesDir).filter((file) => file.endsWith('.json')))
    visit(JSON.parse(readFileSync(join(pagesDir, name), 'utf8')));
  return uses;
}

const isLiteral = (value: unknown): boolean => !(typeof value === 'string' && (value.includes('{{') || value === ''));

function proposal(prop: Json, used: unknown[]): unknown {
  const literal = used.find(isLiteral);
  if (literal !== undefined) return literal;
  if (Array.isArray(prop.enum)) return prop.enum.find((value) => value !== prop.default) ?? prop.enum[0];
  if (prop.type === 'boolean') return prop.default === undefined ? true : !prop.default;
  return prop.default;
}

/** Adds `"examples": [...]` to the one-line or multi-line member `"name": {` at the given indentation. */
function insertExample(lines: string[], indent: string, name: string, example: unknown): boolean {
  const at = lines.findIndex((line) => line.startsWith(`${indent}"${name}": {`));
  if (at < 0) return false;
  const line = lines[at];
  const json = JSON.stringify([example]);
  if (/\}\s*,?\s*$/.test(line) && line.split('{').length === line.split('}').length)
    lines[at] = line.replace(/\s*\}(\s*,?\s*)$/, `, "examples": ${json} }$1`);
  else lines.splice(at + 1, 0, `${indent}  "examples": ${json},`);
  return true;
}

const write = process.argv.includes('--write');
const uses = usedProps();
for (const file of readdirSync(widgetsDir)
  .filter((name) => name.endsWith('.schema.json'))
  .sort()) {
  const path = join(widgetsDir, file);
  const text = readFileSync(path, 'utf8');
  const schema = JSON.parse(text) as Json;
  const widget = file.replace('.schema.json', '');
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const lines = text.split('\n');
  const chosen: Json = {};
  const todo: string[] = [];
  for (const [name, prop] of Object.entries(properties)) {
    const existing = Array.isArray(prop.examples) ? prop.examples[0] : undefined;
    const example =
      existing ??
      proposal(
        prop,
        (uses.get(widget) ?? []).map((props) => props[name]),
      );
    if (example === undefined) todo.push(name);
    else chosen[name] = example;
    if (existing === undefined && example !== undefined) {
      console.log(`${widget}.${name}: ${JSON.stringify(example)}`);
      if (write && !insertExample(lines, '    ', name, example)) todo.push(name);
    }
  }
  if (!Array.isArray(schema.examples)) {
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const keys = new Set([...required, ...Object.keys(properties).slice(0, 3)]);
    const example = Object.fromEntries(Object.entries(chosen).filter(([name]) => keys.has(name)));
    if (required.some((name) => !(name in example))) todo.push('the widget example (a required prop has no proposal)');
    else {
      console.log(`${widget}: ${JSON.stringify(example)}`);
      const at = lines.findIndex((line) => line.startsWith('  "description":'));
      if (write && at >= 0) lines.splice(at + 1, 0, `  "examples": [${JSON.stringify(example)}],`);
    }
  }
  if (todo.length) console.log(`${widget}: write examples by hand for ${todo.join(', ')}`);
  if (write) {
    const out = lines.join('\n');
    JSON.parse(out); // never leave a broken schema behind
    if (out !== text) writeFileSync(path, out);
  }
}
