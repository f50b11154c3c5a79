// How the production build is served: the one description both servers are made from. The preview server
// (build/vite-plugin-production-serving.ts: `npm run preview`, the end-to-end tests, Lighthouse) reads it per
// request; the nginx configuration (deploy/nginx/, written by scripts/gen-nginx.ts) is generated from it. Which path
// serves which file, the headers of each answer, caching and compression are decided here and nowhere else.
import { contentSecurityPolicy, permissionsPolicy, type PolicyEnv } from './csp';
import { localeOf, type Locale } from '../renderer/i18n/locale';

/** The build's folder of content-hashed files (vite.config.ts `build.assetsDir`). */
export const ASSETS_DIR = 'assets';

/** The not-found page's HTML (the notFound page's preloads); every unknown path gets it with status 404. */
export const NOT_FOUND = { file: '404.html', page: 'notFound' } as const;

/**
 * The testers' page lab lives on a path no manifest route names (main.tsx LAB_PATH): it gets the test page's HTML.
 * In a build without the lab, that page shows the not-found screen itself.
 */
const EXTRA_HTML_ROUTES = [{ path: '/testPreview/lab', from: '/testPreview' }];

/** Built assets never change (their names carry a hash): a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, robots.txt, images under public/) may change with a deploy: revalidated every time. */
export const REVALIDATE = 'no-cache';
/** What is running (/version.json) and telemetry answers: never stored anywhere. */
export const NO_STORE = 'no-store';
/**
 * HTTPS only, for a year, on this host and its subdomains: sent by the app's server on every answer (browsers ignore
 * it over plain HTTP, so the local servers may send it too). No `preload`: that is the lender's domain-wide decision.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';
/** The largest telemetry batch the server takes (a beacon's own limit is 64 KB). */
export const TELEMETRY_BODY_LIMIT = '64k';
/** The build's description of itself, which `npm run configure` rewrites with the environment (no-store). */
export const VERSION_PATH = '/version.json';

/**
 * Types worth compressing (HTML always is). Vite's preview server compresses these by itself; nginx lists them in
 * gzip_types. The build emits no .gz files, so there is nothing for gzip_static to serve.
 */
export const COMPRESSED_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
] as const;

/** A manifest entry: a web route has a path and a page; a native route has neither. */
type RouteLike = object & { path?: unknown; page?: unknown };
export interface ManifestLike {
  routes: Record<string, RouteLike>;
}

/** Where a route's HTML goes: `/` is index.html, `/About` is About.html, `/a/b` is a/b.html. */
export function htmlFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}

/**
 * A screen drawn at build time has an HTML file per locale (`About.fil.html`, build/prerender/): its path is answered
 * with the reader's, as the app would choose it (renderer/i18n/locale.ts), so a Filipino reader never sees English
 * first. The link's `lang` decides, else the first language of Accept-Language the app speaks (the browser's
 * navigator.languages, in the same order; a `lang` it does not speak counts as none); with neither, the route's own
 * file (the environment's locale). A screen
 * with no such file is answered with its own.
 */
export function localeFileFor(file: string, locale: Locale): string {
  return file.replace(/\.html$/, `.${locale}.html`);
}

