// How long the page lab's check of one page takes after a keystroke: the static lab (npm run build:lab) in Chromium at
// 1280x800 on a plain file server, Order Details loaded, one character typed into a label and taken out again, each
// edit waited on until the lab has checked the whole page again. The lab times each check as a User Timing measure
// ("lab check", lab/editor/PageEditor.tsx), which this reads: the checker's own work, not CodeMirror's pause in typing.
// Usage: npm run bench:lab-check [-- --edits N] [--no-build]   (--no-build: measure the lab-static/ already built)
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildLabStatic, LAB_STATIC_DIR } from '../scripts/build-lab';
import { staticServer } from '../scripts/static-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const { values: args } = parseArgs({
  options: { edits: { type: 'string', default: '20' }, 'no-build': { type: 'boolean', default: false } },
});
const edits = Number(args.edits);
const dir = args['no-build'] ? LAB_STATIC_DIR : mkdtempSync(join(tmpdir(), 'lab-check-'));
if (!args['no-build']) await buildLabStatic(dir);

const server = staticServer(dir, []);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/testPreview/lab/`);
  await page.getByRole('group', { name: 'Preview' }).getByRole('button', { name: 'Borrow Again' }).waitFor();
  const editor = page.getByTestId('page-editor');
  const checks = () => page.evaluate(() => performance.getEntriesByName('lab check').length);
  await page.waitForFunction(() => performance.getEntriesByName('lab check').length > 0);
  // Into the first string of the page: the cursor after the first quote of the text.
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+f');
  await editor.locator('input[name="search"]').pressSequentially('"title"');
  await editor.locator('input[name="search"]').press('Enter');
  await editor.locator('input[name="search"]').press('Escape');
  await page.keyboard.press('ArrowRight');
  for (let edit = 0; edit < edits; edit++) {
    const before = await checks();
    if (edit % 2 === 0) await page.keyboard.type('x');
    else await page.keyboard.press('Backspace');
    await page.waitForFunction((n) => performance.getEntriesByName('lab check').length > n, before);
  }
  const times = await page.evaluate(() =>
    performance
      .getEntriesByName('lab check')
      .slice(1)
      .map((entry) => entry.duration),
  );
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))].toFixed(1);
  console.log(
    `lab check of pages/loanDetail.json after a keystroke, ${sorted.length} edits (Chromium, no throttling):`,
  );
  console.log(`  median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, slowest ${sorted.at(-1)?.toFixed(1)} ms`);
} finally {
  await browser.close();
  server.close();
  if (!args['no-build']) rmSync(dir, { recursive: true, force: true });
}
