// What the endpoint catalogue's JSON Schemas say a field path holds. The checker reads a response schema
// as the list of fields a page may read: an object schema with `properties` and no `additionalProperties`
// is taken as complete (the sandbox and the server send those fields), while `additionalProperties: true`
// or a schema for them, `patternProperties`, or an object schema listing no properties means "any field",
// and the check stops there without a word.
import { isPlainObject } from '../read/json-pointer';

export type Schema = Record<string, unknown>;
/**
 * One step of a read: a field name, or an index/computed key whose value the checker cannot know; `at` is where the
 * step is written in the expression's text (to place a problem at it).
 */
export type Step = ({ field: string } | { computed: true; numeric?: boolean }) & { at?: number };

/** Where a path stops being checkable, or the fields an object offers when the step is unknown. */
export type Lookup =
  | { kind: 'schema'; schema: Schema }
  | { kind: 'open' }
  | { kind: 'unknown-field'; field: string; known: string[]; at: number };

/** Resolves local `#/$defs/…` and `#/definitions/…` refs against the schema's own root. */
export function deref(schema: unknown, root: Schema): Schema | undefined {
  let current = schema;
  for (let hops = 0; isPlainObject(current) && typeof current.$ref === 'string' && hops < 16; hops += 1) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    if (!current.$ref.startsWith('#/')) return undefined;
    current = parts.reduce<unknown>((at, part) => (isPlainObject(at) ? at[part] : undefined), root);
  }
  return isPlainObject(current) ? current : undefined;
}

/** The schema's alternatives (anyOf/oneOf branches), each already dereferenced; allOf parts merge in. */
export function alternatives(schema: Schema, root: Schema): Schema[] {
  const branches = [
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
  ]
    .map((branch) => deref(branch, root))
    .filter((branch): branch is Schema => !!branch);
  return branches.length ? branches.flatMap((branch) => alternatives(branch, root)) : [schema];
}

export function typesOf(schema: Schema): string[] {
  return Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
}

/** Declared properties of an object schema, allOf parts included. */
export function propertiesOf(schema: Schema, root: Schema): Record<string, unknown> {
  const own = isPlainObject(schema.properties) ? schema.properties : {};
  const parts = Array.isArray(schema.allOf)
    ? schema.allOf.map((part) => deref(part, root)).filter((part): part is Schema => !!part)
    : [];
  return Object.assign({}, ...parts.map((part) => propertiesOf(part, root)), own);
}

export function isOpenObject(schema: Schema, root: Schema): boolean {
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return true;
  if (schema.patternProperties !== undefined) return true;
  return (
    Object.keys(propertiesOf(schema, root)).length === 0 &&
    !typesOf(schema).some((type) => type !== 'object' && type !== 'null')
  );
}

/** A schema that says nothing at all about the value (the endpoint's answer is "not described"). */
export function saysNothing(schema: unknown): boolean {
  if (!isPlainObject(schema)) return true;
  return !['type', 'properties', 'items', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'].some(
    (key) => key in schema,
  );
}

/** One step into a schema. `undefined` when the step cannot be followed (a scalar, an unknown shape). */
function stepInto(schema: Schema, root: Schema, step: Step): Lookup | undefined {
  // A `null` alternative is the "not loaded / nothing" case: reads on it yield undefined, never a wrong field.
  const branches = alternatives(schema, root).filter(
    (branch) => !(typesOf(branch).length === 1 && typesOf(branch)[0] === 'null'),
  );
  if (!branches.length) return undefined;
  const results = branches.map((branch): Lookup | undefined => {
    const types = typesOf(branch);
    if ('computed' in step) {
      if (types.includes('array') || branch.items !== undefined) {
        const items = deref(branch.items, root);
        return items ? { kind: 'schema', schema: items } : { kind: 'open' };
      }
      if (isPlainObject(branch.additionalProperties))
        return { kind: 'schema', schema: deref(branch.additionalProperties, root) ?? {} };
      return { kind: 'open' };
    }
    if (types.includes('array') || types.includes('string')) {
      if (step.field === 'length') return { kind: 'schema', schema: { type: 'integer' } };
      if (/^\d+$/.test(step.field) && types.includes('array')) {
        const items = deref(branch.items, root);
        return items ? { kind: 'schema', schema: items } : { kind: 'open' };
      }
    }
    if (!types.length || types.includes('object')) {
      const properties = propertiesOf(branch, root);
      const found = properties[step.field];
      if (found !== undefined) return { kind: 'schema', schema: deref(found, root) ?? {} };
      if (isOpenObject(branch, root)) return { kind: 'open' };
      return { kind: 'unknown-field', field: step.field, known: Object.keys(properties), at: 0 };
    }
    return undefined;
  });
  // A field any alternative offers is fine; a failure is reported only when every alternative refuses it.
  const schemas = results.filter((r): r is Extract<Lookup, { kind: 'schema' }> => r?.kind === 'schema');
  if (results.some((r) => r === undefined || r.kind === 'open')) return { kind: 'open' };
  if (schemas.length === 1) return schemas[0];
  if (schemas.length > 1) return { kind: 'schema', schema: { anyOf: schemas.map((s) => s.schema) } };
  const known = [...new Set(results.flatMap((r) => (r?.kind === 'unknown-field' ? r.known : [])))];
  return { kind: 'unknown-field', field: (step as { field: string }).field, known, at: 0 };
}

/**
 * Follows a read path into a schema. Stops (open) where the schema allows anything; reports the first
 * step that names a field the schema does not have, with `at` the index of that step.
 */
export function lookupPath(schema: Schema, steps: readonly Step[], root: Schema = schema): Lookup {
  let current: Schema = schema;
  for (let index = 0; index < steps.length; index += 1) {
    const next = stepInto(current, root, steps[index]);
    if (!next || next.kind === 'open') return { kind: 'open' };
    if (next.kind === 'unknown-field') return { ...next, at: index };
    current = next.schema;
  }
  return { kind: 'schema', schema: current };
}

/** The item schema of a list schema, when the schema says what its items are. */
export function itemsOf(lookup: Lookup, root: Schema): Schema | undefined {
  if (lookup.kind !== 'schema') return undefined;
  const next = stepInto(lookup.schema, root, { computed: true, numeric: true });
  return next?.kind === 'schema' ? next.schema : undefined;
}

/**
 * The JSON types a schema allows, over all its alternatives (a `null` alternative left out: absent values
 * render as nothing). Undefined when some alternative does not say, so nothing is judged on a guess.
 */
export function kindsOf(schema: Schema, root: Schema): Set<string> | undefined {
  const root_ = deref(schema, root);
  if (!root_) return undefined;
  const kinds = new Set<string>();
  for (const branch of alternatives(root_, root)) {
    const types = typesOf(branch);
    if (!types.length) return undefined;
    types.filter((type) => type !== 'null').forEach((type) => kinds.add(type === 'integer' ? 'number' : type));
  }
  return kinds;
}

/** "loanDetails' response", "cardInit's response". */
export const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);
