// The schema files and the node schema built from the widget catalogue. Shared by gen-types and the checker
// so both see the same contract.
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const schemasDir = join(root, 'schemas');
export const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Widget props schemas by widget type, in name order (stable output). */
export function widgetSchemas() {
  const dir = join(schemasDir, 'widgets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => ({ type: f.replace('.schema.json', ''), file: `widgets/${f}`, schema: readJson(join(dir, f)) }));
}

const bindingRef = { $ref: 'binding.schema.json#/$defs/binding' };

/**
 * A prop may be given as its literal value or as a {{ binding }} resolved at render time. The prop's
 * description and examples are repeated on the wrapper so an editor's hover and completion show them.
 */
function bindable(propSchema, prop = {}) {
  const help = Object.fromEntries(
    ['description', 'examples'].filter((key) => prop[key] !== undefined).map((key) => [key, prop[key]]),
  );
  return { ...help, anyOf: [propSchema, bindingRef] };
}

const messageRef = { $ref: 'binding.schema.json#/$defs/message' };

/** Free text: a string that is not one of a fixed set of values (an enum, a const) nor a format (a URL, a colour). */
function isFreeText(schema) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.includes('string') && schema.enum === undefined && schema.const === undefined && schema.format === undefined
  );
}

/**
 * The prop's schema with every free-text string, however deep (a tab's label in a list of tabs), also accepting words
 * from the catalogue ({ "$t": key }); undefined when the prop holds no free text (it keeps its plain $ref).
 */
function withMessages(schema) {
  if (typeof schema !== 'object' || schema === null) return undefined;
  let changed = false;
  const copy = Array.isArray(schema) ? [...schema] : { ...schema };
  for (const key of ['properties', 'patternProperties', '$defs']) {
    if (!schema[key]) continue;
    copy[key] = { ...schema[key] };
    for (const [name, sub] of Object.entries(schema[key])) {
      const widened = withMessages(sub);
      if (widened) [copy[key][name], changed] = [widened, true];
    }
  }
  for (const key of ['items', 'additionalProperties']) {
    const widened = schema[key] && withMessages(schema[key]);
    if (widened) [copy[key], changed] = [widened, true];
  }
  for (const key of ['anyOf', 'oneOf']) {
    if (!Array.isArray(schema[key])) continue;
    const branches = schema[key].map((branch) => withMessages(branch));
    if (branches.some(Boolean)) [copy[key], changed] = [branches.map((b, i) => b ?? schema[key][i]), true];
  }
  if (isFreeText(schema)) {
    const help = Object.fromEntries(
      ['description', 'examples'].filter((key) => schema[key] !== undefined).map((key) => [key, schema[key]]),
    );
    return { ...help, anyOf: [changed ? copy : schema, messageRef] };
  }
  return changed ? copy : undefined;
}

function nodeBranch({ type, file, schema }) {
  const meta = schema['x-widget'] ?? {};
  const props = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {}))
    props[name] = bindable(withMessages(prop) ?? { $ref: `${file}#/properties/${name}` }, prop);
  const properties = {
    type: { const: type },
    props: {
      type: 'object',
      description: schema.description,
      ...(schema.examples ? { examples: schema.examples } : {}),
      additionalProperties: false,
      ...(schema.required ? { required: schema.required } : {}),
      properties: props,
    },
    on: {
      type: 'object',
      description: `Events of ${type}: ${(meta.events ?? []).join(', ') || 'none'}.`,
      additionalProperties: false,
      properties: Object.fromEntries((meta.events ?? []).map((e) => [e, { $ref: 'actions.schema.json#/$defs/chain' }])),
    },
  };
  if (!meta.children) properties.children = false;
  if (!meta.bind) properties.bind = false;
  if (schema.required?.length)
    return {
      if: { properties: { type: { const: type } }, required: ['type'] },
      then: { required: ['props'], properties },
    };
  return { if: { properties: { type: { const: type } }, required: ['type'] }, then: { properties } };
}

/** A schema written for schemas/ made to live in schemas/generated/: its refs to other files go one folder up. */
function fromGeneratedFolder(value) {
  if (Array.isArray(value)) return value.map(fromGeneratedFolder);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [
      key,
      key === '$ref' && typeof member === 'string' && !member.startsWith('#')
        ? `../${member}`
        : fromGeneratedFolder(member),
    ]),
  );
}

/** schemas/generated/node.schema.json: a widget node, with per-type props, events, children and bind checked. */
export function buildNodeSchema() {
  return fromGeneratedFolder(nodeSchema());
}

function nodeSchema() {
  const widgets = widgetSchemas();
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'generated/node.schema.json',
    $comment: 'Generated by `npm run gen:types` from schemas/widgets/*.schema.json. Do not edit.',
    title: 'NodeDefinition',
    description: 'A widget on the page. `props` may hold {{ bindings }}; `each` repeats the node per list item.',
    type: 'object',
    additionalProperties: false,
    required: ['type'],
    properties: {
      type: { enum: widgets.map((w) => w.type), description: 'The widget type (see schemas/widgets).' },
      id: {
        type: 'string',
        description:
          "A stable name, the node's test id: on the page as data-testid on its widget's outermost element (Group and ThemeScope have none).",
      },
      visible: { $ref: 'binding.schema.json#/$defs/condition' },
      props: { type: 'object' },
      bind: {
        $ref: 'binding.schema.json#/$defs/statePath',
        description: 'Two-way value: where the widget reads and writes its value.',
      },
      on: { type: 'object', additionalProperties: { $ref: 'actions.schema.json#/$defs/chain' } },
      children: {
        type: 'array',
        items: {
          tsType: 'NodeDefinition',
          if: { type: 'object', required: ['use'] },
          then: { $ref: 'fragment-use.schema.json' },
          else: { $ref: '#' },
        },
      },
      each: {
        $ref: 'binding.schema.json#/$defs/binding',
        description: 'Render this node once per item of the list; item and index are in scope.',
      },
      key: { $ref: 'binding.schema.json#/$defs/template', description: 'With each: a stable key per item.' },
    },
    allOf: widgets.map(nodeBranch),
  };
}
