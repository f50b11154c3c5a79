// The preview server (`npm run preview`, the end-to-end tests, Lighthouse) serves the build by the same table as the
// generated nginx configuration (build/serving.ts): a screen's path gets its own HTML, an unknown path the
// not-found page with status 404, and every answer the headers of its rule, for the env config the served HTML
// carries (build/env-html.ts): the folder's own, as nginx's file is generated for the env it was configured with.
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { PolicyEnv } from './csp';
import { envInHtml } from './env-html';
import {
  backendPrefixes,
  headersOf,
  locationOf,
  locations,
  localeFileFor,
  notFoundOf,
  readerLocale,
  type Location,
  telemetryPath,
  type ManifestLike,
} from './serving';

function isFileIn(dir: string, pathname: string): boolean {
  const path = join(dir, ...pathname.split('/'));
  if (!path.startsWith(dir + sep)) return false;
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** The file a rule answers with: a screen's or the not-found page's HTML, else the file the path names. */
const fileOf = (rule: Location, pathname: string) =>
  rule.kind === 'route' || rule.kind === 'notFound' ? `/${rule.file}` : pathname;

/** A screen's HTML in the reader's language where the build drew one (build/serving.ts localeFileFor), else its own. */
function readerFile(dist: string, file: string, acceptLanguage: string | undefined, url: URL): string {
  if (!file.endsWith('.html')) return file;
  const locale = readerLocale(url.searchParams.get('lang'), acceptLanguage);
  const variant = locale && localeFileFor(file, locale);
  return variant && isFileIn(dist, variant) ? variant : file;
}

/** The env config a built folder's HTML carries; `fallback` for a build from before the HTML carried one. */
function servedEnv(dist: string, fallback: PolicyEnv): PolicyEnv {
  try {
    return (envInHtml(readFileSync(join(dist, 'index.html'), 'utf8')) as PolicyEnv | undefined) ?? fallback;
  } catch {
    return fallback;
  }
}

export function productionServingPlugin(fallbackEnv: PolicyEnv, manifest: ManifestLike): Plugin {
  return {
    name: 'app-production-serving',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const env = servedEnv(dist, fallbackEnv);
      const rules = locations(manifest, env);
      // The API, the sandbox's control routes and the telemetry path are the sandbox's (nginx: the backend's).
      const backend = backendPrefixes(env);
      const telemetry = telemetryPath(env);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const pathname = decodedPath(url);
        if (
          (req.method !== 'GET' && req.method !== 'HEAD') ||
          pathname === telemetry ||
          backend.some((prefix) => pathname.startsWith(prefix))
        )
          return next();
        let rule = locationOf(rules, pathname);
        if (rule.kind === 'hidden' || !isFileIn(dist, fileOf(rule, pathname))) rule = notFoundOf(rules);
        const served = fileOf(rule, pathname);
        for (const [name, value] of Object.entries(headersOf(env, rule))) res.setHeader(name, value);
        // Vite compresses as it sends, without saying the answer varies by encoding (nginx: gzip_vary).
        res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
        if (rule.kind === 'notFound' && pathname !== served) {
          // Vite's static files would answer 200: the not-found page goes out here, with its status.
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html');
          const file = readerFile(dist, served, req.headers['accept-language'], url);
          const page = isFileIn(dist, file) ? readFileSync(join(dist, file)) : 'Not found'; // a build from before 404.html
          res.end(req.method === 'HEAD' ? undefined : page);
          return;
        }
        req.url = `${readerFile(dist, served, req.headers['accept-language'], url)}${url.search}`;
        next();
      });
    },
  };
}
