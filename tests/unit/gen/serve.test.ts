// @vitest-environment node
// Stopping `npm start` by the process id that started it stops the server (no orphan on the port).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/support/freePort';

const root = resolve(import.meta.dirname, '../../..');

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

async function until(condition: () => Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

describe('npm start', () => {
  it('stops when the process that started it gets SIGTERM', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
    const exited = new Promise<void>((done) => npm.once('exit', () => done()));
    const url = `http://127.0.0.1:${port}/`;
    try {
      await until(() => answers(url), 'the dev server');
      npm.kill('SIGTERM');
      await exited;
      await until(async () => !(await answers(url)), 'the port to close', 10_000);
    } finally {
      npm.kill('SIGKILL');
    }
    expect(await answers(url)).toBe(false);
  }, 90_000);
});
