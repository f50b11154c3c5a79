// The page checker: every file of the project against its schema, plus what a schema cannot see —
// unknown endpoints, dialogs, routes, chains and validation groups, bad or out-of-scope expressions,
// routes without a page file and pages without a route; bindings, calls and navigation against the API
// contract and the route manifest; and the page's action graph.
import { resolve } from 'node:path';
import { isPlainObject } from './json-pointer';
import {
  allProjectFiles, catalogueFile, classifyTarget, projectPath, readJsonFile, ENDPOINTS_FILE, ENDPOINT_SCHEMAS_FILE, MANIFEST_FILE,
  type JsonRead,
} from './project-files';
import { inFile, sortProblems, type Finding, type Problem } from './problem';
import { WARNING_CODES } from './codes';
import { jsonPositions, positionOf } from './json-positions';
import { schemaCheck } from './schema-check';
import { checkTarget, type ProjectFacts } from './check-targets';
import type { RouteFacts } from './page-calls';
import { repositoryRoot } from './schema-loader.mjs';

export type { Problem, Finding } from './problem';
export { formatProblem, problemRecord, isError } from './problem';

export interface CheckOptions {
  /** The project whose pages.json, pages/ and env.json are checked (default: this repository). */
  root?: string;
  /** Only these files (relative to root, or absolute); default: every file of the project. */
  files?: string[];
  /** Documents to check instead of what is on disk, by project-relative path (the mutation corpus). */
  documents?: Readonly<Record<string, unknown>>;
}

const keysOf = (value: unknown, skip: string[] = []) =>
  new Set(isPlainObject(value) ? Object.keys(value).filter((key) => !skip.includes(key)) : []);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Each hash sub-page's declared query keys (routes' hashRoutes), for those that declare a query. */
function hashQueries(hashRoutes: unknown): Map<string, string[]> {
  if (!isPlainObject(hashRoutes)) return new Map();
  return new Map(Object.entries(hashRoutes).flatMap(([name, hash]) => (isPlainObject(hash) && Array.isArray(hash.query) ? [[name, strings(hash.query)]] : [])));
}

function readFacts(root: string, read: (file: string, path: string) => JsonRead): ProjectFacts {
  const manifest = read(MANIFEST_FILE, resolve(root, MANIFEST_FILE));
  const routes = manifest.ok && isPlainObject(manifest.value) && isPlainObject(manifest.value.routes) ? manifest.value.routes : {};
  const routedPages = new Set(Object.values(routes).flatMap((route) => (isPlainObject(route) && typeof route.page === 'string' ? [route.page] : [])));
  const endpoints = read(ENDPOINTS_FILE, catalogueFile(root, ENDPOINTS_FILE));
  const endpointSchemas = read(ENDPOINT_SCHEMAS_FILE, catalogueFile(root, ENDPOINT_SCHEMAS_FILE));
  const catalogue = endpoints.ok && isPlainObject(endpoints.value) && isPlainObject(endpoints.value.endpoints) ? endpoints.value.endpoints : {};
  const schemas = endpointSchemas.ok && isPlainObject(endpointSchemas.value) ? endpointSchemas.value : {};
  const routeFacts = new Map<string, RouteFacts>(Object.entries(routes).flatMap(([key, route]): Array<[string, RouteFacts]> => (isPlainObject(route)
    ? [[key, { native: typeof route.native === 'string' ? route.native : undefined, query: strings(route.query), requiredQuery: strings(route.requiredQuery), hashQuery: hashQueries(route.hashRoutes) }]]
    : [])));
  return {
    root,
    routes: new Set(Object.keys(routes)),
    routedPages,
    endpoints: keysOf(catalogue),
    endpointSchemaIds: keysOf(schemas, ['$schema']),
    contracts: new Map(Object.entries(schemas).filter(([id, entry]) => id !== '$schema' && isPlainObject(entry)) as Array<[string, Record<string, unknown>]>),
    encodings: new Map(Object.entries(catalogue).flatMap(([id, entry]) => (isPlainObject(entry) && typeof entry.encoding === 'string' ? [[id, entry.encoding]] : []))),
    routeFacts,
  };
}

const NOT_CHECKABLE = 'pages.json, env.json, api/endpoints.json, api/endpoint-schemas.json or a page under pages/';

const place = (file: string, text: string | undefined, findings: readonly Finding[]): Problem[] => inFile(file, findings, text);

export async function checkProject(options: CheckOptions = {}): Promise<Problem[]> {
  const root = resolve(options.root ?? repositoryRoot);
  const documents = options.documents ?? {};
  const read = (file: string, path: string): JsonRead =>
    file in documents ? { ok: true, value: documents[file], text: JSON.stringify(documents[file], null, 2) } : readJsonFile(path);
  const facts = readFacts(root, read);
  const validate = schemaCheck();
  const problems: Problem[] = [];
  const files = options.files?.map((file) => projectPath(root, file)) ?? allProjectFiles(root);
  for (const file of files) {
    const target = classifyTarget(file);
    if (!target) {
      problems.push(...place(file, undefined, [{ code: 'not-checkable', pointer: '', expected: NOT_CHECKABLE, found: 'another file' }]));
      continue;
    }
    const document = read(file, resolve(root, file));
    problems.push(...(document.ok ? place(file, document.text, checkTarget(target.kind, file, document.value, facts, validate)) : place(file, undefined, [document.finding])));
  }
  return sortProblems(problems);
}
