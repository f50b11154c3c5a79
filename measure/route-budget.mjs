// The size budget: gzip size (brotli beside it) of the JavaScript a screen loads (entry chunk, the renderer's chunk
// boot.tsx with React and the renderer, their static imports, the screen's page-definition chunk and its imports), read from Vite's build
// manifest. Exits 1 over budget.
// Usage: node measure/route-budget.mjs [route=limitKB ...]   (default: every route of measure/route-budgets.json)
// It also proves that no screen loads a byte of the testers' page lab: the source maps of every file a screen loads
// (written beside the build, dist-sourcemaps/) must name no module of lab/, CodeMirror, MSW or the page-schema
// validators (every build holds the lab's chunks, which the env config may turn on).
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'dist');
const maps = `${dist}-sourcemaps`;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgetFile = JSON.parse(readFileSync(new URL('./route-budgets.json', import.meta.url), 'utf8'));
const budgets = process.argv.slice(2).length
  ? process.argv.slice(2)
  : Object.entries(budgetFile)
      .filter(([route]) => !route.startsWith('$'))
      .map(([route, limit]) => `${route}=${limit}`);

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

const LAB_ONLY = [
  /(^|\/)lab\//,
  /node_modules\/(@codemirror|codemirror|codemirror-json-schema|@lezer|msw|@mswjs|shiki|markdown-it|json-schema-library)\//,
  /schemas\/generated\/validate-(page|responses)/,
];

/**
 * Sources of a built file that belong to the lab only: every module, read from its source map (beside the build,
 * never in it); without one, the chunk's own module from the manifest key.
 */
function labSources(key) {
  const file = manifest[key].file;
  const map = join(maps, `${file}.map`);
  const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [key];
  return sources.filter((source) => LAB_ONLY.some((pattern) => pattern.test(source)));
}

const routes = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'pages.json'), 'utf8')).routes;

/** What the page's own HTML preloads (build/vite-plugin-route-html.ts): loaded for its first render, so counted. */
function htmlPreloads(page) {
  const route = Object.values(routes).find((entry) => entry.page === page && typeof entry.path === 'string');
  const name = route ? route.path.replace(/^\/+|\/+$/g, '') || 'index' : null;
  const html = name && existsSync(join(dist, `${name}.html`)) ? readFileSync(join(dist, `${name}.html`), 'utf8') : '';
  return [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+\.js)"/g)].map((match) => match[1]);
}

// Every screen loads the shared chunks (the entry, the renderer, the widgets): each file is compressed once, not once
// per screen (brotli at quality 11 is slow; per screen it cost the CI a second a route).
const sizes = new Map();
function compressedSizes(file) {
  if (!sizes.has(file)) {
    const code = readFileSync(join(dist, file));
    sizes.set(file, {
      gzip: gzipSync(code, { level: 9 }).length,
      brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
let failed = false;
// The entry starts each screen's first read (renderer/start/headStart.ts): a chunk it imports statically would have to
// arrive first, and the read would wait for it (a build setting that groups modules can do that unnoticed).
for (const chunk of manifest[entryKey].imports ?? []) {
  console.log(`FAIL the entry imports ${manifest[chunk]?.file ?? chunk} statically: the first read would wait for it`);
  failed = true;
}
for (const budget of budgets) {
  const [page, limit] = budget.split('=');
  const seen = new Set();
  collect(entryKey, seen);
  // Every screen's entry imports the renderer as soon as its head start is done (renderer/start/launch.ts), the root boot.tsx.
  if (!manifest['boot.tsx']) throw new Error('No chunk for boot.tsx in the build manifest');
  collect('boot.tsx', seen);
  // A page is imported as `pages/<name>.json?page` (its definition plus the widgets it uses).
  const pageKey = [`pages/${page}.json?page`, `pages/${page}.json`].find((key) => manifest[key]);
  if (!pageKey) throw new Error(`No chunk for pages/${page}.json in the build manifest`);
  collect(pageKey, seen);
  const keys = [...seen].filter((k) => manifest[k].file.endsWith('.js'));
  const files = [...new Set([...keys.map((k) => manifest[k].file), ...htmlPreloads(page)])];
  const bytes = files.reduce((sum, f) => sum + compressedSizes(f).gzip, 0);
  // Brotli is what most CDNs serve today; the budget stays on gzip, the figure every host can reach.
  const brotli = files.reduce((sum, f) => sum + compressedSizes(f).brotli, 0);
  const kb = bytes / 1024;
  const leaked = keys.flatMap(labSources);
  if (leaked.length) {
    failed = true;
    console.log(`LAB  /${page} loads lab-only code: ${[...new Set(leaked)].slice(0, 5).join(', ')}`);
  }
  const ok = kb <= Number(limit);
  // Over its limit, a figure has two decimals: rounded to one it can read as the limit itself (133.9 over 133.9).
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} /${page}: ${kb.toFixed(ok ? 1 : 2)} KB gzip (${(brotli / 1024).toFixed(1)} KB brotli) of JavaScript (limit ${limit} KB gzip) in ${files.length} files: ${files.join(', ')}`,
  );
}
process.exit(failed ? 1 : 0);
