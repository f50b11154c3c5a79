// Back is never a trap: every page with `onBack` (both loan confirmations), in a plain browser and in the app shell,
// with nothing to ask (isPopType 0: one press leaves) and with the retention popup (isPopType 1: Cancel leaves, Agree
// stays). The sandbox's override sets isPopType for each test. Chromium at 390x844, production build, production CSP.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import catalogue from '../../api/endpoints.json';
import { confirmDetail, confirmV2Detail } from '../../sandbox/fixtures/confirm';
import { baseUrl, bridgeLog, sandbox, setUpPhone } from './support/browser';

const phone = setUpPhone();

const PAGES_WITH_BACK = [
  { path: '/confirmLoan', endpoint: 'loanDetailConfirm', detail: confirmDetail },
  { path: '/confirmLoanV2', endpoint: 'confirmV2Detail', detail: confirmV2Detail },
] as const;

const RETENTION = 'Your loan is almost ready';

async function ready(page: Page) {
  await page.locator('main[aria-busy="false"]').waitFor();
}

/** The Android shell (env androidBridge "LenderApp"): records what it receives instead of the desktop bridge log. */
async function installAppShell(page: Page) {
  await page.addInitScript(() => {
    const received: string[] = [];
    const record = (name: string) => () => void received.push(name);
    Object.assign(window, {
      __shellReceived: received,
      LenderApp: { closeWebview: record('closeWebview'), toHome: record('toHome') },
    });
  });
}
const shellReceived = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shellReceived: string[] }).__shellReceived);
const nativeBack = (page: Page) => page.evaluate(() => window.onNativeBack?.());

describe.each(PAGES_WITH_BACK)('back on $path', ({ path, endpoint, detail }) => {
  /**
   * The server's answer with this retention flag; no promotional popup (it opens when NewButtonMsg has words), which is
   * not what these tests are about: with it open, back would close it first.
   */
  const askOnBack = (isPopType: 0 | 1) =>
    sandbox.override({
      endpoint,
      body: {
        code: catalogue.endpoints[endpoint].successCodes[0],
        message: 'success',
        data: { ...detail('P001'), isPopType, NewPopMsg: '', NewButtonMsg: '' },
      },
    });

  /** Opened from another page, as a borrower following a link would. */
  async function openFromAnotherPage(options: { app?: boolean } = {}) {
    const page = phone.page();
    if (options.app) await installAppShell(page);
    await page.goto(`${baseUrl()}/customerService`);
    await ready(page);
    await page.goto(`${baseUrl()}${path}?productId=P001`);
    await ready(page);
    return page;
  }
  const pathname = (page: Page) => new URL(page.url()).pathname;

  it('in a browser, with nothing to ask, one back press leaves to the page before', async () => {
    await askOnBack(0);
    const page = await openFromAnotherPage();
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL(/\/customerService$/);
    await ready(page);
    expect(await bridgeLog(page)).toEqual([]);
  });

  it('in a browser, with the retention popup, Agree stays (and back asks again) and Cancel leaves to the page before', async () => {
    await askOnBack(1);
    const page = await openFromAnotherPage();
    const dialog = page.getByRole('dialog', { name: RETENTION });
    await page.goBack({ waitUntil: 'commit' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathname(page)).toBe(path);
    await page.goBack({ waitUntil: 'commit' });
    await dialog.waitFor();
    expect(pathname(page)).toBe(path);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/customerService$/);
    expect(await bridgeLog(page)).toEqual([]);
  });

  it('through onNativeBack, with nothing to ask: false (the shell goes back itself) and no message on top', async () => {
    await askOnBack(0);
    const page = await openFromAnotherPage({ app: true });
    expect(await nativeBack(page)).toBe(false);
    expect(await shellReceived(page)).toEqual([]);
    expect(pathname(page)).toBe(path); // the page itself does not move: the shell does
    expect(await page.evaluate(() => history.state?.__pageBack ?? false)).toBe(false); // no entry of its own in the app
  });

  it('through onNativeBack, with the retention popup: true; Agree stays, Cancel closes the webview', async () => {
    await askOnBack(1);
    const page = await openFromAnotherPage({ app: true });
    const dialog = page.getByRole('dialog', { name: RETENTION });
    expect(await nativeBack(page)).toBe(true);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await shellReceived(page)).toEqual([]);
    expect(await nativeBack(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => shellReceived(page)).toEqual(['closeWebview']);
  });

  it('through onNativeBack in a plain browser: false with nothing to ask, true with the popup; nothing is sent', async () => {
    await askOnBack(0);
    const page = await openFromAnotherPage();
    expect(await nativeBack(page)).toBe(false);
    await askOnBack(1);
    await page.reload();
    await ready(page);
    expect(await nativeBack(page)).toBe(true);
    await page.getByRole('dialog', { name: RETENTION }).waitFor();
    expect(await bridgeLog(page)).toEqual([]);
  });
});

describe('back on a page opened directly (nothing before it)', () => {
  it("leaves nowhere: the page stays, and the back button is the browser's again", async () => {
    await sandbox.override({
      endpoint: 'loanDetailConfirm',
      body: { code: 0, message: 'success', data: { ...confirmDetail('P001'), isPopType: 0 } },
    });
    // A tab of its own, opened straight at the link (a page.goto keeps the new tab's about:blank behind it).
    const opener = phone.page();
    await opener.goto(`${baseUrl()}/customerService`);
    const [page] = await Promise.all([
      opener.waitForEvent('popup'),
      opener.evaluate((url) => void window.open(url), `${baseUrl()}/confirmLoan?productId=P001`),
    ]);
    await ready(page);
    expect(await page.evaluate(() => history.length)).toBe(2); // the link and the page's own entry
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => history.state?.__pageBack ?? false)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/confirmLoan');
    await page.getByRole('button', { name: 'Go Loan' }).waitFor();
    expect(await page.goBack()).toBeNull(); // nothing left to go back to: the browser's own back
  });
});
