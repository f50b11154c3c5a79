// The page checker over files on disk: every file of the project against its schema, plus what a schema
// cannot see (checker/pages/page-check.ts). This part reads files; deciding and wording is the core's.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  allProjectFiles,
  catalogueFile,
  classifyTarget,
  projectPath,
  readJsonFile,
  ENDPOINTS_FILE,
  ENDPOINT_SCHEMAS_FILE,
  MANIFEST_FILE,
  type JsonRead,
} from './project-files';
import { inFile, sortProblems, type Problem } from '../problem';
import { schemaCheck } from './schema-check';
import { checkFileText, checkFileValue } from '../read/check-text';
import { projectFacts } from '../facts';
import type { ProjectFacts } from '../pages/page-check';
import { ENV_FILE, NOT_CHECKABLE, PAGES_DIR, pageFileOf } from '../targets';
import { expansionOf, type Fragments } from '../pages/fragments';
import { queryKeysRead } from '../links/page-query';
import { unusedFragments } from '../pages/fragment-check';
import { readFragments } from './expanded-pages';
import { acceptsLiteral } from './literal-check';
import { readSchemaFiles, repositoryRoot, schemasDir } from './schema-loader.mjs';
import { MESSAGES_DIR, readCatalogues } from './catalogues';
import { messageFactsOf, numberPlaceholdersOf } from '../words/catalogue-check';

export type { Problem, Finding } from '../problem';
export { formatProblem, problemRecord, isError } from '../problem';

export interface CheckOptions {
  /** The project whose pages.json, pages/ and env.json are checked (default: this repository). */
  root?: string;
  /** Only these files (relative to root, or absolute); default: every file of the project. */
  files?: string[];
  /** Documents to check instead of what is on disk, by project-relative path (the mutation corpus). */
  documents?: Readonly<Record<string, unknown>>;
}

// The widget schemas cannot change while a process runs (the build plugin and --watch check many times).
let widgetSchemas: ReturnType<typeof readSchemaFiles> | undefined;

function pageNames(root: string): string[] {
  const dir = join(root, PAGES_DIR);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
    : [];
}

/** The query keys a page file reads (fragments expanded), read when pages.json is checked; undefined when unreadable. */
function queryKeysReader(root: string, read: (file: string, path: string) => JsonRead, fragments: Fragments) {
  const known = new Map<string, readonly string[] | undefined>();
  return (page: string): readonly string[] | undefined => {
    if (!known.has(page)) {
      const file = pageFileOf(page);
      const document = read(file, resolve(root, file));
      const expanded = document.ok ? expansionOf(document.value, fragments) : undefined;
      known.set(page, expanded && !expanded.findings.length ? queryKeysRead(expanded.value) : undefined);
    }
    return known.get(page);
  };
}

function readFacts(root: string, readFile: (file: string, path: string) => JsonRead): ProjectFacts {
  const unreadable: string[] = [];
  // A file that is there but is not JSON: its own check reports it, and what depends on it is not judged.
  const read = (file: string, path: string): JsonRead => {
    const result = readFile(file, path);
    if (!result.ok && result.finding.code !== 'no-file') unreadable.push(file);
    return result;
  };
  const value = (result: JsonRead) => (result.ok ? result.value : undefined);
  widgetSchemas ??= readSchemaFiles(join(schemasDir, 'widgets'));
  const fragments = readFragments(root, read);
  const catalogues = readCatalogues(root, read);
  const facts = projectFacts({
    manifest: value(read(MANIFEST_FILE, resolve(root, MANIFEST_FILE))),
    endpoints: value(read(ENDPOINTS_FILE, catalogueFile(root, ENDPOINTS_FILE))),
    endpointSchemas: value(read(ENDPOINT_SCHEMAS_FILE, catalogueFile(root, ENDPOINT_SCHEMAS_FILE))),
    env: value(read(ENV_FILE, catalogueFile(root, ENV_FILE))),
    schemas: widgetSchemas.map(({ schema }) => schema),
    pageFiles: pageNames(root),
    acceptsLiteral,
    fragments,
    catalogues: existsSync(join(root, MESSAGES_DIR)),
    messages: messageFactsOf(catalogues),
    unreadable,
  });
  return {
    ...facts,
    numberPlaceholders: numberPlaceholdersOf(catalogues),
    queryKeysOf: queryKeysReader(root, read, fragments),
  };
}

export async function checkProject(options: CheckOptions = {}): Promise<Problem[]> {
  const root = resolve(options.root ?? repositoryRoot);
  const documents = options.documents ?? {};
  // Each file is read once per run: the facts and the file's own check share the parse.
  const reads = new Map<string, JsonRead>();
  const read = (file: string, path: string): JsonRead => {
    const known = reads.get(path);
    if (known) return known;
    const result: JsonRead =
      file in documents
        ? { ok: true, value: documents[file], text: JSON.stringify(documents[file], null, 2), findings: [] }
        : readJsonFile(path);
    reads.set(path, result);
    return result;
  };
  const facts = readFacts(root, read);
  const validate = schemaCheck();
  const problems: Problem[] = [];
  const files = options.files?.map((file) => projectPath(root, file)) ?? allProjectFiles(root);
  if (!options.files) problems.push(...unusedFragments(facts, (file) => read(file, resolve(root, file))));
  for (const file of files) {
    const target = classifyTarget(file);
    if (!target) {
      problems.push(
        ...inFile(file, [{ code: 'not-checkable', pointer: '', expected: NOT_CHECKABLE, found: 'another file' }]),
      );
      continue;
    }
    const document = read(file, resolve(root, file));
    problems.push(
      ...(document.ok
        ? [
            ...inFile(file, document.findings, document.text),
            ...checkFileValue(target.kind, file, document.value, document.text, facts, validate),
          ]
        : inFile(file, [document.finding])),
    );
  }
  return sortProblems(problems);
}

/** The facts of the project on disk (default: this repository), as checkProject reads them. */
export function nodeFacts(root: string = repositoryRoot): ProjectFacts {
  return readFacts(resolve(root), (_file, path) => readJsonFile(path));
}

/** What `npm run check:pages` says about `text` as the project file `file` (the lab's tests compare with it). */
export function checkText(file: string, text: string, root: string = repositoryRoot): Problem[] {
  const target = classifyTarget(file);
  if (!target)
    return inFile(file, [{ code: 'not-checkable', pointer: '', expected: NOT_CHECKABLE, found: 'another file' }]);
  return checkFileText(target.kind, file, text, nodeFacts(root), schemaCheck());
}
