// Which files make up a checked project, and reading them as JSON with failures reported as findings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Finding } from '../problem';
import { parseJsonText } from '../read/json-text';
import { repositoryRoot } from './schema-loader.mjs';

import {
  classifyTarget,
  ENDPOINT_SCHEMAS_FILE,
  ENDPOINTS_FILE,
  ENV_FILE,
  FRAGMENTS_DIR,
  MANIFEST_FILE,
  MESSAGES_DIR,
  PAGES_DIR,
} from '../targets';

export { classifyTarget, ENDPOINT_SCHEMAS_FILE, ENDPOINTS_FILE, MANIFEST_FILE };

/** A project-relative path with forward slashes, as problems name files (`file` may be absolute). */
export function projectPath(root: string, file: string): string {
  return relative(root, resolve(root, file)).split(sep).join('/');
}

/**
 * Everything a full run checks. env.json and the endpoint catalogue are checked where the project has
 * them; a project without them (a test fixture) borrows the repository's catalogue, read but not checked.
 */
export function allProjectFiles(root: string): string[] {
  const optional = [ENV_FILE, ENDPOINTS_FILE, ENDPOINT_SCHEMAS_FILE].filter((file) => existsSync(join(root, file)));
  return [MANIFEST_FILE, ...optional, ...jsonFilesIn(root, PAGES_DIR), ...fragmentFiles(root), ...catalogueFiles(root)];
}

/** The .json files of a folder of the project, project-relative, in name order (none when it does not exist). */
function jsonFilesIn(root: string, folder: string): string[] {
  const dir = join(root, folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => `${folder}/${name}`)
    : [];
}

/** pages/fragments/*.json, project-relative, in name order. */
export const fragmentFiles = (root: string): string[] => jsonFilesIn(root, FRAGMENTS_DIR);

/** messages/*.json, project-relative, in name order. */
export const catalogueFiles = (root: string): string[] => jsonFilesIn(root, MESSAGES_DIR);

/** The project's own catalogue file, or the repository's when the project has none. */
export function catalogueFile(root: string, file: string): string {
  const own = join(root, file);
  return existsSync(own) ? own : join(repositoryRoot, file);
}

/** A file read as JSON: its value and text with what is still wrong with it as JSON (a key twice), or why it is not JSON. */
export type JsonRead =
  { ok: true; value: unknown; text: string; findings: Finding[] } | { ok: false; finding: Finding; text?: string };

export function readJsonFile(path: string): JsonRead {
  if (!existsSync(path))
    return { ok: false, finding: { code: 'no-file', pointer: '', expected: 'a JSON file', found: 'no file' } };
  const text = readFileSync(path, 'utf8');
  const parsed = parseJsonText(text);
  return { ...parsed, text };
}
