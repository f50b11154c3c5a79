// Builds what the browser benchmark serves, into node_modules/.cache/bench-browser/ (never dist/, which other
// people's runs use; under node_modules no dev server scans its HTML and git ignores it):
//   .          the production build of the real app, exactly as `npm run build` makes it;
//   __bench/   the bench entry (measure/bench-app) with the generated bench pages;
//   __twin/    the hand-written twin (measure/twin).
// Nested in one folder so the preview server serves all three alike (same static files, same compression).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { writeBenchPages } from './benchPage.mjs';

export function outDirs(root) {
  const app = join(root, 'node_modules', '.cache', 'bench-browser');
  return { app, bench: join(app, '__bench'), twin: join(app, '__twin') };
}

/**
 * The bench entry's HTML lands at measure/bench-app/index.html of its build; plugins of the project's config that
 * read the build's index.html (per-route HTML) find it at the top as well, written before they run.
 */
function benchIndexHtml() {
  return {
    name: 'bench-index-html',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(options) {
        copyFileSync(join(options.dir, 'measure', 'bench-app', 'index.html'), join(options.dir, 'index.html'));
      },
    },
  };
}

// Rolldown's note on slow plugins (the page checker) is no news here.
const QUIET = { checks: { pluginTimings: false } };

/** `minify: false` keeps function names in the bench entry and the twin, for reading a CPU profile. */
export async function buildAll(root, { minify = true } = {}) {
  const dirs = outDirs(root);
  // What ships is React's production build: NODE_ENV decides which one Vite bundles.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    writeBenchPages(root);
    await build({
      root,
      configLoader: 'runner',
      logLevel: 'warn',
      build: { outDir: dirs.app, emptyOutDir: true, rolldownOptions: QUIET },
    });
    await build({
      root,
      configLoader: 'runner',
      logLevel: 'warn',
      base: '/__bench/',
      // The public files (banners, legal pages) are served from app/ at the site root already.
      publicDir: false,
      build: {
        minify,
        outDir: dirs.bench,
        emptyOutDir: true,
        rolldownOptions: { ...QUIET, input: join(root, 'measure', 'bench-app', 'index.html') },
      },
      plugins: [benchIndexHtml()],
    });
    // The twin is no part of the project's config: its own minimal one, the same React plugin and target.
    await build({
      configFile: false,
      root: join(root, 'measure', 'twin'),
      base: '/__twin/',
      publicDir: false,
      logLevel: 'warn',
      plugins: [react({ jsxImportSource: '@emotion/react' })],
      build: {
        minify,
        outDir: dirs.twin,
        emptyOutDir: true,
        target: 'es2020',
        sourcemap: false,
        reportCompressedSize: false,
      },
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return dirs;
}
