// The page checker: every file of the project against its schema, plus what a schema cannot see —
// unknown endpoints, dialogs, routes, chains and validation groups, bad or out-of-scope expressions,
// routes without a page file and pages without a route.
import { resolve } from 'node:path';
import { isPlainObject } from './json-pointer';
import {
  allProjectFiles, catalogueFile, classifyTarget, projectPath, readJsonFile, ENDPOINTS_FILE, ENDPOINT_SCHEMAS_FILE, MANIFEST_FILE,
} from './project-files';
import { inFile, sortProblems, type Problem } from './problem';
import { schemaCheck } from './schema-check';
import { checkTarget, type ProjectFacts } from './check-targets';
import { repositoryRoot } from './schema-loader.mjs';

export type { Problem } from './problem';
export { formatProblem } from './problem';

export interface CheckOptions {
  /** The project whose pages.json, pages/ and env.json are checked (default: this repository). */
  root?: string;
  /** Only these files (relative to root, or absolute); default: every file of the project. */
  files?: string[];
}

const keysOf = (value: unknown, skip: string[] = []) =>
  new Set(isPlainObject(value) ? Object.keys(value).filter((key) => !skip.includes(key)) : []);

function readFacts(root: string): ProjectFacts {
  const manifest = readJsonFile(resolve(root, MANIFEST_FILE));
  const routes = manifest.ok && isPlainObject(manifest.value) && isPlainObject(manifest.value.routes) ? manifest.value.routes : {};
  const routedPages = new Set(Object.values(routes).flatMap((route) => (isPlainObject(route) && typeof route.page === 'string' ? [route.page] : [])));
  const endpoints = readJsonFile(catalogueFile(root, ENDPOINTS_FILE));
  const endpointSchemas = readJsonFile(catalogueFile(root, ENDPOINT_SCHEMAS_FILE));
  return {
    root,
    routes: new Set(Object.keys(routes)),
    routedPages,
    endpoints: keysOf(endpoints.ok && isPlainObject(endpoints.value) ? endpoints.value.endpoints : undefined),
    endpointSchemaIds: keysOf(endpointSchemas.ok ? endpointSchemas.value : undefined, ['$schema']),
  };
}

const NOT_CHECKABLE = 'pages.json, env.json, api/endpoints.json, api/endpoint-schemas.json or a page under pages/';

export async function checkProject(options: CheckOptions = {}): Promise<Problem[]> {
  const root = resolve(options.root ?? repositoryRoot);
  const facts = readFacts(root);
  const validate = schemaCheck();
  const problems: Problem[] = [];
  const files = options.files?.map((file) => projectPath(root, file)) ?? allProjectFiles(root);
  for (const file of files) {
    const target = classifyTarget(file);
    if (!target) {
      problems.push({ file, pointer: '', expected: NOT_CHECKABLE, found: 'another file' });
      continue;
    }
    const read = readJsonFile(resolve(root, file));
    problems.push(...inFile(file, read.ok ? checkTarget(target.kind, file, read.value, facts, validate) : [read.finding]));
  }
  return sortProblems(problems);
}
