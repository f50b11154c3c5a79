// Less main-thread work on first render: the chunks every first render runs carry V8's compile hint.
import { describe, expect, it } from 'vitest';
import { addCompileHint, COMPILE_HINT, compileHintsPlugin } from '../../../build/vite-plugin-compile-hints';

type Output =
  | { type: 'chunk'; fileName: string; name: string; isEntry: boolean; code: string; map?: { mappings: string } | null }
  | { type: 'asset'; name: string; source: string };

function runPlugin(bundle: Record<string, Output>) {
  const plugin = compileHintsPlugin(['boot']);
  const hook = plugin.generateBundle as {
    order: string;
    handler: (options: unknown, bundle: Record<string, Output>) => void;
  };
  expect(hook.order).toBe('post'); // after Vite writes its preload map at the top of a chunk
  hook.handler({}, bundle);
  return bundle;
}

const chunk = (name: string, isEntry = false) => ({
  type: 'chunk' as const,
  fileName: `${name}.js`,
  name,
  isEntry,
  code: 'const __vite__mapDeps=1;import"./x.js";',
});

describe('compileHintsPlugin', () => {
  it('puts the hint on the first line of the entry and the chunks named (the renderer), and nowhere else', () => {
    const bundle = runPlugin({
      'index.js': chunk('index', true),
      'boot.js': chunk('boot'),
      'widgets.js': chunk('widgets'),
      'loanDetail.js': chunk('loanDetail'),
      'CodeMirror.js': chunk('CodeMirror'),
      'a.css': { type: 'asset', name: 'a.css', source: 'a{}' },
    });
    const hinted = Object.entries(bundle)
      .filter(([, output]) => output.type === 'chunk' && output.code.split('\n')[0] === COMPILE_HINT)
      .map(([file]) => file);
    expect(hinted).toEqual(['index.js', 'boot.js']);
    expect((bundle['boot.js'] as { code: string }).code).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=1;import"./x.js";`,
    );
    expect(bundle['a.css']).toEqual({ type: 'asset', name: 'a.css', source: 'a{}' });
  });

  it('adds the hint once, and moves the source map down by the line it adds, in the chunk and in its map file', () => {
    const withMap = { ...chunk('boot'), map: { mappings: 'AAAA,CAAC' } };
    const mapFile = { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }) };
    addCompileHint(withMap, mapFile);
    addCompileHint(withMap, mapFile);
    expect(withMap.code.split(COMPILE_HINT)).toHaveLength(2);
    expect(withMap.map.mappings).toBe(';AAAA,CAAC');
    expect(JSON.parse(mapFile.source)).toEqual({ version: 3, mappings: ';AAAA,CAAC' });
  });
});
