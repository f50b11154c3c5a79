// Drives Debian's Chromium with playwright-core at a phone's size, against the preview server.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, expect, inject } from 'vitest';
import { sandboxClient } from '../../../stories/support/sandboxControl';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import type { ReceivedLogRecord } from '../../../sandbox/otlp';

export const baseUrl = () => inject('baseUrl');

const LAUNCH_ARGS = [...CHROMIUM_ARGS, '--disable-quic'];

/**
 * A set-up step with its own limit, well inside the hook's: a step that hangs fails the test naming the step (a hook
 * timeout says only "hook"), so a red run can be read rather than rerun.
 */
async function step<T>(label: string, ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work(), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Chromium, started once more if its first start does not come up in time: on two busy cores a start can stall in the
 * browser's own process launch (seen once in CI), which says nothing about the product. Playwright kills a start that
 * passes its `timeout`.
 */
async function launchChromium(): Promise<Browser> {
  const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS, timeout: 25_000 });
  try {
    return await launch();
  } catch (error) {
    console.warn(`Chromium did not start (${(error as Error).message.split('\n')[0]}); starting it once more`);
    return launch();
  }
}

/**
 * Opens one browser per test file and a fresh phone-sized page per test; fails a test that broke the CSP or threw an
 * uncaught error, except one whose message matches `expectedErrors` (a test that throws one on purpose).
 */
export function setUpPhone(options: { expectedErrors?: RegExp } = {}): { page: () => Page } {
  let browser: Browser;
  let page: Page;
  let problems: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await step('resetting the sandbox', 15_000, sandbox.reset);
    problems = [];
    const context = await step('opening a browser context', 15_000, () =>
      browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      }),
    );
    page = await step('opening a page', 15_000, () => context.newPage());
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /CSP violation|Content Security Policy|Refused to/.test(msg.text()))
        problems.push(msg.text());
    });
    page.on(
      'pageerror',
      (error) => options.expectedErrors?.test(error.message) || problems.push(`page error: ${error.message}`),
    );
  });
  afterEach(async () => {
    await step('closing the browser context', 15_000, async () => page?.context().close());
    expect(problems, 'no CSP violations or uncaught errors').toEqual([]);
  });
  return { page: () => page };
}

/** The sandbox control API of contracts.md, on the preview server the tests run against. */
export const sandbox = sandboxClient(() => baseUrl());

/** Messages the page sent to the native app (no host in a desktop browser: they land in window.__bridgeLog). */
export function bridgeLog(page: Page): Promise<Array<{ name: string; payload: unknown }>> {
  return page.evaluate(
    () => (window as unknown as { __bridgeLog?: Array<{ name: string; payload: unknown }> }).__bridgeLog ?? [],
  );
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
}

/**
 * Waits until the app has taken the screen over: its `<main>` shows no loading view and belongs to React. A screen
 * drawn at build time is in the HTML with `aria-busy="false"` before any script runs, and a tap on it does nothing
 * until React has hydrated it (a drawn button has no handler), so a test that taps must wait for this, not for the
 * drawn markup. React marks every element it owns with a `__reactFiber$…` property.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main[aria-busy="false"]');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * The telemetry records the sandbox has received once those the test waits for are among them. The app's telemetry
 * sink is a chunk fetched after the first paint (api/telemetry-deferred.ts holds what is heard until then), so a test
 * that left the page at once could leave before it arrived; instead the page is told it is hidden (its queue goes out
 * as a beacon, the sink's own pagehide flush) until what the test waits for has arrived.
 */
export async function telemetrySent(page: Page, arrived: (records: ReceivedLogRecord[]) => boolean) {
  let records: ReceivedLogRecord[] = [];
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      records = (await sandbox.beacons()).flatMap((beacon) => beacon.records);
      return arrived(records);
    })
    .toBe(true);
  return records;
}
