// What a JSON Schema says a value holds, as an expression value (types/values.ts). A call's answer is read by the
// tolerant reader (api/answer-reader.ts) before a page sees it, which turns numbers sent as text into numbers and back
// and an enum member sent as the other kind into the member itself, so a field holds what its schema says: an enum's
// members, a const, or any value of its types. A field an object does not require may be absent. Where the schema says
// nothing (no type, `tsType` only, an open object's unlisted field) the value is anything, and nothing is judged.
import { alternatives, deref, isOpenObject, propertiesOf, typesOf, type Schema } from './contract';
import { isPlainObject } from '../read/json-pointer';
import { ANY, BOOLEAN, NUMBER, TEXT, UNDEFINED, finite, listOf, objectOf, union } from './values';
import type { AbstractValue, Shape } from './values';

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

// Schemas are shared objects (the endpoint catalogue's, the scope schema's): each is read once.
const cache = new WeakMap<Schema, AbstractValue>();

export function valueOfSchema(schema: unknown, root: Schema): AbstractValue {
  const resolved = deref(schema, root);
  if (!resolved) return ANY;
  let value = cache.get(resolved);
  if (!value) {
    value = union(...alternatives(resolved, root).map((branch) => branchValue(branch, root)));
    cache.set(resolved, value);
  }
  return value;
}

function branchValue(branch: Schema, root: Schema): AbstractValue {
  if (Array.isArray(branch.enum)) return branch.enum.every(isScalar) ? finite(branch.enum) : ANY;
  if ('const' in branch) return isScalar(branch.const) ? finite([branch.const]) : ANY;
  const types = typesOf(branch);
  if (!types.length) {
    if (isPlainObject(branch.properties) || Array.isArray(branch.allOf)) return objectOf(schemaShape(branch, root));
    if (branch.items !== undefined) return listOf(valueOfSchema(branch.items, root));
    return ANY;
  }
  return union(
    ...types.map((type): AbstractValue => {
      switch (type) {
        case 'string':
          return TEXT;
        case 'number':
        case 'integer':
          return NUMBER;
        case 'boolean':
          return BOOLEAN;
        case 'null':
          return finite([null]);
        case 'object':
          return objectOf(schemaShape(branch, root));
        case 'array':
          return listOf(branch.items === undefined ? ANY : valueOfSchema(branch.items, root));
        default:
          return ANY;
      }
    }),
  );
}

function requiredOf(schema: Schema, root: Schema): string[] {
  const own = Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : [];
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map((part) => deref(part, root)) : [];
  return [...own, ...parts.flatMap((part) => (part ? requiredOf(part, root) : []))];
}

/** An object schema's fields, each read when first asked for (schemas may be recursive). */
function schemaShape(schema: Schema, root: Schema): Shape {
  const properties = propertiesOf(schema, root);
  const required = new Set(requiredOf(schema, root));
  const extra = isPlainObject(schema.additionalProperties)
    ? union(valueOfSchema(schema.additionalProperties, root), UNDEFINED)
    : undefined;
  const open = isOpenObject(schema, root);
  const field = (name: string): AbstractValue => {
    if (!Object.hasOwn(properties, name)) return extra ?? ANY;
    const value = valueOfSchema(properties[name], root);
    return required.has(name) ? value : union(value, UNDEFINED);
  };
  return {
    field,
    anyField: () => (open ? (extra ?? ANY) : union(...Object.keys(properties).map(field), UNDEFINED)),
    names: () => Object.keys(properties),
  };
}
