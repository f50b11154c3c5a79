// Reader schemas: each endpoint's response schema (api/endpoint-schemas.json) reduced to what the browser's tolerant
// answer reader (api/answer-reader.ts) interprets: $refs inlined, allOf merged, descriptions dropped. The reader knows
// a small set of keywords; a schema that uses any other fails generation here rather than being half-read in the field.
const READ_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'items',
  'minLength',
  'maxLength',
  'minItems',
  'pattern',
  'minimum',
  'maximum',
]);
const IGNORED_KEYWORDS = new Set([
  'description',
  '$comment',
  'title',
  'examples',
  'default',
  '$defs',
  'additionalProperties',
]);

function resolveRef(root, ref, where) {
  if (!ref.startsWith('#/')) throw new Error(`${where}: only local $refs are supported, found ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce((node, key) => {
      const next = node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
      if (next === undefined) throw new Error(`${where}: $ref ${ref} points nowhere`);
      return next;
    }, root);
}

function merge(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (key === 'required') into.required = [...new Set([...(into.required ?? []), ...value])];
    else if (key === 'properties') into.properties = { ...(into.properties ?? {}), ...value };
    else into[key] = value;
  }
  return into;
}

/** The reader schema of one node: plain data, no $ref left (the response schemas have no recursion). */
export function readerSchema(node, root = node, where = 'response', seen = new Set()) {
  if (node === true || node === undefined) return {};
  if (typeof node !== 'object' || node === null || Array.isArray(node))
    throw new Error(`${where}: a schema must be an object`);
  let flat = {};
  if (node.$ref) {
    if (seen.has(node.$ref))
      throw new Error(`${where}: recursive $ref ${node.$ref} is not supported by the answer reader`);
    flat = merge(flat, readerSchema(resolveRef(root, node.$ref, where), root, where, new Set([...seen, node.$ref])));
  }
  for (const part of node.allOf ?? []) flat = merge(flat, readerSchema(part, root, `${where}/allOf`, seen));
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' || key === 'allOf' || IGNORED_KEYWORDS.has(key)) continue;
    if (!READ_KEYWORDS.has(key))
      throw new Error(`${where}: the answer reader does not understand "${key}"; teach api/answer-reader.ts first`);
    if (key === 'properties') {
      const properties = { ...(flat.properties ?? {}) };
      for (const [name, child] of Object.entries(value))
        properties[name] = readerSchema(child, root, `${where}/properties/${name}`, seen);
      flat.properties = properties;
    } else if (key === 'items') flat.items = readerSchema(value, root, `${where}/items`, seen);
    else if (key === 'required') flat.required = [...new Set([...(flat.required ?? []), ...value])];
    else flat[key] = value;
  }
  return flat;
}
