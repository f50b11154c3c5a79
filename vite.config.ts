import { relative, sep } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import env from './env.json';
import { productionServingPlugin } from './build/vite-plugin-production-serving';
import { ASSETS_DIR } from './build/serving';
import { sandboxPlugin } from './sandbox/vitePlugin';
import { checkPagesPlugin } from './build/vite-plugin-check-pages';
import { earlyCallTable, leanJsonPlugin, pageModulesPlugin } from './build/vite-plugin-page-modules';
import { devEarlyCallsPlugin, routeHtmlPlugin } from './build/vite-plugin-route-html';
import { drawnPagesPlugin } from './build/vite-plugin-drawn-pages';
import { appShellPlugin } from './build/vite-plugin-app-shell';
import { compileHintsPlugin } from './build/vite-plugin-compile-hints';
import { envHtmlPlugin } from './build/env-html';
import { releasePlugin } from './build/vite-plugin-release';
import { messagesPlugin } from './build/vite-plugin-messages.mjs';
import { pageFragmentsPlugin } from './build/vite-plugin-page-fragments';
import manifest from './pages.json';

/**
 * The widgets most screens share, in one chunk instead of a file each. On a phone network a request costs a round
 * trip (150 ms on the slow-4G profile, the time 30 KB takes to arrive), and with HTTP/1.1's six connections a
 * screen's twenty small files queued behind each other: one chunk made Order Details' largest paint about 0.2 s
 * sooner in Lighthouse and, compressed whole, weighs less than the pieces. A widget fewer than three screens use
 * stays in a chunk of its own, so no screen carries much it does not draw. The helpers widgets import from the
 * renderer (renderer/public.ts) come along; nothing the entry runs is among them (measure/route-budget.mjs checks).
 */
const projectPath = (id: string) =>
  relative(import.meta.dirname, id)
    .split(sep)
    .join('/');
const sharedWidgetsChunk = {
  name: 'widgets',
  test: (id: string) => {
    const path = projectPath(id);
    return (
      path.startsWith('widgets/') ||
      /^renderer\/(public|widget|useGuardedUrl|cachedStyle|endpointUrl|links)\.tsx?$/.test(path)
    );
  },
  minShareCount: 3,
  // Only the modules named here: their dependencies (React, the api client) stay where the bundler puts them.
  includeDependenciesRecursively: false,
};

/**
 * The widgets only the public site and the app's legal pages draw (the site's frame, heroes, grids, long texts). Nine
 * pages use them, so the shared chunk above would take them in, and every borrower screen would load 2.4 KB (gzip) it
 * never draws: they get a chunk of their own, chosen first (same priority, earlier in the list).
 */
const siteWidgetsChunk = {
  name: 'site-widgets',
  test: (id: string) => /^widgets\/(SiteLayout|Hero|Grid|Article)\//.test(projectPath(id)),
  includeDependenciesRecursively: false,
};

/**
 * The expression functions' signatures and docs (expr/signature.ts `about`) are read only by the tools, the
 * lab and the compile step, none of which the app's production build runs: false there, they fall out of its bundle.
 * A build with the lab (VITE_LAB=on) and the dev server keep them.
 */
const exprAboutPlugin = {
  name: 'expr-about',
  config: (_: unknown, { command }: { command: string }) =>
    command === 'build' && process.env.VITE_LAB !== 'on' ? { define: { __EXPR_DOCS__: 'false' } } : undefined,
};

export default defineConfig({
  plugins: [
    exprAboutPlugin,
    react({ jsxImportSource: '@emotion/react' }),
    pageModulesPlugin(),
    pageFragmentsPlugin(),
    // Each locale's catalogue compiled to ASTs and plain text at build time (no message parser in the browser).
    messagesPlugin(),
    leanJsonPlugin(),
    // The loading view in the HTML itself: something to see before the code arrives.
    appShellPlugin(),
    // What depends on the environment is in the HTML only (the CSP, the base styles' theme, the title, the env config
    // the app reads at load time), never in a script: `npm run configure` rewrites it for another env file.
    envHtmlPlugin(env),
    // Only the preview server (npm run preview, end-to-end tests) serves the build: per-route HTML, the not-found page
    // and the production headers, by the table the nginx configuration is generated from (build/serving.ts).
    productionServingPlugin(env, manifest),
    checkPagesPlugin(),
    // Per-route HTML that preloads each screen's own code beside the entry (no request waterfall), with its first reads.
    routeHtmlPlugin(manifest, () => earlyCallTable(import.meta.dirname)),
    devEarlyCallsPlugin(manifest, () => earlyCallTable(import.meta.dirname)),
    // The screens that need no answer arrive drawn: each route's HTML holds its first view (build/prerender/).
    drawnPagesPlugin(env),
    // The code every first render runs is compiled while it downloads, off the main thread (see the plugin).
    compileHintsPlugin(['boot']),
    // After the compile hints: the release is a digest of the final files; their maps go beside the build.
    releasePlugin({ root: import.meta.dirname, environment: env.environment }),
    // The sandbox only answers on the dev and preview servers; nothing of it enters the build.
    sandboxPlugin(),
  ],
  // Messages arrive compiled (messagesPlugin), so intl-messageformat's parser never runs in the browser: FormatJS's
  // `no-parser` entry keeps the same exports without it (a string handed to it throws instead of parsing).
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // React 19's own hook instead of wouter's polyfill of it (renderer/start/useSyncExternalStore.ts).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${import.meta.dirname}/renderer/start/useSyncExternalStore.ts`,
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2020',
    assetsDir: ASSETS_DIR, // content-hashed, so served immutable (build/serving.ts)
    // Every browser the app meets preloads modules itself (Chromium since 66, Safari 17, Firefox 115); one that does
    // not just loads them a little later, so no polyfill runs on every start.
    modulePreload: { polyfill: false },
    // Written beside the build for `npm run trace` (releasePlugin moves them out of it); no served file names them.
    sourcemap: 'hidden',
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [siteWidgetsChunk, sharedWidgetsChunk] } },
      // Emotion's withTheme (unused here) imports hoist-non-react-statics, which requires react-is: CommonJS, so
      // assumed to have side effects and kept in every screen's code (3 KB) though nothing calls them. They have none.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules\/(hoist-non-react-statics|react-is)\//, sideEffects: false }],
      },
    },
  },
});
