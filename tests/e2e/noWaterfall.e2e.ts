// No waterfall: the route's HTML names the screen's code, the browser fetches it beside the entry, the
// first read starts before the page's code has arrived, and built assets are cached for good.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, sandbox, setUpPhone } from './support/browser';

const phone = setUpPhone();
const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;

function filesFrom(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  chunk.imports?.forEach((next) => filesFrom(next, files));
  return files;
}

/**
 * Every JS file the screen's page chunk needs, and the answer reader with the schemas of the reads it starts early, beyond what
 * the entry's own script tag loads, from Vite's manifest.
 */
function pageFiles(page: string, earlyEndpoints: string[]): string[] {
  const entryFiles = filesFrom(entryKey);
  // The renderer's chunk (React and all), which the entry imports once it has started the first read.
  const files = filesFrom('boot.tsx');
  filesFrom(`pages/${page}.json?page`, files);
  if (earlyEndpoints.length > 0) filesFrom('api/answer-reader.ts', files);
  for (const endpoint of earlyEndpoints) filesFrom(`schemas/generated/responses/${endpoint}.js`, files);
  return [...files].filter((file) => !entryFiles.has(file));
}

describe('per-route HTML and early reads', () => {
  it.each([
    ['/loanDetail', 'loanDetail', ['loanDetails']],
    ['/bindBank', 'bindBank', ['cardInit']],
    ['/About', 'siteAbout', []],
    ['/', 'home', []],
  ])(
    '%s preloads its page chunk, every widget chunk it imports and the reader schema of its first read',
    async (path, page, early) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      // Vite's own preloads of the entry's imports (a shared runtime chunk in some builds) are not the screen's.
      const entryFiles = filesFrom(entryKey);
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)]
        .map((match) => match[1])
        .filter((file) => !entryFiles.has(file));
      expect(pageFiles(page, []).length).toBeGreaterThan(1);
      expect(preloaded.sort()).toEqual(pageFiles(page, early).sort());
      expect(html).toContain('http-equiv="Content-Security-Policy"');
    },
  );

  it('Order Details: the page chunk is requested before the entry has arrived, and loanDetails before the page chunk has', async () => {
    const page = phone.page();
    const entryFile = manifest[entryKey].file;
    const pageFile = manifest['pages/loanDetail.json?page'].file;
    let pageChunkAskedBeforeEntryArrived = false;
    let entryArrived = false;
    const readAsked = new Promise<void>((resolve) =>
      page.on('request', (request) => request.url().includes('/loan-details/loan-details') && resolve()),
    );
    // The entry is answered only once the page chunk has been asked for: with a waterfall this would never happen.
    let pageChunkAsked!: () => void;
    const pageChunkSeen = new Promise<void>((resolve) => (pageChunkAsked = resolve));
    await page.route(`**/${entryFile}`, async (route) => {
      await pageChunkSeen;
      entryArrived = true;
      await route.continue();
    });
    // The page chunk is answered only once loanDetails has been asked for: the read must not wait for the page's code.
    await page.route(`**/${pageFile}`, async (route) => {
      pageChunkAskedBeforeEntryArrived = !entryArrived;
      pageChunkAsked();
      await readAsked;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174D`);
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(pageChunkAskedBeforeEntryArrived).toBe(true);
    expect(await sandbox.requests('loanDetails')).toHaveLength(1);
  });

  it("a later screen's first read leaves before its code has arrived: the other pages' early reads follow the first render", async () => {
    const page = phone.page();
    const bankFile = manifest['pages/bindBank.json?page'].file;
    const tableFile = manifest['virtual:early-calls'].file;
    const tableArrived = page.waitForResponse((response) => response.url().endsWith(tableFile));
    let readAsked = false;
    page.on('request', (request) => void (request.url().includes('/bind-card/card-init') && (readAsked = true)));
    // The bank form's code is held until its card-init read has been asked for: with a waterfall (the read waiting
    // for the page's code) the form never shows and the test ends at its limit.
    let readAskedFirst = false;
    await page.route(`**/${bankFile}`, async (route) => {
      await expect.poll(() => readAsked, { timeout: 20_000 }).toBe(true);
      readAskedFirst = true;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORDCARD`);
    await tableArrived;
    await page.getByRole('dialog').getByRole('button', { name: 'Go and bind the card' }).click();
    await page.getByLabel('Account holder name').waitFor();
    expect(readAskedFirst).toBe(true);
    expect(await sandbox.requests('cardInit')).toHaveLength(1);
  });

  it("Order Details: loanDetails and the status banner are asked before the renderer's code has arrived", async () => {
    const page = phone.page();
    const bootFile = manifest['boot.tsx'].file;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The renderer (React and all) is answered only once the picture the read decides has been asked for: were the
    // read or the picture to wait for the renderer, the page would never appear and the test would time out.
    const bannerAsked = new Promise<void>((resolve) =>
      page.on('request', (request) => request.url().endsWith('/banners/status-174.svg') && resolve()),
    );
    // Until then the borrower sees the loading view the HTML itself carries. It is looked at while the renderer is
    // still held: once released, the page may replace it before a busy test process looks (ci4 waited 30 s for a
    // loading view the page had already left, as the navigation's load event waits for the held file).
    let loadingWhileHeld: boolean | undefined;
    await page.route(`**/${bootFile}`, async (route) => {
      await bannerAsked;
      loadingWhileHeld = await page.locator('[data-page-loading]').isVisible();
      await route.continue();
    });
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174D`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(loadingWhileHeld).toBe(true);
    expect(await sandbox.requests('loanDetails')).toHaveLength(1);
    // The banner the page shows is the one fetched ahead: the browser asked for it once.
    expect(requested.filter((path) => path === '/banners/status-174.svg')).toHaveLength(1);
  });

  it("the base styles are in the document once: the HTML's copy, which the app does not add again", async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174D`);
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    const spinnerRules = await page.evaluate(
      () =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.page-spinner').length,
    );
    expect(spinnerRules).toBe(1);
  });

  it('hashed assets are cached for a year and immutable; HTML is checked each time', async () => {
    const entryFile = manifest[entryKey].file;
    expect((await fetch(`${baseUrl()}/${entryFile}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetch(`${baseUrl()}/loanDetail`)).headers.get('cache-control')).toBe('no-cache');
  });
});

describe("what every screen's code leaves out", () => {
  it("Emotion's unused withTheme helpers (hoist-non-react-statics and react-is): 3 KB no screen calls", () => {
    const renderer = readFileSync(join(import.meta.dirname, '../../dist', manifest['boot.tsx'].file), 'utf8');
    // A name from hoist-non-react-statics' list of React statics; React 19 itself has no such name.
    expect(renderer).not.toContain('getDefaultProps');
    expect(renderer).toContain('createRoot');
  });
});
