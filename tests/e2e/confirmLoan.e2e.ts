// Loan confirmation and the joint-login failure page in Chromium at 390x844, against the production build and
// the sandbox, under the production CSP.
import { describe, expect, it } from 'vitest';
import { baseUrl, bridgeLog, sandbox, screenshot, setUpPhone } from './support/browser';

const phone = setUpPhone();

async function open(path: string) {
  const page = phone.page();
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main[aria-busy="false"]').waitFor();
  return page;
}

describe('Loan confirmation (end to end)', () => {
  it('the offer with consent checked; unchecked, Go Loan is grey and sends no push', async () => {
    const page = await open('/confirmLoan?productId=P001');
    const consent = page.getByRole('checkbox', { name: 'I have read and agree to' });
    expect(await consent.isChecked()).toBe(true);
    await screenshot(page, 'confirmLoan');
    await consent.uncheck();
    const goLoan = page.getByRole('button', { name: 'Go Loan' });
    expect(await goLoan.isDisabled()).toBe(true);
    await goLoan.click({ force: true });
    await screenshot(page, 'confirmLoan-unchecked');
    // The control: checked again, Go Loan pushes. Taps are handled in order, so a push from the grey tap would have
    // been sent first, and there would be two.
    await consent.check();
    await goLoan.click();
    await expect.poll(async () => (await sandbox.requests('loanDetailPush')).length).toBe(1);
  });

  it('Go Loan pushes the loan and replaces the location with lendDetailsUrl and from=confirm', async () => {
    await open('/customerService');
    const page = await open('/confirmLoan?productId=P001');
    await page.getByRole('button', { name: 'Go Loan' }).click();
    await page.waitForURL(/\/loanDetail\?productId=P001&orderId=ORD21&from=confirm$/);
    expect((await sandbox.requests('loanDetailPush')).map((r) => r.body)).toEqual([
      { amount: '5000', periods: '1', termUnit: '91', productId: 'P001' },
    ]);
    await page.getByText('Under review').first().waitFor();
    // Replaced, not pushed (its back entry included): back from the order skips the submitted confirmation.
    await page.goBack();
    await page.waitForURL(/\/customerService$/);
  });

  it('a double tap on Go Loan sends one push', async () => {
    await sandbox.override({ endpoint: 'loanDetailPush', delayMs: 400, times: 1 });
    const page = await open('/confirmLoan?productId=P001');
    await page.getByRole('button', { name: 'Go Loan' }).dblclick();
    await page.waitForURL(/from=confirm$/);
    expect(await sandbox.requests('loanDetailPush')).toHaveLength(1);
  });

  it('the loan-agreement modal opens at once with the agreement in a script-free frame', async () => {
    const page = await open('/confirmLoan?productId=P002');
    const dialog = page.getByRole('dialog', { name: 'Loan Agreement' });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe[title="Loan Agreement"]').getByText('1. Parties').waitFor();
    await screenshot(page, 'confirmLoan-agreement');
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: 'I have read and agree to' }).isChecked()).toBe(true);
  });

  it('an agreement link opens the document through the guard', async () => {
    const page = await open('/confirmLoan?productId=P001');
    await page.getByRole('button', { name: 'Loan Agreement' }).click();
    await page.waitForURL(/\/__sandbox\/docs\/loan-agreement\.html\?productId=P001$/);
    const [jump] = await sandbox.requests('contractJump');
    expect(jump.body).toMatchObject({ productId: 'P001', scene: '3', position: '0' });
  });
  // Back (browser and native, both versions, leaving and staying): backLeaves.e2e.ts.
});

describe('Loan confirmation, second version (end to end)', () => {
  it('the promotional popup, then the same flow on its own endpoints', async () => {
    const page = await open('/confirmLoanV2?productId=P001');
    const promo = page.getByRole('dialog', { name: 'A gift for you' });
    await promo.waitFor();
    await screenshot(page, 'confirmLoanV2-promotion');
    await promo.getByRole('button', { name: 'Close' }).click();
    await promo.waitFor({ state: 'detached' });
    await screenshot(page, 'confirmLoanV2');
    await page.getByRole('button', { name: 'Go Loan' }).click();
    await page.waitForURL(/from=confirm$/);
    expect(await sandbox.requests('confirmV2Push')).toHaveLength(1);
  });
});

describe('Joint-login failure (end to end)', () => {
  it('a product with clickable 0 is grey and does nothing; a clickable one tracks and opens its link', async () => {
    const page = await open('/loginFailure?productId=P001');
    await screenshot(page, 'loginFailure');
    const full = page.getByRole('article', { name: 'SahodCash' }).getByRole('button', { name: 'Full today' });
    expect(await full.isDisabled()).toBe(true);
    await full.click({ force: true });
    // The clickable product is the control: taps are handled in order, so calls from the grey one would come first.
    await page.getByRole('article', { name: 'KwartaNow' }).getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/confirmLoan\?productId=P002$/);
    expect(await sandbox.requests('failureTrack')).toHaveLength(1);
    expect(await sandbox.requests('failureProductJump')).toHaveLength(1);
  });

  it('a non-http product link goes to the native app', async () => {
    const page = await open('/loginFailure?productId=P001');
    await page.getByRole('article', { name: 'BayadAgad' }).getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => (await bridgeLog(page)).find((m) => m.name === 'to')?.payload)
      .toBe('productDetail?productId=P003');
  });
});