export function readerLocale(lang: string | null, acceptLanguage: string | undefined): Locale | undefined {
  const asked = lang === null ? undefined : localeOf(lang);
  if (asked) return asked;
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const found = localeOf(entry.split(';')[0]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The same choice in nginx, at the server level (no `map`: the file goes inside the lender's server block). Each
 * later line overrides the ones before it, so the link's `lang` wins over the phone's languages. An Accept-Language entry the app does not speak is skipped, as above.
 */
export function nginxReaderLocaleLines(variable: string): string[] {
  // Where a language's primary tag ends, as localeOf splits it: at a subtag, a weight, the next entry or the end.
  const end = '(?=[-_;,\\s]|$)';
  const skipUnspoken = `^(\\s*(?!(en|fil|tl)${end})[^,]*,)*\\s*`;
  return [
    `set ${variable} "";`,
    `if ($http_accept_language ~* "${skipUnspoken}(fil|tl)${end}") { set ${variable} ".fil"; }`,
    `if ($http_accept_language ~* "${skipUnspoken}en${end}") { set ${variable} ".en"; }`,
    `if ($arg_lang ~* "^\\s*(fil|tl)([-_]|\\s*$)") { set ${variable} ".fil"; }`,
    `if ($arg_lang ~* "^\\s*en([-_]|\\s*$)") { set ${variable} ".en"; }`,
  ];
}

/** One rule of the table, in the order a server looks for it: exact paths, then prefixes. */
export type Location =
  /** A screen's address: answered with its own HTML file. */
  | { kind: 'route'; path: string; file: string }
  /** The content-hashed build output. */
  | { kind: 'assets'; prefix: string }
  /** `/.vite/manifest.json` and other dot folders of the build: not for the public. */
  | { kind: 'hidden'; prefix: string }
  /** Any other file of the build (public/: robots.txt, images, the legal pages). */
  | { kind: 'files'; prefix: string }
  /** What an unknown path gets, with status 404. */
  | { kind: 'notFound'; path: string; file: string }
  /** What is running: /version.json, never cached. */
  | { kind: 'version'; path: string; file: string }
  /** Where the app's telemetry arrives (env `telemetryUrl` on this origin): passed on to the OpenTelemetry Collector. */
  | { kind: 'telemetry'; path: string };

/** The HTML files the build writes: one per web route of the manifest, and the not-found page's. */
export function htmlPages(manifest: ManifestLike): Array<{ file: string; page: string }> {
  const pages = new Map<string, string>();
  for (const route of Object.values(manifest.routes)) {
    if (typeof route.path === 'string' && typeof route.page === 'string')
      pages.set(htmlFileFor(route.path), route.page);
  }
  pages.set(NOT_FOUND.file, NOT_FOUND.page);
  return [...pages].map(([file, page]) => ({ file, page }));
}

/** The same-origin path env `telemetryUrl` names, if it names one. */
export function telemetryPath(env: Pick<PolicyEnv, 'telemetryUrl'>): string | undefined {
  const url = env.telemetryUrl?.trim() ?? '';
  return url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}

/**
 * Every rule: each web route of pages.json (a path two keys share once), the lab, /version.json, the telemetry path
 * (when env `telemetryUrl` is one on this origin), the assets, other files.
 */
export function locations(manifest: ManifestLike, env: Pick<PolicyEnv, 'telemetryUrl'> = {}): Location[] {
  const telemetry = telemetryPath(env);
  const routes = new Map<string, string>();
  for (const route of Object.values(manifest.routes)) {
    if (typeof route.path === 'string' && typeof route.page === 'string')
      routes.set(route.path, htmlFileFor(route.path));
  }
  for (const extra of EXTRA_HTML_ROUTES) routes.set(extra.path, htmlFileFor(extra.from));
  return [
    ...[...routes].map(([path, file]): Location => ({ kind: 'route', path, file })),
    { kind: 'notFound', path: `/${NOT_FOUND.file}`, file: NOT_FOUND.file },
    { kind: 'version', path: VERSION_PATH, file: VERSION_PATH.slice(1) },
    ...(telemetry ? [{ kind: 'telemetry', path: telemetry } as const] : []),
    { kind: 'assets', prefix: `/${ASSETS_DIR}/` },
    { kind: 'hidden', prefix: '/.' },
    { kind: 'files', prefix: '/' },
  ];
}

/** The rule a request path (decoded, no query) falls under, as nginx picks it: an exact path first, then a prefix. */
export function locationOf(all: readonly Location[], pathname: string): Location {
  const exact = all.find((rule) => 'path' in rule && rule.path === pathname);
  if (exact) return exact;
  const prefixed = all.filter(
    (rule): rule is Extract<Location, { prefix: string }> => 'prefix' in rule && pathname.startsWith(rule.prefix),
  );
  return prefixed.sort((a, b) => b.prefix.length - a.prefix.length)[0] ?? notFoundOf(all);
}

export function notFoundOf(all: readonly Location[]): Extract<Location, { kind: 'notFound' }> {
  return all.find((rule) => rule.kind === 'notFound') as Extract<Location, { kind: 'notFound' }>;
}

/** The headers every answer of the app carries (Permissions-Policy depends on the screen). */
export function securityHeaders(env: PolicyEnv, path = '/'): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(env)}; frame-ancestors 'self'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': permissionsPolicy(path),
    // The app's window shares no browsing context group with pages it opens or that open it.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Strict-Transport-Security': HSTS,
  };
}

const CACHING: Record<Location['kind'], string> = {
  route: REVALIDATE,
  notFound: REVALIDATE,
  files: REVALIDATE,
  hidden: REVALIDATE,
  assets: IMMUTABLE,
  version: NO_STORE,
  telemetry: NO_STORE,
};

/** The headers of an answer under a rule: the security headers, and caching by what the files are. */
export function headersOf(env: PolicyEnv, rule: Location): Record<string, string> {
  const path = rule.kind === 'route' ? rule.path : '/';
  const headers = { ...securityHeaders(env, path), 'Cache-Control': CACHING[rule.kind] };
  // A screen's HTML is chosen by the reader's language (localeFileFor): a cache must keep one per Accept-Language.
  return rule.kind === 'route' || rule.kind === 'notFound' ? { ...headers, Vary: 'Accept-Language' } : headers;
}

/**
 * Paths the app's server does not answer: the API (env.apiBase, when it is a path on this origin) and the sandbox's
 * control API (dev and tests only). The preview server leaves them to the sandbox; in front of nginx the lender
 * routes the API to its backend (docs/deploy.md), and the end-to-end tests proxy both to the sandbox.
 */
export function backendPrefixes(env: Pick<PolicyEnv, 'apiBase'>): string[] {
  const api = env.apiBase.startsWith('/') ? [`${env.apiBase.replace(/\/+$/, '')}/`] : [];
  return [...api, '/__sandbox/'];
}
