// What a robustness and hostile-input probe over the routes found, each in Chromium against the production build and
// the sandbox under the production CSP: links and numbers from the server, the legacy repayment's way to Order
// Details, an agreement that cannot be shown, query values, long words at 320 px, an over-long pay code and stored
// values of the wrong shape.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_QUERIES } from '../../scripts/example-queries';
import { baseUrl, bridgeLog, sandbox, screenshot, setUpPhone } from './support/browser';
import { overrideData } from './support/answers';

const phone = setUpPhone();
const LOAN = { productId: 'P001', orderId: 'ORD174' };

const open = async (path: string, page: Page = phone.page()) => {
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main[aria-busy="false"]').waitFor();
  return page;
};
const toast = (page: Page, words: string) => expect.poll(() => page.getByRole('status').textContent()).toContain(words);
/** Every navigation the page asked the browser for, mailto: and other origins included (none is let through). */
function navigations(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => request.isNavigationRequest() && asked.push(request.url()));
  return asked;
}

describe('links and numbers from the server (end to end)', () => {
  it('a playeduL of mailto: does not open the mail app when Order Details loads', async () => {
    await overrideData('loanDetails', LOAN, (data) => void (data.playeduL = 'mailto:help@pesonow.ph'));
    const page = phone.page();
    const asked = navigations(page);
    await open('/loanDetail?productId=P001&orderId=ORD174', page);
    await toast(page, 'This link cannot be opened.');
    expect(asked.filter((url) => !url.startsWith(baseUrl()))).toEqual([]);
    expect(page.url()).toBe(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174`);
  });

  it('the phone number for the native app is checked: an intent:// never reaches it', async () => {
    await overrideData('contactKfInfo', { overall: 30 }, (data) => void (data.smWa = 'intent://dial#Intent;end'));
    const page = await open('/customerService');
    await page.getByRole('button', { name: /^Telephone/ }).click();
    await toast(page, 'This number cannot be called.');
    expect((await bridgeLog(page)).map((message) => message.name)).not.toContain('callTelephone');
  });

  it("a server link to a lookalike of a partner's origin stays refused; a listed partner opens", async () => {
    // The push's answer as the lender's server sends it (no sandbox push is made for it: a push is a loan).
    const pushAnswer = (lendDetailsUrl: string) => ({ code: 0, message: 'success', data: { lendDetailsUrl } });
    await sandbox.override({
      endpoint: 'loanDetailPush',
      body: pushAnswer('https://pay.pesonow.ph.evil.example/'),
      times: 1,
    });
    const page = phone.page();
    const asked = navigations(page);
    await page.route('https://gw.dragonpay.ph/**', (route) => route.fulfill({ status: 200, body: 'partner' }));
    await open('/confirmLoan?productId=P001', page);
    await page.getByRole('button', { name: 'Go Loan' }).click();
    await toast(page, 'This link cannot be opened.');
    expect(asked.filter((url) => url.includes('evil'))).toEqual([]);
    await sandbox.override({ endpoint: 'loanDetailPush', body: pushAnswer('https://gw.dragonpay.ph/Pay.aspx?t=1') });
    await page.getByRole('button', { name: 'Go Loan' }).click();
    await page.waitForURL('https://gw.dragonpay.ph/Pay.aspx?t=1&from=confirm');
  });
});

describe('flows the probe broke (end to end)', () => {
  it('the legacy repayment at the address npm start prints reaches Order Details, which shows the order', async () => {
    const page = await open(`/repayChoose${EXAMPLE_QUERIES.repayChoose}`);
    await page.getByRole('button', { name: /^BPI/ }).click();
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await page.waitForURL(/\/loanDetail\?productId=P001&orderId=ORD174$/);
    await page.locator('[data-region="statusBanner"]').waitFor();
    expect(await page.getByText("We couldn't load your order").count()).toBe(0);
  });

  it('a loan agreement the frame cannot show offers no Agree', async () => {
    await overrideData('loanDetailConfirm', { productId: 'P002' }, (data) => {
      data.popAgreementUrl = 'https://evil.example/agreement.html';
    });
    const page = await open('/confirmLoan?productId=P002');
    const dialog = page.getByRole('dialog', { name: 'Loan Agreement' });
    await dialog.getByText('This document cannot be shown here.').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Agree' }).count()).toBe(0);
    await screenshot(page, 'confirmLoan-agreement-unavailable');
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
  });

  it('a query value is decoded once: the pay code AB%25CD shows as AB%CD', async () => {
    const page = await open('/repaymentOfCode?showType=1&payCode=AB%25CD&repayAmount=227500');
    await page.getByText('AB%CD', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.body.innerText.includes('\uFFFD'))).toBe(false);
  });

  it('a pay code over 64 characters is said so when its row is tapped', async () => {
    await overrideData('loanPlayDetail', LOAN, (data) => {
      (data.defDetail as Record<string, unknown>).payCode = '7'.repeat(70);
    });
    const page = await open('/repay?productId=P001&orderId=ORD174');
    await page.getByRole('button', { name: /Pay with Dragonpay/ }).click();
    await toast(page, 'This pay code is longer than 64 characters');
    expect(page.url()).toContain('/repay?');
  });

  it('a stored complaint choice whose title is not text shows no "[object Object]"', async () => {
    const page = await open('/complaintList');
    await page.evaluate(() =>
      localStorage.setItem('complaintChoice', JSON.stringify({ problemType: 2, problemTypeTitle: { en: 'x' } })),
    );
    await open('/complainPageNext', page);
    await page.getByRole('textbox', { name: 'Describe your problem' }).waitFor();
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('[object Object]');
  });
});

describe('a long unbroken server word (end to end)', () => {
  const LONG = `Payment${'X'.repeat(90)}`;
  const lengthen = (value: unknown): unknown =>
    typeof value === 'string' && /[a-z]/i.test(value) && !/^\/|^https?:/.test(value)
      ? value + LONG
      : Array.isArray(value)
        ? value.map(lengthen)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, lengthen(inner)]))
          : value;
  const within = (page: Page, name: string, width: number) =>
    page
      .getByRole('button', { name, exact: true })
      .first()
      .evaluate((button, w) => button.getBoundingClientRect().right <= w, width);

  it.each([320, 390])(
    'wraps inside %i px: no sideways scroll, Payment Method and Close stay on screen',
    async (width) => {
      await overrideData('loanPlayDetail', LOAN, (data) => Object.assign(data, lengthen(data)));
      const page = phone.page();
      await page.setViewportSize({ width, height: 844 });
      await open('/repay?productId=P001&orderId=ORD174', page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await within(page, 'Payment Method', width)).toBe(true);
      await screenshot(page, `repay-long-words-${width}`);
      await page.getByRole('button', { name: 'Show barcode' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await within(page, 'Close', width)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );
});
