// One HTML file per route, each naming its screen's code up front: `<link rel="modulepreload">` for the page chunk
// and every chunk it imports (its widgets), so the browser fetches them in parallel with the entry instead of
// discovering them only after the entry has run (HTML → entry → page chunk → widgets). Plain links, no inline
// script: the strict CSP holds. `/loanDetail` is served from `loanDetail.html`, `/` from `index.html` and an unknown
// path from `404.html` (the not-found page's): build/serving.ts is the table both servers follow.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { htmlPages, type ManifestLike } from './serving';

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

/** The route's own HTML: the built index.html with the screen's preloads before `</head>`. */
export function routeHtml(indexHtml: string, base: string, files: readonly string[]): string {
  const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`).join('');
  return indexHtml.replace(/\n(\s*)<\/head>/, (closing) => `${links}${closing}`);
}

/** The endpoints a page reads before its code runs (the reader schemas of their answers are preloaded too). */
export type EarlyEndpointsOf = (page: string) => string[];

/** `readEarlyEndpoints` runs once per build, so the pages are read once, and afresh for each build. */
export function routeHtmlPlugin(
  manifest: ManifestLike,
  readEarlyEndpoints: () => EarlyEndpointsOf = () => () => [],
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
      const earlyEndpointsOf = readEarlyEndpoints();
      for (const { file, page } of htmlPages(manifest)) {
        const path = join(outDir, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, routeHtml(indexHtml, base, preloadsFor(page, chunks, earlyEndpointsOf(page))));
      }
    },
  };
}
