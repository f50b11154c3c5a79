// Validation of a document against a registered schema, with ajv's errors put in the checker's words.
import { createSchemaSet, type SchemaSet } from './schema-loader.mjs';
import { buildSchemaVocabulary, type SchemaVocabulary } from '../read/schema-vocabulary';
import { translateAjvErrors } from '../read/ajv-errors';
import type { SchemaCheck } from '../problem';
import { SCHEMA_IDS } from '../targets';
// The build-time standalone validator of the page schema (npm run gen), kept fresh by the generated-files
// check. It only decides valid/invalid here: a valid page (the usual case) then costs no ajv compile at
// all, which keeps a cold run fast; an invalid one is validated again with the verbose validator below,
// whose errors the checker translates. A stale copy can only cost time, never a wrong finding, as long as
// it refuses what the schema refuses; the generated-files check guards that.
import { validate as validatePageFast } from '../../schemas/generated/validate-page.js';

// Compiling the page schema is the slow part of a run; the schemas cannot change while a process runs
// (the build plugin and the tests call checkProject many times), so one set serves every call.
let shared: { set: SchemaSet; vocabulary: SchemaVocabulary } | undefined;

function loadShared() {
  // verbose: the translation reads each error's schema (allowed properties, anyOf branches).
  shared ??= (() => {
    const set = createSchemaSet({ verbose: true });
    return { set, vocabulary: buildSchemaVocabulary(set.schemas) };
  })();
  return shared;
}

export function schemaCheck(): SchemaCheck {
  return (schemaId, document) => {
    if (schemaId === SCHEMA_IDS.page && validatePageFast(document)) return [];
    const { set, vocabulary } = loadShared();
    const validate = set.validatorFor(schemaId);
    if (!validate)
      return [{ code: 'schema', pointer: '', expected: `a schema with $id ${schemaId} in schemas/`, found: 'none' }];
    return validate(document) ? [] : translateAjvErrors(validate.errors ?? [], document, vocabulary);
  };
}
