// `npm run shots -- pages/loanDetail.json --scenario ORD174 --scenario ORD200`: phone-sized (390x844) PNGs of a page
// file for chosen sandbox scenarios, with no app started by hand. It starts the dev server with its sandbox (or uses
// --base), opens the route with each scenario's query in Debian's Chromium, waits for the page to settle, writes one
// PNG per scenario to a folder it prints, and stops its server. A page file outside pages/ is previewed in the page
// lab (/testPreview/lab), which reads its page from local storage: the file's text is put there before it loads.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import manifest from '../pages.json' with { type: 'json' };
import { DEFAULT_DEVICE, STORAGE_KEY, initialState } from '../lab/state/labState';
import { freePort } from '../tests/e2e/support/freePort';
import { USAGE, ShotsUsageError, parseShotArgs, planShots, type Shot, type ShotPlan } from './shots/plan';
import { CHROMIUM_ARGS } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const PHONE = { width: 390, height: 844 };
const LAB_VIEWPORT = { width: 1400, height: 1000 };

/**
 * Requests the page has sent that have no answer yet. Not Playwright's 'networkidle': the lab leaves the bodies of its
 * sandbox-control answers unread, and Chromium counts such a request as in flight for ever.
 */
function inFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('response', (response) => open.delete(response.request()));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 30_000;

/** Waits until nothing is in flight for QUIET_MS: a call that starts another (a chain, a redirect) restarts the count. */
async function networkQuiet(pending: () => number): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline)
      throw new Error(`the page never went quiet: ${pending()} requests still open after ${SETTLE_LIMIT_MS / 1000} s`);
    if (pending() > 0) quietSince = Date.now();
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Waits for the screen's first load to end: no loading view, a quiet network, fonts and the pictures in view loaded. */
async function settle(page: Page, pending: () => number, scope: string): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const main = document.querySelector(`${selector} main`);
      return (
        main !== null && main.getAttribute('aria-busy') !== 'true' && !document.querySelector('[data-page-loading]')
      );
    },
    scope,
    { timeout: SETTLE_LIMIT_MS },
  );
  await networkQuiet(pending);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter(
      (image) => !image.complete && image.getBoundingClientRect().top < innerHeight,
    );
    // Inline, not a named helper: tsx would wrap a named function in a __name() call the page does not have.
    await Promise.all(
      inView.map(
        (image) =>
          new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          }),
      ),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function routeShot(browser: Browser, base: string, plan: ShotPlan, shot: Shot, file: string): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const pending = inFlight(page);
  page.on('pageerror', (error) => console.warn(`  [${shot.name}] page error: ${error.message}`));
  await page.goto(`${base}${plan.path}${shot.query ? `?${shot.query}` : ''}`);
  await settle(page, pending, 'body');
  await page.screenshot({ path: file });
  await context.close();
}

async function labShot(browser: Browser, base: string, plan: ShotPlan, shot: Shot, file: string): Promise<void> {
  const text = readFileSync(plan.file!, 'utf8');
  const query = new URLSearchParams(shot.query);
  const state = {
    ...initialState(text),
    file: relative(root, plan.file!),
    device: {
      ...DEFAULT_DEVICE,
      productId: query.get('productId') ?? DEFAULT_DEVICE.productId,
      orderId: query.get('orderId') ?? DEFAULT_DEVICE.orderId,
    },
    query: shot.query,
  };
  const context = await browser.newContext({ viewport: LAB_VIEWPORT, deviceScaleFactor: 2 });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify(state),
  ] as const);
  const page = await context.newPage();
  const pending = inFlight(page);
  page.on('pageerror', (error) => console.warn(`  [${shot.name}] page error: ${error.message}`));
  await page.goto(`${base}/testPreview/lab`);
  const verdict = page.getByTestId('verdict');
  await verdict.waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="phone-frame"] main') ||
      document.querySelector('[data-testid="verdict"]')?.textContent?.startsWith('Not previewed'),
  );
  if ((await verdict.textContent())?.startsWith('Not previewed')) {
    await context.close();
    throw new ShotsUsageError(
      `${relative(root, plan.file!)} is not a valid page (${await verdict.textContent()}): run npm run check:pages -- ${plan.file}`,
    );
  }
  await settle(page, pending, '[data-testid="phone-frame"]');
  // The phone's screen (the frame's child) is exactly 390x844: the picture a phone would show, without the lab.
  await page.getByTestId('phone-frame').locator('> div').screenshot({ path: file });
  await context.close();
}

async function startServer(): Promise<{ base: string; server: ViteDevServer }> {
  const port = await freePort();
  const server = await createServer({
    configLoader: 'runner',
    logLevel: 'warn',
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();
  return { base: `http://127.0.0.1:${port}`, server };
}

async function main(argv: string[]): Promise<void> {
  const args = parseShotArgs(argv);
  const plan = planShots(args, { root, routes: manifest.routes, exists: existsSync });
  const out = resolve(args.out ?? join(root, 'test-results/shots', plan.shots[0].name.split('-')[0]));
  mkdirSync(out, { recursive: true });
  const executablePath =
    process.env.CHROME_PATH ||
    execFileSync('bash', [join(root, 'scripts/find-chromium.sh')], { encoding: 'utf8' }).trim();
  const started = args.base ? null : await startServer();
  const base = args.base?.replace(/\/$/, '') ?? started!.base;
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS],
  });
  try {
    console.log(
      `${plan.mode === 'lab' ? `${plan.file} in the page lab's preview` : `route ${plan.route} (${plan.path})`} at ${PHONE.width}x${PHONE.height}, from ${base}`,
    );
    for (const shot of plan.shots) {
      // Each scenario starts from a fresh sandbox: no override or stored complaint of an earlier one leaks in.
      await fetch(`${base}/__sandbox/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const file = join(out, `${shot.name}.png`);
      await (plan.mode === 'lab' ? labShot : routeShot)(browser, base, plan, shot, file);
      console.log(`  ${shot.name}.png  ?${shot.query}`);
    }
    console.log(`PNGs in ${out}`);
  } finally {
    await browser.close();
    await started?.server.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ShotsUsageError ? `${error.message}\n\n${USAGE}` : error);
    process.exit(error instanceof ShotsUsageError ? 2 : 1);
  },
);
