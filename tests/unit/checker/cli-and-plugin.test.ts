// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { checkPagesPlugin } from '../../../scripts/vite-plugin-check-pages';
import { badProject, expectedProblems, goodProject, repositoryRoot, withoutPosition } from './fixture-expectations';

function runCli(...args: string[]) {
  const tsx = join(repositoryRoot, 'node_modules/tsx/dist/cli.mjs');
  return spawnSync(process.execPath, [tsx, 'scripts/check-pages.ts', ...args], { cwd: repositoryRoot, encoding: 'utf8' });
}

describe('npm run check:pages', () => {
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
  const context = { error: (message: string) => { throw new Error(message); }, warn: () => {} } as unknown as ThisParameterType<Handler>;
  await handler?.call(context, {} as Parameters<Handler>[0]);
}

describe('checkPagesPlugin', () => {
  it('runs only for vite build', () => {
    expect(checkPagesPlugin().apply).toBe('build');
  });

  it('fails the build with the problem lines', async () => {
    // The build prints the lines with their line:column; what follows the file name is the same.
    await expect(buildStart(badProject)).rejects.toThrow(expectedProblems()['pages/unknownWidget.json'][0].replace(/^[^:]+: /, ''));
  });

  it('lets a build with good pages go on', async () => {
    await expect(buildStart(goodProject)).resolves.toBeUndefined();
  });
});
