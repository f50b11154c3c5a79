// Validation of a document against a registered schema, with ajv's errors put in the checker's words.
import { createSchemaSet, type SchemaSet } from './schema-loader.mjs';
import { buildSchemaVocabulary, type SchemaVocabulary } from './schema-vocabulary';
import { translateAjvErrors } from './ajv-errors';
import type { Finding } from './problem';

export const SCHEMA_IDS = {
  page: 'page.schema.json',
  manifest: 'manifest.schema.json',
  env: 'env.schema.json',
  endpoints: 'endpoints.schema.json',
  endpointSchemas: 'endpoint-schemas.schema.json',
} as const;

export type SchemaCheck = (schemaId: string, document: unknown) => Finding[];

// Compiling the page schema is the slow part of a run; the schemas cannot change while a process runs
// (the build plugin and the tests call checkProject many times), so one set serves every call.
let shared: { set: SchemaSet; vocabulary: SchemaVocabulary } | undefined;

export function schemaCheck(): SchemaCheck {
  // verbose: the translation reads each error's schema (allowed properties, anyOf branches).
  shared ??= (() => {
    const set = createSchemaSet({ verbose: true });
    return { set, vocabulary: buildSchemaVocabulary(set.schemas) };
  })();
  const { set, vocabulary } = shared;
  return (schemaId, document) => {
    const validate = set.validatorFor(schemaId);
    if (!validate) return [{ code: 'schema', pointer: '', expected: `a schema with $id ${schemaId} in schemas/`, found: 'none' }];
    return validate(document) ? [] : translateAjvErrors(validate.errors ?? [], document, vocabulary);
  };
}
