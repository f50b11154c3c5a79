// Which alternative of an anyOf/oneOf an ajv error came from. ajv's schemaPath cannot say for a `$ref` alternative
// (a referenced schema compiled on its own reports paths from its own root, "#/required"), so the checker asks the
// schemas themselves: an error belongs to an alternative when the schema that raised it (its parentSchema) applies,
// through the alternative, to the very value the error is about: as many levels below the alternative's value as the
// error's instancePath is (`properties` and `items` go one level down; `$ref`, `allOf`, `if` stay on the value).
import type { AnySchemaObject } from 'ajv';
import { isPlainObject, pointerSegments } from './json-pointer';

export interface SchemaReach {
  /** Whether `schema` applies, through the alternative `branch`, to a value `depth` levels below the branch's. */
  reaches(branch: unknown, schema: unknown, depth: number): boolean;
}

/** Keywords whose subschemas apply to the same value. */
const SAME_VALUE_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SAME_VALUE_ONE = ['not', 'if', 'then', 'else'];
/** Keywords whose subschemas apply one level down (a member or an item). */
const MEMBER_MAPS = ['properties', 'patternProperties'];
const MEMBER_ONE = ['additionalProperties', 'unevaluatedProperties', 'additionalItems', 'contains', 'unevaluatedItems'];

export function schemaReach(schemas: readonly AnySchemaObject[]): SchemaReach {
  const byId = new Map<string, AnySchemaObject>();
  const rootOf = new Map<object, string>();
  for (const schema of schemas) {
    if (typeof schema.$id !== 'string') continue;
    byId.set(schema.$id, schema);
    const pending: unknown[] = [schema];
    while (pending.length) {
      const value = pending.pop();
      if (typeof value !== 'object' || value === null || rootOf.has(value)) continue;
      rootOf.set(value, schema.$id);
      pending.push(...Object.values(value));
    }
  }

  /** The schema a `$ref` written in the file `rootId` points at. */
  const resolve = (ref: string, rootId: string): { schema: unknown; rootId: string } | undefined => {
    const [file, fragment = ''] = ref.split('#');
    let targetId = rootId;
    if (file) {
      try {
        targetId = new URL(file, `schema:/${rootId}`).pathname.replace(/^\//, '');
      } catch {
        return undefined;
      }
    }
    const root = byId.get(targetId);
    if (!root) return undefined;
    let schema: unknown = root;
    for (const segment of pointerSegments(fragment))
      schema =
        isPlainObject(schema) || Array.isArray(schema) ? (schema as Record<string, unknown>)[segment] : undefined;
    return { schema, rootId: targetId };
  };

  /** Every schema that applies exactly `depth` levels below the branch's value. */
  const applying = (branch: object, depth: number): Set<object> => {
    const found = new Set<object>();
    const seen = new Set<string>();
    const ids = new Map<object, number>();
    const idOf = (value: object) => ids.get(value) ?? (ids.set(value, ids.size), ids.size - 1);
    const pending: Array<{ schema: unknown; rootId: string | undefined; level: number }> = [
      { schema: branch, rootId: rootOf.get(branch), level: 0 },
    ];
    while (pending.length) {
      const { schema, rootId, level } = pending.pop()!;
      if (!isPlainObject(schema) || level > depth) continue;
      const state = `${idOf(schema)}:${level}`;
      if (seen.has(state)) continue;
      seen.add(state);
      if (level === depth) found.add(schema);
      const here = (child: unknown) => pending.push({ schema: child, rootId, level });
      const below = (child: unknown) => pending.push({ schema: child, rootId, level: level + 1 });
      if (typeof schema.$ref === 'string' && rootId) {
        const target = resolve(schema.$ref, rootId);
        if (target) pending.push({ schema: target.schema, rootId: target.rootId, level });
      }
      for (const keyword of SAME_VALUE_LISTS) if (Array.isArray(schema[keyword])) schema[keyword].forEach(here);
      for (const keyword of SAME_VALUE_ONE) here(schema[keyword]);
      if (isPlainObject(schema.dependentSchemas)) Object.values(schema.dependentSchemas).forEach(here);
      for (const keyword of MEMBER_MAPS)
        if (isPlainObject(schema[keyword])) Object.values(schema[keyword]).forEach(below);
      for (const keyword of MEMBER_ONE) below(schema[keyword]);
      if (Array.isArray(schema.items)) schema.items.forEach(below);
      else below(schema.items);
      if (Array.isArray(schema.prefixItems)) schema.prefixItems.forEach(below);
    }
    return found;
  };

  const known = new WeakMap<object, Map<number, Set<object>>>();
  return {
    reaches: (branch, schema, depth) => {
      if (typeof branch !== 'object' || branch === null || typeof schema !== 'object' || schema === null) return false;
      const byDepth = known.get(branch) ?? new Map<number, Set<object>>();
      known.set(branch, byDepth);
      if (!byDepth.has(depth)) byDepth.set(depth, applying(branch, depth));
      return byDepth.get(depth)!.has(schema);
    },
  };
}
