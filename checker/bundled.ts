// The checker in the browser (the page lab and acceptPage): the project facts come with the bundle and the page
// schema is judged by the validator generated at build time (no code generation here, so the strict CSP holds), its
// errors worded exactly as in Node. It marks what `npm run check:pages` marks, with the same words: the words against
// the catalogues (compiled ones: no message is parsed here), the links against the URL guard with the env the app runs
// with (the page's config, told by the lab's entry: no env file is compiled into what a borrower's app can load), the
// query a page reads against its route. Left to check:pages: the type of literal call params (that needs ajv at run time),
// and, for a page pasted in to try something out (any name but pages/<name>.json), words written into it.
import type { AnySchemaObject, ErrorObject } from 'ajv';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { validate } from '../schemas/generated/validate-page-verbose.js';
// The full manifest: the build strips the routes' `query` lists from the app's import of pages.json
// (build/vite-plugin-page-modules.ts), and the checker needs them to judge what a page reads and where it navigates.
import manifestText from '../pages.json?raw';
import endpoints from '../api/endpoints.json';
import endpointSchemas from '../api/endpoint-schemas.json';
import { translateAjvErrors } from './read/ajv-errors';
import { copiedSchemaVocabulary } from './read/copied-vocabulary';
import { projectFacts } from './facts';
import type { ProjectFacts } from './pages/page-check';
import { linkPolicyOf } from './links/page-links';
import { checkFileText } from './read/check-text';
import { collectArguments, numberPlaceholdersOfTrees, type MessageFacts } from './words/catalogue-check';
import { sortProblems, type Problem, type SchemaCheck } from './problem';
import { pageNameOf, SCHEMA_IDS } from './targets';
import { expressionTypeAt, type ExpressionType } from './expr/hover';
import { expandFragments } from './pages/fragments';
import { projectFragments as fragments } from './pages/bundled-fragments';

const schemaModules = import.meta.glob<AnySchemaObject>('../schemas/**/*.schema.json', {
  eager: true,
  import: 'default',
});
const schemas = Object.values(schemaModules);
const vocabulary = copiedSchemaVocabulary(schemas);

type CompiledCatalogue = Readonly<Record<string, string | MessageFormatElement[]>>;
const catalogueModules = import.meta.glob<CompiledCatalogue>('../messages/*.json', {
  eager: true,
  query: '?messages',
  import: 'default',
});

/** Each compiled catalogue's keys with their placeholders, read from the build's message trees. */
const messages: MessageFacts = Object.fromEntries(
  Object.entries(catalogueModules).map(([path, catalogue]) => [
    /([^/]+)\.json$/.exec(path)?.[1] ?? path,
    Object.fromEntries(
      Object.entries(catalogue).map(([key, message]) => [
        key,
        typeof message === 'string' ? [] : [...collectArguments(message)].sort(),
      ]),
    ),
  ]),
);

const documents = {
  manifest: JSON.parse(manifestText) as unknown,
  endpoints,
  endpointSchemas,
  schemas,
  fragments,
  messages,
};
/** The placeholders that take a number (a plural's `{count}`), read from the same compiled trees. */
const numberPlaceholders = numberPlaceholdersOfTrees(
  Object.values(catalogueModules).flatMap((catalogue) =>
    Object.entries(catalogue).flatMap(([key, message]) =>
      typeof message === 'string' ? [] : [[key, message] as const],
    ),
  ),
);
/** For the project's own pages: everything check:pages judges in a page. */
let projectPageFacts: ProjectFacts = { ...projectFacts({ ...documents, catalogues: true }), numberPlaceholders };
/** For a page from elsewhere (pasted to try something out): its English is not refused. */
let pastedPageFacts: ProjectFacts = projectFacts(documents);

/** Links are judged from now on against this env (the config the app runs with); until told, they are not judged. */
export function judgeLinksWith(env: unknown): void {
  const linkPolicy = linkPolicyOf(env);
  projectPageFacts = { ...projectPageFacts, linkPolicy };
  pastedPageFacts = { ...pastedPageFacts, linkPolicy };
}

const factsFor = (file: string) => (pageNameOf(file) === undefined ? pastedPageFacts : projectPageFacts);

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
  return sortProblems(checkFileText('page', file, text, factsFor(file), validatePage));
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
  return expressionTypeAt(page, pointer, offset, factsFor(file), pageNameOf(file));
}
