// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPagesPlugin } from '../../../build/vite-plugin-check-pages';
import { badProject, expectedProblems, goodProject, runCheckPages, withoutPosition } from './fixture-expectations';

const runCli = runCheckPages;

/** A project whose one page has a warning and no error: it sets a state key nothing reads. */
function projectWithWarning(): string {
  const root = mkdtempSync(join(tmpdir(), 'check-pages-cli-'));
  mkdirSync(join(root, 'pages'));
  writeFileSync(join(root, 'pages.json'), JSON.stringify({ routes: { home: { path: '/', page: 'home' } } }));
  const page = {
    title: 'T',
    onLoad: [{ do: 'set', path: '{{ state.unread }}', value: 1 }],
    regions: [{ name: 'r', children: [] }],
  };
  writeFileSync(join(root, 'pages/home.json'), JSON.stringify(page, null, 2));
  return root;
}

describe('npm run check:pages', () => {
  it('places each problem at its line and column', () => {
    const run = runCli('--root', badProject, join(badProject, 'pages/unknownWidget.json'));
    // "type": "Buton" is on line 9; the value starts at column 19.
    expect(run.stdout).toMatch(
      /^pages\/unknownWidget\.json:9:19: schema: \/regions\/0\/children\/0\/type: expected one of .*, found "Buton" — did you mean "Button"\?$/m,
    );
  }, 30_000);

  it('prints problems as JSON records with stable codes for --format json', () => {
    const run = runCli('--root', badProject, '--format', 'json', join(badProject, 'pages/unknownWidget.json'));
    expect(run.status).toBe(1);
    const records = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
    expect(records).toHaveLength(1);
    expect(Object.keys(records[0])).toEqual([
      'file',
      'pointer',
      'line',
      'column',
      'severity',
      'code',
      'message',
      'expected',
      'found',
      'hint',
      'fix',
    ]);
    expect(records[0]).toMatchObject({
      file: 'pages/unknownWidget.json',
      pointer: '/regions/0/children/0/type',
      line: 9,
      column: 19,
      severity: 'error',
      code: 'schema',
      found: '"Buton"',
      hint: 'did you mean "Button"?',
    });
    // The fix replaces exactly the misspelt word, quotes kept, at the offsets of the file's text.
    const fix = records[0].fix as { label: string; edits: { from: number; to: number; insert: string }[] };
    const text = readFileSync(join(badProject, 'pages/unknownWidget.json'), 'utf8');
    expect(fix.edits).toHaveLength(1);
    const [edit] = fix.edits;
    expect(text.slice(0, edit.from) + edit.insert + text.slice(edit.to)).toBe(text.replace('"Buton"', '"Button"'));
    expect(records[0].message).toBe(`expected ${String(records[0].expected)}, found "Buton"`);
  }, 30_000);

  it('lists warnings apart and fails on them only with --strict', () => {
    const root = projectWithWarning();
    try {
      const lenient = runCli('--root', root);
      expect(lenient.status).toBe(0);
      expect(lenient.stdout.trim()).toBe(
        'pages/home.json:6:25: warning: state-unread: /onLoad/0/path: expected a state key that some expression, bind or persist reads, found a set of state.unread, which nothing reads',
      );
      expect(lenient.stderr).toContain('0 errors, 1 warning');
      expect(runCli('--root', root, '--strict').status).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);

  it('prints the problem line and exits 1 for a bad page', () => {
    const run = runCli('--root', badProject, join(badProject, 'pages/unknownWidget.json'));
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n').map(withoutPosition)).toEqual(expectedProblems()['pages/unknownWidget.json']);
  }, 30_000);

  it('prints a one-line all-clear and exits 0 for a good project', () => {
    const run = runCli('--root', goodProject);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('3 files checked, no problems');
  }, 30_000);
});

/** Runs the plugin's buildStart the way a build would, with `this.error` throwing as Rollup's does. */
async function buildStart(root: string): Promise<void> {
  const plugin = checkPagesPlugin({ root });
  const hook = plugin.buildStart;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  type Handler = NonNullable<typeof handler>;
  // Only `error` of the plugin context is used, so a stand-in drives the hook without a bundler.
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    warn: () => {},
  } as unknown as ThisParameterType<Handler>;
  await handler?.call(context, {} as Parameters<Handler>[0]);
}

describe('checkPagesPlugin', () => {
  it('runs only for vite build', () => {
    expect(checkPagesPlugin().apply).toBe('build');
  });

  it('fails the build with the problem lines', async () => {
    // The build prints the lines with their line:column; what follows the file name is the same.
    await expect(buildStart(badProject)).rejects.toThrow(
      expectedProblems()['pages/unknownWidget.json'][0].replace(/^[^:]+: /, ''),
    );
  });

  it('lets a build with good pages go on', async () => {
    await expect(buildStart(goodProject)).resolves.toBeUndefined();
  });
});
