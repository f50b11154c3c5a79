// Which files make up a checked project, and reading them as JSON with failures reported as findings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Finding } from './problem';
import { repositoryRoot } from './schema-loader.mjs';

export const MANIFEST_FILE = 'pages.json';
export const ENV_FILE = 'env.json';
export const ENDPOINTS_FILE = 'api/endpoints.json';
export const ENDPOINT_SCHEMAS_FILE = 'api/endpoint-schemas.json';
const PAGES_DIR = 'pages';

export type TargetKind = 'manifest' | 'env' | 'endpoints' | 'endpointSchemas' | 'page';
export interface Target { kind: TargetKind; file: string }

const FIXED_TARGETS: Record<string, TargetKind> = {
  [MANIFEST_FILE]: 'manifest',
  [ENV_FILE]: 'env',
  [ENDPOINTS_FILE]: 'endpoints',
  [ENDPOINT_SCHEMAS_FILE]: 'endpointSchemas',
};

/** A project-relative path with forward slashes, as problems name files (`file` may be absolute). */
export function projectPath(root: string, file: string): string {
  return relative(root, resolve(root, file)).split(sep).join('/');
}

export const pageFileOf = (pageName: string) => `${PAGES_DIR}/${pageName}.json`;

/** The page name a pages/<name>.json path stands for, or undefined for any other path. */
export function pageNameOf(file: string): string | undefined {
  return /^pages\/([^/]+)\.json$/.exec(file)?.[1];
}

export function classifyTarget(file: string): Target | undefined {
  const kind = FIXED_TARGETS[file] ?? (pageNameOf(file) ? 'page' : undefined);
  return kind && { kind, file };
}

/**
 * Everything a full run checks. env.json and the endpoint catalogue are checked where the project has
 * them; a project without them (a test fixture) borrows the repository's catalogue, read but not checked.
 */
export function allProjectFiles(root: string): string[] {
  const pagesDir = join(root, PAGES_DIR);
  const pages = existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith('.json')).sort() : [];
  const optional = [ENV_FILE, ENDPOINTS_FILE, ENDPOINT_SCHEMAS_FILE].filter((file) => existsSync(join(root, file)));
  return [MANIFEST_FILE, ...optional, ...pages.map((name) => `${PAGES_DIR}/${name}`)];
}

/** The project's own catalogue file, or the repository's when the project has none. */
export function catalogueFile(root: string, file: string): string {
  const own = join(root, file);
  return existsSync(own) ? own : join(repositoryRoot, file);
}

export type JsonRead = { ok: true; value: unknown; text: string } | { ok: false; finding: Finding };

export function readJsonFile(path: string): JsonRead {
  if (!existsSync(path)) return { ok: false, finding: { code: 'no-file', pointer: '', expected: 'a JSON file', found: 'no file' } };
  const text = readFileSync(path, 'utf8');
  try {
    return { ok: true, value: JSON.parse(text) as unknown, text };
  } catch (error) {
    const message = (error as Error).message;
    const place = /line (\d+) column (\d+)/.exec(message);
    const at = place ? { line: Number(place[1]), column: Number(place[2]) } : undefined;
    return { ok: false, finding: { code: 'json-syntax', pointer: '', expected: 'valid JSON', found: `a syntax error (${message})`, at } };
  }
}
