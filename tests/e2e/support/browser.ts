// Drives Debian's Chromium with playwright-core at a phone's size, against the preview server.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, expect, inject } from 'vitest';
import { sandboxClient } from '../../../stories/support/sandboxControl';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

export const baseUrl = () => inject('baseUrl');

const LAUNCH_ARGS = [...CHROMIUM_ARGS, '--disable-quic'];

/**
 * Opens one browser per test file and a fresh phone-sized page per test; fails a test that broke the CSP or threw an
 * uncaught error, except one whose message matches `expectedErrors` (a test that throws one on purpose).
 */
export function setUpPhone(options: { expectedErrors?: RegExp } = {}): { page: () => Page } {
  let browser: Browser;
  let page: Page;
  let problems: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: LAUNCH_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await sandbox.reset();
    problems = [];
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
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
    await page?.context().close();
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
