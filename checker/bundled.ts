// The checker in the browser (the page lab and acceptPage): the project facts come with the bundle and the
// page schema is judged by the validator generated at build time (no code generation here, so the strict CSP
// holds), its errors worded exactly as in Node. Only literal call params go unjudged: that needs ajv at run time.
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { validate } from '../schemas/generated/validate-page-verbose.js';
import manifest from '../pages.json';
import endpoints from '../api/endpoints.json';
import endpointSchemas from '../api/endpoint-schemas.json';
import { translateAjvErrors } from './ajv-errors';
import { copiedSchemaVocabulary } from './copied-vocabulary';
import { projectFacts } from './facts';
import { checkFileText } from './check-text';
import { sortProblems, type Problem, type SchemaCheck } from './problem';
import { SCHEMA_IDS } from './targets';

const schemaModules = import.meta.glob<AnySchemaObject>('../schemas/**/*.schema.json', { eager: true, import: 'default' });
const schemas = Object.values(schemaModules);
const vocabulary = copiedSchemaVocabulary(schemas);
const facts = projectFacts({ manifest, endpoints, endpointSchemas, schemas });

/** Only the page schema has a generated validator; the lab and acceptPage check nothing else. */
const validatePage: SchemaCheck = (schemaId, document) => {
  if (schemaId !== SCHEMA_IDS.page || validate(document)) return [];
  return translateAjvErrors((validate.errors ?? []) as unknown as ErrorObject[], document, vocabulary);
};

/**
 * Every problem of a page definition's text, in document order. `file` is a pages/<name>.json path for a
 * page of the project (then it must have a route), or any other name for a page from elsewhere.
 */
export function checkPageText(file: string, text: string): Problem[] {
  return sortProblems(checkFileText('page', file, text, facts, validatePage));
}
