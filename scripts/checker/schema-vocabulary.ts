// Words for schema facts that raw ajv errors only show as regexes or $refs: which pattern means
// "a binding", and which values a discriminated oneOf accepts.
import type { AnySchemaObject } from 'ajv';
import { isPlainObject } from './json-pointer';

export interface SchemaVocabulary {
  /** A readable name for a well-known pattern, e.g. the binding pattern -> "a {{ binding }}". */
  patternName(pattern: string): string | undefined;
  /** The tag values a discriminated oneOf accepts (e.g. every action's `do`), in schema order. */
  discriminatorValues(oneOfOwner: unknown, tag: string): string[];
}

const BINDING_SCHEMA_ID = 'binding.schema.json';
const PATTERN_NAMES_BY_DEF: Record<string, string> = {
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
  const patternNames = new Map<string, string>();
  const bindingSchema = schemas.find((schema) => schema.$id === BINDING_SCHEMA_ID);
  if (bindingSchema) {
    const defs = definitionsOf(bindingSchema);
    for (const [name, phrase] of Object.entries(PATTERN_NAMES_BY_DEF)) {
      const def = defs[name];
      if (isPlainObject(def) && typeof def.pattern === 'string') patternNames.set(def.pattern, phrase);
    }
  }

  // ajv hands back the very schema objects it was given, so the owner of a oneOf is found by identity
  // and its local "#/$defs/x" refs are resolved against that owner's root.
  function discriminatorValues(oneOfOwner: unknown, tag: string): string[] {
    if (!isPlainObject(oneOfOwner) || !Array.isArray(oneOfOwner.oneOf)) return [];
    const root = schemas.find((schema) => Object.values(definitionsOf(schema)).includes(oneOfOwner)) ?? {};
    const defs = definitionsOf(root);
    return oneOfOwner.oneOf.flatMap((branch: unknown) => {
      const ref = isPlainObject(branch) && typeof branch.$ref === 'string' ? branch.$ref : undefined;
      const target = ref?.startsWith('#/$defs/') || ref?.startsWith('#/definitions/') ? defs[ref.split('/')[2]] : branch;
      const value = constOfTag(target, tag);
      return typeof value === 'string' ? [value] : [];
    });
  }

  return { patternName: (pattern) => patternNames.get(pattern), discriminatorValues };
}
