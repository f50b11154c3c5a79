// @vitest-environment node
// The plugin puts the sandbox on both Vite servers: dev (npm start) and preview (npm run preview).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, preview } from 'vite';
import { sandboxPlugin } from '../../../sandbox/vitePlugin';

const root = mkdtempSync(join(tmpdir(), 'sandbox-plugin-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
// The app's own api/ folder shares the /api prefix: its modules must still reach the dev server.
mkdirSync(join(root, 'api'));
writeFileSync(join(root, 'api', 'client.ts'), 'export const fromSource = 1;');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const base = { root, configFile: false as const, logLevel: 'silent' as const, plugins: [sandboxPlugin()] };

async function expectSandboxAt(origin: string): Promise<void> {
  const res = await fetch(`${origin}/api/v3/personal-center/contact-kf-info`, {
    method: 'POST',
    body: new URLSearchParams({ overall: '30' }),
  });
  expect(await res.json()).toMatchObject({ code: '00', data: { email: 'support@pesonow.ph' } });
  const page = await fetch(`${origin}/`);
  expect(await page.text()).toContain('<title>app</title>');
}

describe('sandboxPlugin', () => {
  it('serves the sandbox on the dev server and leaves the app and its api/ modules to Vite', async () => {
    const server = await createServer({ ...base, server: { port: 0, host: '127.0.0.1', hmr: false, ws: false } });
    await server.listen();
    try {
      const { port } = server.httpServer?.address() as AddressInfo;
      await expectSandboxAt(`http://127.0.0.1:${port}`);
      const module = await fetch(`http://127.0.0.1:${port}/api/client.ts`);
      expect(await module.text()).toContain('fromSource');
    } finally {
      await server.close();
    }
  });

  it('serves the sandbox on the preview server', async () => {
    const server = await preview({ ...base, build: { outDir: root }, preview: { port: 0, host: '127.0.0.1' } });
    try {
      const { port } = (server.httpServer as Server).address() as AddressInfo;
      await expectSandboxAt(`http://127.0.0.1:${port}`);
    } finally {
      await server.close();
    }
  });
});
