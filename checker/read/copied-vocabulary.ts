// The checker's vocabulary (read/schema-vocabulary.ts) recognises schemas by identity, as ajv hands back
// the objects it compiled. The browser's validator (checker/bundled.ts) is generated code holding copies of those schemas, so each object an
// error points at is first mapped to the equal original, then asked about exactly as the checker does.
import type { AnySchemaObject } from 'ajv';
import { buildSchemaVocabulary, type SchemaVocabulary } from './schema-vocabulary';

/** Every subschema of the originals by its text (equal texts: every original that has it). */
function indexSubschemas(schemas: readonly object[]): Map<string, object[]> {
  const byText = new Map<string, object[]>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const text = JSON.stringify(value);
    byText.set(text, [...(byText.get(text) ?? []), value]);
    for (const child of Object.values(value)) visit(child);
  };
  schemas.forEach(visit);
  return byText;
}

export function copiedSchemaVocabulary(schemas: readonly AnySchemaObject[]): SchemaVocabulary {
  const inner = buildSchemaVocabulary(schemas);
  let index: Map<string, object[]> | undefined;
  const seen = new WeakMap<object, object[]>();
  const originals = (copy: unknown): unknown[] => {
    if (!copy || typeof copy !== 'object') return [copy];
    if (!seen.has(copy)) {
      index ??= indexSubschemas(schemas);
      seen.set(copy, index.get(JSON.stringify(copy)) ?? [copy]);
    }
    return seen.get(copy)!;
  };
  const original = (copy: unknown): unknown => originals(copy)[0];
  return {
    nameOf: (schema) => inner.nameOf(original(schema)),
    discriminatorValues: (owner, tag) => inner.discriminatorValues(original(owner), tag),
    // A copy may stand for several equal originals: it is part of the branch when any of them is.
    reaches: (branch, schema, depth) =>
      originals(branch).some((b) => originals(schema).some((s) => inner.reaches(b, s, depth))),
  };
}
