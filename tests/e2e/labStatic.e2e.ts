// The static page lab (npm run build:lab): served by a plain file server with no sandbox behind it, the lab opens at
// /testPreview/lab and previews pages with sandbox data that MSW's service worker answers in the browser, under the
// app's CSP (a <meta> in the built HTML). The production build carries none of it.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildLabStatic } from '../../scripts/build-lab';
import { staticServer } from '../../scripts/static-server';
import { freePort } from './support/freePort';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

describe('the static page lab (npm run build:lab) on a plain file server', () => {
  const out = mkdtempSync(join(tmpdir(), 'lab-static-'));
  const seen: string[] = [];
  let server: Server;
  let base = '';
  let browser: Browser;
  let page: Page;
  let problems: string[] = [];

  beforeAll(async () => {
    await buildLabStatic(out);
    server = staticServer(out, seen);
    const port = await freePort();
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    base = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
    rmSync(out, { recursive: true, force: true });
  });
  beforeEach(async () => {
    problems = [];
    page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    page.on(
      'console',
      (message) =>
        message.type() === 'error' && /CSP violation|Refused to/.test(message.text()) && problems.push(message.text()),
    );
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  });
  afterEach(async () => {
    await page.context().close();
    expect(problems, 'no CSP violations or uncaught errors').toEqual([]);
  });

  const preview = () => page.getByRole('group', { name: 'Preview' });

  it('opens the lab and previews Order Details with sandbox data, no request reaching the file server', async () => {
    await page.goto(`${base}/testPreview/lab`);
    await preview().getByRole('button', { name: 'Borrow Again' }).waitFor();
    await expect(preview().getByText('Loan closed').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText('No sandbox on this origin').count()).resolves.toBe(0);
    // The lab's scenario controls and the page's calls were answered in the browser: the host only served files.
    expect(seen.filter((path) => path.startsWith('/__sandbox') || path.startsWith('/api'))).toEqual([]);
    expect(seen).toContain('/mockServiceWorker.js');
  });

  it("picks a sandbox scenario by what it gives, and the preview shows that order's state", async () => {
    await page.goto(`${base}/testPreview/lab/`);
    await preview().getByRole('button', { name: 'Borrow Again' }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Sandbox scenario' });
    await picker.selectOption({ label: 'ORD180 — Status 180: overdue, no rollover (single Repayment button)' });
    await preview().getByText('Overdue', { exact: true }).waitFor();
    await preview().getByRole('button', { name: 'Repayment' }).waitFor();
    // The overdue order in place of the closed one: its Repayment button, no Borrow Again.
    expect(await preview().getByRole('button', { name: 'Repayment' }).isVisible()).toBe(true);
    expect(await preview().getByRole('button', { name: 'Borrow Again' }).count()).toBe(0);
  });

  it('a failure scenario is applied by the in-browser sandbox too', async () => {
    await page.goto(`${base}/testPreview/lab/`);
    await preview().getByRole('button', { name: 'Borrow Again' }).waitFor();
    await page.getByRole('combobox', { name: 'loanDetails answer' }).selectOption('failure');
    await preview().getByText('Service busy, please try again later.').first().waitFor();
    // The failure in place of the order: the server's words shown, the order's button gone.
    expect(await preview().getByText('Service busy, please try again later.').first().isVisible()).toBe(true);
    expect(await preview().getByRole('button', { name: 'Borrow Again' }).count()).toBe(0);
  });
});

describe('the production build', () => {
  it("carries no MSW worker and none of MSW's code (the e2e build, lab on, without build:lab)", () => {
    expect(existsSync('dist/mockServiceWorker.js')).toBe(false);
    const scripts = readdirSync('dist/assets').filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // MSW prefixes every message it logs with "[MSW]": the static lab's sandbox chunk has it, no production chunk may.
    expect(scripts.filter((name) => readFileSync(join('dist/assets', name), 'utf8').includes('[MSW]'))).toEqual([]);
  });
});
