// Words for schema facts that raw ajv errors only show as regexes or $refs: which schema is "a binding",
// and which values a discriminated oneOf accepts.
import type { AnySchemaObject } from 'ajv';
import { isPlainObject } from './json-pointer';
import { schemaReach, type SchemaReach } from './schema-reach';

export interface SchemaVocabulary {
  /** A readable name for a well-known schema (given as the object ajv reports as parentSchema). */
  nameOf(schema: unknown): string | undefined;
  /** The tag values a discriminated oneOf accepts (e.g. every action's `do`), in schema order. */
  discriminatorValues(oneOfOwner: unknown, tag: string): string[];
  /** Whether `schema` (an error's parentSchema) is part of the alternative `branch` of an anyOf/oneOf. */
  reaches: SchemaReach['reaches'];
}

const BINDING_SCHEMA_ID = 'binding.schema.json';
/** How the `$t` key's rule is named in a problem (the schema gives it as a regular expression). */
export const MESSAGE_KEY_PHRASE =
  'a message key of messages/en.json (the screen, a dot, what the words are for: "loanDetail.repay")';
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
  // `{ "$t": key }`: the words-from-the-catalogue alternative, and the key's own rule, by name rather than regex.
  const message = bindingDefs.message;
  if (isPlainObject(message)) {
    names.set(message, 'words from the catalogue: { "$t": "<key>" }');
    const key = isPlainObject(message.properties) ? message.properties.$t : undefined;
    const keyRule = isPlainObject(key) && Array.isArray(key.anyOf) ? key.anyOf[0] : undefined;
    if (isPlainObject(keyRule)) names.set(keyRule, MESSAGE_KEY_PHRASE);
  }

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

  let reach: SchemaReach | undefined;
  return {
    nameOf: (schema) => names.get(schema),
    discriminatorValues,
    reaches: (branch, schema, depth) => (reach ??= schemaReach(schemas)).reaches(branch, schema, depth),
  };
}
