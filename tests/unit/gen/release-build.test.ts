// @vitest-environment node
// A small real build with the release and compile-hint plugins (build/vite-plugin-release.ts,
// build/vite-plugin-compile-hints.ts): the source maps land beside the build, not in it, and no served file names
// them; they map a position in the hinted entry to its true source line (the hint's line is in the map); the HTML and
// /version.json carry the same release, which only the built files decide.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { COMPILE_HINT, compileHintsPlugin } from '../../../build/vite-plugin-compile-hints';
import {
  MAPS_RELEASE_FILE,
  releaseId,
  releasePlugin,
  sourceMapsDir,
  VERSION_FILE,
} from '../../../build/vite-plugin-release';

const root = join(import.meta.dirname, '../../..');
let dir: string;
let out: string;

const MAIN = [
  '// The entry of a tiny app: its throw is on line 4.',
  'export function explode(reason) {',
  '  if (!reason) return;',
  "  throw new Error('boom ' + reason);",
  '}',
  "import('./boot.js').then((boot) => boot.start(explode));",
].join('\n');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'release-build-'));
  out = join(dir, 'dist');
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head>\n</head><body><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'main.js'), MAIN);
  writeFileSync(join(dir, 'boot.js'), 'export function start(run) { run(location.hash); }\n');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [compileHintsPlugin(['boot']), releasePlugin({ root, environment: 'staging' })],
    build: { outDir: out, sourcemap: 'hidden', manifest: true, modulePreload: { polyfill: false } },
  });
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const assets = () => readdirSync(join(out, 'assets'));
const entryFile = () => assets().find((file) => file.startsWith('index-') && file.endsWith('.js'))!;

describe('a build with its release', () => {
  it('writes its source maps beside the build, not in it, and no served file names one', () => {
    expect(assets().filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of assets())
      expect(readFileSync(join(out, 'assets', file), 'utf8')).not.toContain('sourceMappingURL');
    const maps = readdirSync(join(sourceMapsDir(out), 'assets'));
    expect(maps.sort()).toEqual(
      assets()
        .filter((file) => file.endsWith('.js'))
        .map((file) => `${file}.map`)
        .sort(),
    );
  });

  it("maps a position in the hinted entry to its source line: the hint's line is accounted for", () => {
    const code = readFileSync(join(out, 'assets', entryFile()), 'utf8');
    expect(code.split('\n')[0]).toBe(COMPILE_HINT);
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('boom '));
    const column = lines[line].indexOf('boom ');
    const map = new TraceMap(readFileSync(join(sourceMapsDir(out), 'assets', `${entryFile()}.map`), 'utf8'));
    const original = originalPositionFor(map, { line: line + 1, column });
    expect(original.source).toMatch(/main\.js$/);
    expect(original.line).toBe(4);
  });

  it('stamps the HTML and /version.json with one release, and the maps with the build they belong to', () => {
    const version = JSON.parse(readFileSync(join(out, VERSION_FILE), 'utf8')) as Record<string, string>;
    expect(version).toEqual({
      release: expect.stringMatching(/^[0-9a-f]{12}-[0-9a-f]{12}$|^unknown-[0-9a-f]{12}$/),
      commit: expect.any(String),
      builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      environment: 'staging',
    });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(
      `<meta name="app-release" content="${version.release}" />`,
    );
    const maps = JSON.parse(readFileSync(join(sourceMapsDir(out), MAPS_RELEASE_FILE), 'utf8')) as Record<
      string,
      string
    >;
    expect(maps).toEqual({ release: version.release, commit: version.commit, builtAt: version.builtAt });
  });
});

describe('the release id', () => {
  it('is decided by the commit and the built files (name and content), in whatever order they come', () => {
    const files = [
      ['assets/a.js', 'a'],
      ['assets/b.css', new Uint8Array([1, 2])],
    ] as const;
    const id = releaseId('55ee5b062f5108b06ea2050e73e0476307d78403', files);
    expect(id).toMatch(/^55ee5b062f51-[0-9a-f]{12}$/);
    expect(releaseId('55ee5b062f5108b06ea2050e73e0476307d78403', [...files].reverse())).toBe(id);
    expect(releaseId('55ee5b062f5108b06ea2050e73e0476307d78403', [['assets/a.js', 'A'], files[1]])).not.toBe(id);
    expect(releaseId('66ee5b062f5108b06ea2050e73e0476307d78403', files)).not.toBe(id);
  });
});
