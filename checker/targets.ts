// Which files make up a checked project and what kind each is. Pure naming rules: reading them is the
// Node part's job (checker/node/project-files.ts), so the lab and acceptPage share these names.
export const MANIFEST_FILE = 'pages.json';
export const ENV_FILE = 'env.json';
export const ENDPOINTS_FILE = 'api/endpoints.json';
export const ENDPOINT_SCHEMAS_FILE = 'api/endpoint-schemas.json';
export const PAGES_DIR = 'pages';
export const FRAGMENTS_DIR = 'pages/fragments';
export const MESSAGES_DIR = 'messages';

export type TargetKind = 'manifest' | 'env' | 'endpoints' | 'endpointSchemas' | 'page' | 'fragment' | 'catalogue';
export interface Target {
  kind: TargetKind;
  file: string;
}

const FIXED_TARGETS: Record<string, TargetKind> = {
  [MANIFEST_FILE]: 'manifest',
  [ENV_FILE]: 'env',
  [ENDPOINTS_FILE]: 'endpoints',
  [ENDPOINT_SCHEMAS_FILE]: 'endpointSchemas',
};

export const pageFileOf = (pageName: string) => `${PAGES_DIR}/${pageName}.json`;

/** The page name a pages/<name>.json path stands for, or undefined for any other path. */
export function pageNameOf(file: string): string | undefined {
  return /^pages\/([^/]+)\.json$/.exec(file)?.[1];
}

/** The fragment name a pages/fragments/<name>.json path stands for, or undefined for any other path. */
export function fragmentNameOf(file: string): string | undefined {
  return /^pages\/fragments\/([^/]+)\.json$/.exec(file)?.[1];
}

/** The locale a messages/<locale>.json path stands for, or undefined for any other path. */
export function catalogueLocaleOf(file: string): string | undefined {
  return /^messages\/([^/]+)\.json$/.exec(file)?.[1];
}

export function classifyTarget(file: string): Target | undefined {
  const kind =
    FIXED_TARGETS[file] ??
    (pageNameOf(file) ? 'page' : fragmentNameOf(file) ? 'fragment' : catalogueLocaleOf(file) ? 'catalogue' : undefined);
  return kind && { kind, file };
}

export const NOT_CHECKABLE =
  'pages.json, env.json, api/endpoints.json, api/endpoint-schemas.json, a page under pages/, a fragment under pages/fragments/ or a catalogue under messages/';

export const SCHEMA_IDS = {
  page: 'page.schema.json',
  fragment: 'fragment.schema.json',
  manifest: 'manifest.schema.json',
  env: 'env.schema.json',
  endpoints: 'endpoints.schema.json',
  endpointSchemas: 'endpoint-schemas.schema.json',
} as const;
