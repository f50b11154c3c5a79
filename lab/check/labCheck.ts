// The page checker of `npm run check:pages`, for one page definition in the browser: the same findings in the same
// words (scripts/checker), with the schema part from a validator generated at build time (no code generation here).
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { isBinding } from '../../renderer/expr';
import { translateAjvErrors } from '../../scripts/checker/ajv-errors';
import { collectPageSites } from '../../scripts/checker/page-sites';
import { checkExpressions } from '../../scripts/checker/page-expressions';
import { checkReferences } from '../../scripts/checker/page-references';
import { checkDataNames, checkValidationRules } from '../../scripts/checker/page-rules';
import { sortProblems, inFile, type Problem } from '../../scripts/checker/problem';
import { checkBindings } from '../../scripts/checker/page-bindings';
import { checkActionGraph } from '../../scripts/checker/page-graph';
import { applyNotes } from '../../scripts/checker/page-notes';
import endpointSchemas from '../../api/endpoint-schemas.json';
import { validate } from '../../schemas/generated/validate-page-verbose.js';
import manifest from '../../pages.json';
import catalogue from '../../api/endpoints.json';
import { copiedSchemaVocabulary } from './vocabulary';

const schemaModules = import.meta.glob<AnySchemaObject>('../../schemas/**/*.schema.json', { eager: true, import: 'default' });
const vocabulary = copiedSchemaVocabulary(Object.values(schemaModules));

const project = {
  routes: new Set(Object.keys(manifest.routes)),
  endpoints: new Set(Object.keys((catalogue as { endpoints: Record<string, unknown> }).endpoints)),
};
// Each endpoint's request/response schema, for the binding checks. (The checks of call params compile ajv
// validators at run time, which the strict CSP forbids, so the lab leaves those to `npm run check:pages`.)
const contracts = new Map(Object.entries(endpointSchemas).filter(([id]) => id !== '$schema') as Array<[string, Record<string, unknown>]>);

export type JsonProblem = Problem;

/** Every problem of a page definition's text, in document order; a text that is not JSON is one problem at "". */
export function checkPageText(file: string, text: string): Problem[] {
  let page: unknown;
  try {
    page = JSON.parse(text);
  } catch (error) {
    return inFile(file, [{ pointer: '', code: 'json-syntax', expected: 'JSON', found: (error as Error).message }]);
  }
  const schemaFindings = validate(page) ? [] : translateAjvErrors((validate.errors ?? []) as unknown as ErrorObject[], page, vocabulary);
  const sites = collectPageSites(page, isBinding);
  return sortProblems(
    inFile(file, applyNotes(page, [
      ...schemaFindings,
      ...checkReferences(page, sites.references, project),
      ...checkExpressions(sites.expressions),
      ...checkDataNames(page, sites.expressions),
      ...checkValidationRules(page),
      ...checkBindings(page, sites.expressions, contracts),
      ...checkActionGraph(page, sites.expressions, sites.actions),
    ]), text),
  );
}
