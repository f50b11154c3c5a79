// V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; other engines read a comment)
// on the chunks every screen's first render runs: the entry and the renderer's chunk (React and the renderer). V8
// otherwise compiles a function on the main thread the first time it is called, and a first render calls several
// hundred; with the hint it compiles the whole file while the file streams in, on a background thread. Measured with
// the browser benchmark's first render (CPU 4x, 13 interleaved rounds): /loanDetail 1059 → 966 ms, /bindBank 943 →
// 847 ms; the price is about 0.27 MB more heap for code that may never run (bytecode V8 can flush).
// Page and widget chunks, validators and the lab are left lazy: most of their code runs later or never. That includes
// the shared widgets chunk: any one screen draws a few of its widgets, and with the hint the first render was no
// faster (4 interleaved A/Bs of 9 to 13 rounds: the same or 14 to 52 ms slower) and the grown bank form held 37 KB
// more heap.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ChunkLike {
  type: 'chunk';
  code: string;
  fileName: string;
  name: string;
  isEntry: boolean;
  map?: { mappings: string } | null;
}

interface AssetLike {
  type: 'asset';
  source: string | Uint8Array;
}

/**
 * Adds the hint as the chunk's first line (before `import`s is fine: a comment). Its source map moves down the line
 * added, in the chunk and in the map file the build writes (`map`, the chunk's `.map` asset), so every position the
 * map gives stays on its line: a stack frame of this chunk traces to the source line that ran.
 */
export function addCompileHint(chunk: ChunkLike, mapFile?: AssetLike): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  if (mapFile) {
    const map = JSON.parse(String(mapFile.source)) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
}

/** `names`: the chunk names (besides the entry) that every first render runs. */
export function compileHintsPlugin(names: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Last: Vite's own generateBundle puts its preload map (`const __vite__mapDeps=…`) at the top of a chunk, and
    // writes the chunk's map file then.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !(output.isEntry || names.includes(output.name))) continue;
          const mapFile = bundle[`${output.fileName}.map`];
          addCompileHint(output as ChunkLike, mapFile?.type === 'asset' ? mapFile : undefined);
        }
      },
    },
  };
}
