// Screenshots of screens at a phone's size, for looking at what a borrower sees.
// Usage: node scripts/screenshots.mjs <baseUrl> <outDir> <name=path> [name=path ...]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [baseUrl, outDir, ...shots] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
});
for (const shot of shots) {
  const [name, path] = shot.split(/=(.*)/s);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[${name}] console: ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[${name}] page error: ${e.message}`));
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}/${name}.png` });
  await page.close();
}
await browser.close();
