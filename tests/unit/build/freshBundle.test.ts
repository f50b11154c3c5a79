// @vitest-environment node
// The page checker's command runs from a cached bundle (build/fresh-bundle.mjs): an operator who edits the checker, or
// pulls a change of it, must never be checked by the old code, and an unchanged one must not pay for a build.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale, runFreshBundle } from '../../../build/fresh-bundle.mjs';

function command(): { root: string; meta: string; bundle: string } {
  const root = mkdtempSync(join(tmpdir(), 'fresh-bundle-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/cli.ts'), "import { word } from './word';\n(globalThis as any).said = word;\n");
  writeFileSync(join(root, 'src/word.ts'), "export const word: string = 'first';\n");
  // A module that finds files next to itself keeps its own address in the bundle.
  writeFileSync(join(root, 'src/where.mjs'), 'export const where = import.meta.url;\n');
  const folder = join(root, 'node_modules/.cache/fresh-bundle');
  return { root, meta: join(folder, 'src-cli-ts.json'), bundle: join(folder, 'src-cli-ts.mjs') };
}

const later = (file: string) => utimesSync(file, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));

describe('a command run from its cached bundle', () => {
  it('builds the bundle on the first run and runs it', async () => {
    const { root, meta, bundle } = command();
    expect(isStale(meta)).toBe(true);
    await runFreshBundle(root, 'src/cli.ts');
    expect((globalThis as { said?: string }).said).toBe('first');
    expect(isStale(meta)).toBe(false);
    expect(readFileSync(bundle, 'utf8')).toContain('first');
  });

  it('builds again when one of its sources changed, and not when none did', async () => {
    const { root, meta, bundle } = command();
    await runFreshBundle(root, 'src/cli.ts');
    const built = readFileSync(meta, 'utf8');
    await runFreshBundle(root, 'src/cli.ts');
    expect(readFileSync(meta, 'utf8')).toBe(built);
    writeFileSync(join(root, 'src/word.ts'), "export const word: string = 'second';\n");
    later(join(root, 'src/word.ts'));
    expect(isStale(meta)).toBe(true);
    await runFreshBundle(root, 'src/cli.ts');
    expect(readFileSync(bundle, 'utf8')).toContain('second');
    expect(readFileSync(bundle, 'utf8')).not.toContain('first');
  });

  it('builds again when the bundle itself is gone', async () => {
    const { root, meta, bundle } = command();
    await runFreshBundle(root, 'src/cli.ts');
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(readFileSync(meta, 'utf8')), outfile: `${bundle}.gone` }));
    expect(isStale(meta)).toBe(true);
  });

  it("keeps a module's own import.meta.url", async () => {
    const { root, bundle } = command();
    writeFileSync(
      join(root, 'src/cli.ts'),
      "import { where } from './where.mjs';\n(globalThis as any).where = where;\n",
    );
    await runFreshBundle(root, 'src/cli.ts');
    expect(readFileSync(bundle, 'utf8')).toContain(JSON.stringify(`file://${join(root, 'src/where.mjs')}`));
  });
});
