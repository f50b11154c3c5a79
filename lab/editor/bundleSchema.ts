// codemirror-json-schema reads one schema document, while the page contract spans many files that $ref each other
// (node, actions, binding, every widget). This puts them into one document: each file under $defs, each $ref
// rewritten to a local pointer.
import type { JSONSchema7 } from 'json-schema';
import { projectFragments } from '../../checker/pages/bundled-fragments';

type Json = unknown;
const ROOT_ID = 'page.schema.json';

const files = import.meta.glob<Record<string, Json>>('../../schemas/**/*.schema.json', {
  eager: true,
  import: 'default',
});
const FRAGMENT_USE_ID = 'fragment-use.schema.json';

/** The generic use schema made specific: the project's fragment names, and under `with` each one's parameters. */
function fragmentUseSchema(generic: Record<string, Json>): Json {
  const named = Object.entries(projectFragments).map(([name, fragment]) => ({ name, fragment }));
  const properties = generic.properties as Record<string, Record<string, Json>>;
  return {
    ...generic,
    properties: { ...properties, use: { ...properties.use, enum: named.map(({ name }) => name) } },
    oneOf: named.map(({ name, fragment }) => ({
      properties: {
        use: { const: name, description: fragment.description },
        with: {
          type: 'object',
          properties: Object.fromEntries(
            Object.entries(fragment.params ?? {}).map(([param, p]) => [
              param,
              { description: `${p.type ?? 'value'}: ${p.description ?? ''}` },
            ]),
          ),
        },
      },
    })),
  };
}

const defKey = (id: string) => `file_${id}`.replace(/[^A-Za-z0-9_]/g, '_');

/** Where a $ref found in schema `ownId` points, as a pointer into the bundle. */
function localRef(ref: string, ownId: string): string {
  const [file, fragment = ''] = ref.split('#');
  const target = file ? new URL(file, `https://schemas.invalid/${ownId}`).pathname.slice(1) : ownId;
  return target === ROOT_ID ? `#${fragment}` : `#/$defs/${defKey(target)}${fragment}`;
}

function rewrite(value: Json, ownId: string): Json {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, ownId));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string') out[key] = localRef(item, ownId);
    else if (key === '$id' || key === '$schema') continue;
    else out[key] = rewrite(item, ownId);
  }
  return out;
}

let bundled: JSONSchema7 | undefined;

export function pageSchemaBundle(): JSONSchema7 {
  if (bundled) return bundled;
  const schemas = Object.values(files).filter((schema) => typeof schema.$id === 'string');
  const root = schemas.find((schema) => schema.$id === ROOT_ID);
  if (!root) throw new Error(`no ${ROOT_ID} among the schemas`);
  const page = rewrite(root, ROOT_ID) as Record<string, Json>;
  const defs: Record<string, Json> = { ...(page.$defs as Record<string, Json>) };
  for (const schema of schemas) {
    if (schema.$id === ROOT_ID) continue;
    const own = rewrite(schema, schema.$id as string) as Record<string, Json>;
    defs[defKey(schema.$id as string)] = schema.$id === FRAGMENT_USE_ID ? fragmentUseSchema(own) : own;
  }
  bundled = { ...page, $defs: defs } as JSONSchema7;
  return bundled;
}
