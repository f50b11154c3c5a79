// Serves the real production build, the bench entry and the twin on one loopback origin with Vite's preview server
// and the project's config: the sandbox answers /api and /__sandbox for both sides, the production headers (CSP)
// apply to both, and the same static-file server serves every file. Script and style files go out gzipped ahead of
// time, as a CDN serves them (see precompressedAssets).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Screen addresses of the twin (/__twin/<route>) and of the bench pages (/<benchPage>) name no file: they get their
 * entry's HTML, as the app's own routes get theirs. Runs first (before the project's serving table, which would
 * answer them with the not-found page), so the static files serve the result.
 */
function benchRoutes(benchPages) {
  return {
    name: 'bench-routes',
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname.startsWith('/__twin/') && !url.pathname.startsWith('/__twin/assets/'))
          req.url = '/__twin/index.html';
        else if (benchPages.includes(url.pathname.slice(1))) req.url = '/__bench/measure/bench-app/index.html';
        next();
      });
    },
  };
}

const PRECOMPRESSED_TYPES = { '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Vite's preview server gzips each response as it goes out, on this machine's two cores, while the browser under test
 * runs on them: a screen that asks for six files at once then waited for the server's compression (a 150 ms wait for
 * the renderer's chunk was seen), which no CDN makes a phone do. Both sides' scripts and styles are compressed once
 * (again only when a file changes) and served as from a CDN's cache. `enforce: 'post'` puts this after the project's
 * header middleware (CSP, caching), so those headers still go out.
 */
function precompressedAssets(dir) {
  const cache = new Map();
  const compressed = (pathname) => {
    const type = PRECOMPRESSED_TYPES[extname(pathname)];
    const path = join(dir, ...pathname.split('/'));
    if (!type || !path.startsWith(dir + sep)) return undefined;
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return undefined;
    }
    const known = cache.get(path);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
    const file = { type, mtimeMs: stat.mtimeMs, size: stat.size, body: gzipSync(readFileSync(path), { level: 9 }) };
    cache.set(path, file);
    return file;
  };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) compressed(`/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  }
  return {
    name: 'bench-precompressed-assets',
    enforce: 'post',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const accepted = req.method === 'GET' && /\bgzip\b/.test(String(req.headers['accept-encoding']));
        const file = accepted ? compressed(new URL(req.url ?? '/', 'http://localhost').pathname) : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', file.body.length);
        res.setHeader('Vary', 'Accept-Encoding');
        res.end(file.body);
      });
    },
  };
}

export async function startServer(root, dirs, benchPages) {
  const port = await freePort();
  const server = await preview({
    root,
    configLoader: 'runner',
    logLevel: 'warn',
    build: { outDir: dirs.app },
    preview: { host: '127.0.0.1', port, strictPort: true },
    plugins: [benchRoutes(benchPages), precompressedAssets(dirs.app)],
  });
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.httpServer.close(() => resolve())),
  };
}
