// One HTML file per route, each naming its screen's code up front: `<link rel="modulepreload">` for the page chunk
// and every chunk it imports (its widgets), so the browser fetches them in parallel with the entry instead of
// discovering them only after the entry has run (HTML → entry → page chunk → widgets). Plain links, no inline
// script: the strict CSP holds. `/loanDetail` is served from `loanDetail.html`, `/` from `index.html` and an unknown
// path from `404.html` (the not-found page's): build/serving.ts is the table both servers follow.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { htmlPages, locationOf, locations, type ManifestLike } from './serving';
import type { EarlyCall } from './page-early-calls';
import { compiledExpressionsIn } from './page-walk';
import { EARLY_ELEMENT_ID, type EarlyBlock } from '../renderer/start/pageConfig';

const PAGE_CHUNK = /\/pages\/([A-Za-z][A-Za-z0-9]*)\.json\?page$/;
/** The renderer's chunk (React, the renderer and the page modules: the root boot.tsx, or the benchmark's
 * measure/bench-app/boot.tsx), which the entry imports once its head start is done (renderer/start/launch.ts). */
export const BOOT_MODULE = /\/boot\.tsx$/;

const moduleOf = (chunk: ChunkLike) => (chunk.facadeModuleId ?? '').replace(/\\/g, '/');

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/**
 * The files to preload for a page: the renderer's chunk and its imports, the page's chunk and, depth first, every
 * chunk it imports statically, then the answer reader and the reader schemas of the reads it starts early
 * (api/client-read.ts),
 * minus what the entry loads itself.
 */
export function preloadsFor(
  page: string,
  chunks: readonly ChunkLike[],
  earlyEndpoints: readonly string[] = [],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByEntry = new Set<string>();
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
  };
  if (entry) walk(entry.fileName, loadedByEntry);
  const pageChunk = chunks.find((chunk) => PAGE_CHUNK.exec(moduleOf(chunk))?.[1] === page);
  if (!pageChunk) return [];
  const files = new Set<string>();
  const boot = chunks.find((chunk) => BOOT_MODULE.test(moduleOf(chunk)));
  if (boot) walk(boot.fileName, files);
  walk(pageChunk.fileName, files);
  const reader = chunks.find((chunk) => moduleOf(chunk).endsWith('/api/answer-reader.ts'));
  if (reader && earlyEndpoints.length > 0) walk(reader.fileName, files);
  for (const endpoint of earlyEndpoints) {
    const readerSchema = chunks.find((chunk) =>
      moduleOf(chunk).endsWith(`/schemas/generated/responses/${endpoint}.js`),
    );
    if (readerSchema) walk(readerSchema.fileName, files);
  }
  return [...files].filter((file) => !loadedByEntry.has(file));
}

/**
 * The page's first reads as an inert JSON block (renderer/start/pageConfig.ts readEarlyTable): the head start begins
 * them from here, so the entry carries no page's table. `<` is written as its JSON escape, so no text closes the element.
 */
export function earlyBlock(page: string, calls: readonly EarlyCall[]): string {
  const block: EarlyBlock = { page, calls: [...calls], expressions: compiledExpressionsIn(calls) };
  const json = JSON.stringify(block).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${EARLY_ELEMENT_ID}">${json}</script>`;
}

/** The route's own HTML: the built index.html with the screen's first reads and preloads before `</head>`. */
export function routeHtml(indexHtml: string, base: string, files: readonly string[], early = ''): string {
  const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`).join('');
  const block = early ? `\n    ${early}` : '';
  return indexHtml.replace(/\n(\s*)<\/head>/, (closing) => `${block}${links}${closing}`);
}

/** `readEarlyCalls` runs once per build, so the pages are read once, and afresh for each build. */
export function routeHtmlPlugin(
  manifest: ManifestLike,
  readEarlyCalls: () => Record<string, readonly EarlyCall[]> = () => ({}),
): Plugin {
  let base = '/';
  return {
    name: 'app-route-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk');
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const table = readEarlyCalls();
      for (const { file, page } of htmlPages(manifest)) {
        const path = join(outDir, file);
        const calls = table[page] ?? [];
        const preloads = preloadsFor(
          page,
          chunks,
          calls.map((call) => call.endpoint),
        );
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, routeHtml(indexHtml, base, preloads, calls.length ? earlyBlock(page, calls) : ''));
      }
    },
  };
}

/**
 * The development server serves index.html for every screen: it gets the same block of first reads as the built
 * route's HTML, so `npm start` starts them as early as a build does. The page is the one the serving table gives the
 * path (build/serving.ts), as in production.
 */
export function devEarlyCallsPlugin(
  manifest: ManifestLike,
  readEarlyCalls: () => Record<string, readonly EarlyCall[]>,
): Plugin {
  const rules = locations(manifest);
  const pageOfFile = new Map(htmlPages(manifest).map(({ file, page }) => [file, page]));
  return {
    name: 'app-route-html-dev',
    apply: 'serve',
    transformIndexHtml(html, context) {
      const rule = locationOf(
        rules,
        decodeURIComponent(new URL(context.originalUrl ?? context.path, 'http://x').pathname),
      );
      const page = rule.kind === 'route' ? pageOfFile.get(rule.file) : undefined;
      const calls = page ? (readEarlyCalls()[page] ?? []) : [];
      return page && calls.length ? routeHtml(html, '/', [], earlyBlock(page, calls)) : html;
    },
  };
}
