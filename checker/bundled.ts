// The checker in the browser (the page lab and acceptPage): the project facts come with the bundle and the
// page schema is judged by the validator generated at build time (no code generation here, so the strict CSP
// holds), its errors worded exactly as in Node. Left to check:pages: the type of literal call params (that needs ajv
// at run time), navigate's query keys (below) and words written into a page (a page pasted into the lab to try
// something out is not refused for its English; the build and check:pages refuse it).
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
import { SCHEMA_IDS, pageNameOf } from './targets';
import { expressionTypeAt, type ExpressionType } from './expr-hover';
import { expandFragments } from './fragments';
import { projectFragments as fragments } from './bundled-fragments';

const schemaModules = import.meta.glob<AnySchemaObject>('../schemas/**/*.schema.json', {
  eager: true,
  import: 'default',
});
const schemas = Object.values(schemaModules);
const vocabulary = copiedSchemaVocabulary(schemas);
// A build strips the routes' `query` lists from pages.json (build/vite-plugin-page-modules.ts), so a route would
// seem to declare none: navigate's query is left to check:pages rather than judged on a stripped manifest.
const facts = { ...projectFacts({ manifest, endpoints, endpointSchemas, schemas, fragments }), routeFacts: new Map() };

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

/** A page text the checker accepted, as the renderer gets it: with the project's fragments expanded. */
export function expandedPageOf(text: string): unknown {
  return expandFragments(JSON.parse(text), fragments).value;
}

/**
 * The type of the path at `offset` (in the string's value) of the expression string at `pointer` of a page text, as
 * the checker reads it (the lab's hover); undefined when the text is not JSON or no path is there.
 */
export function expressionTypeIn(
  file: string,
  text: string,
  pointer: string,
  offset: number,
): ExpressionType | undefined {
  let page: unknown;
  try {
    page = JSON.parse(text);
  } catch {
    return undefined;
  }
  return expressionTypeAt(page, pointer, offset, facts, pageNameOf(file));
}
