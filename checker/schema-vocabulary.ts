// Words for schema facts that raw ajv errors only show as regexes or $refs: which schema is "a binding",
// and which values a discriminated oneOf accepts.
import type { AnySchemaObject } from 'ajv';
import { isPlainObject } from './json-pointer';

export interface SchemaVocabulary {
  /** A readable name for a well-known schema (given as the object ajv reports as parentSchema). */
  nameOf(schema: unknown): string | undefined;
  /** The tag values a discriminated oneOf accepts (e.g. every action's `do`), in schema order. */
  discriminatorValues(oneOfOwner: unknown, tag: string): string[];
}

const BINDING_SCHEMA_ID = 'binding.schema.json';
const NAMES_BY_DEF: Record<string, string> = {
  binding: 'a {{ binding }}',
  statePath: 'a {{ state.… }} or {{ data.… }} path',
};

function definitionsOf(schema: AnySchemaObject): Record<string, unknown> {
  const defs: unknown = schema.$defs ?? schema.definitions;
  return isPlainObject(defs) ? defs : {};
}

function constOfTag(branch: unknown, tag: string): unknown {
  if (!isPlainObject(branch) || !isPlainObject(branch.properties)) return undefined;
  const tagSchema = branch.properties[tag];
  return isPlainObject(tagSchema) ? tagSchema.const : undefined;
}

export function buildSchemaVocabulary(schemas: readonly AnySchemaObject[]): SchemaVocabulary {
  // ajv hands back the very schema objects it was given, so schemas are recognised by identity.
  const names = new Map<unknown, string>();
  const bindingDefs = definitionsOf(schemas.find((schema) => schema.$id === BINDING_SCHEMA_ID) ?? {});
  for (const [name, phrase] of Object.entries(NAMES_BY_DEF))
    if (bindingDefs[name]) names.set(bindingDefs[name], phrase);

  // The owner of a oneOf is found the same way, and its local "#/$defs/x" refs resolved against its root.
  function discriminatorValues(oneOfOwner: unknown, tag: string): string[] {
    if (!isPlainObject(oneOfOwner) || !Array.isArray(oneOfOwner.oneOf)) return [];
    const root = schemas.find((schema) => Object.values(definitionsOf(schema)).includes(oneOfOwner)) ?? {};
    const defs = definitionsOf(root);
    return oneOfOwner.oneOf.flatMap((branch: unknown) => {
      const ref = isPlainObject(branch) && typeof branch.$ref === 'string' ? branch.$ref : undefined;
      const target =
        ref?.startsWith('#/$defs/') || ref?.startsWith('#/definitions/') ? defs[ref.split('/')[2]] : branch;
      const value = constOfTag(target, tag);
      return typeof value === 'string' ? [value] : [];
    });
  }

  return { nameOf: (schema) => names.get(schema), discriminatorValues };
}
