// Serves the real production build, the bench entry and the twin on one loopback origin with Vite's preview server
// and the project's config: the sandbox answers /api and /__sandbox for both sides, the production headers (CSP)
// apply to both, and the same static-file server and compression serve every file.
import { createServer } from 'node:net';
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
 * entry's HTML, as the app's own routes get theirs. Runs before the static files, so they serve the result.
 */
function benchRoutes(benchPages) {
  return {
    name: 'bench-routes',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname.startsWith('/__twin/') && !url.pathname.startsWith('/__twin/assets/')) req.url = '/__twin/index.html';
        else if (benchPages.includes(url.pathname.slice(1))) req.url = '/__bench/bench/app/index.html';
        next();
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
    plugins: [benchRoutes(benchPages)],
  });
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.httpServer.close(() => resolve())),
  };
}
