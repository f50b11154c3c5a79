import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, sandbox, screenshot, setUpPhone } from './support/browser';
import { scanBarcode, scanQr } from './support/pixels';

const phone = setUpPhone();
const PAY_CODE = '7421 9930 1184';

async function chooseChannel(name: string) {
  const page = phone.page();
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a payment channel' });
  await sheet.waitFor();
  await screenshot(page, 'repay-channels');
  await sheet.getByRole('button', { name }).click();
}

// The production Permissions-Policy forbids reading the clipboard (clipboard-read=()), so the test records
// what the app writes to it instead of reading it back.
async function recordCopies(page: Page) {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    const copied: string[] = [];
    (window as unknown as { __copied: string[] }).__copied = copied;
    clipboard.writeText = (text: string) => {
      copied.push(text);
      return write(text);
    };
  });
}

const copiedTexts = (page: Page) => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);

describe('Instalment repayment (end to end)', () => {
  it('Order Details REPAY reaches the working repay screen', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174D`);
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '₱2.275' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/repay');
    await screenshot(page, 'repay');
  });

  it('Rollover Repayment reaches the working delay screen', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174D`);
    await page.getByRole('button', { name: 'Rollover Repayment' }).click();
    await page.getByText(/^Next payment date:/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/repayDelay');
    await screenshot(page, 'repayDelay');
  });

  it('a store channel leads to payUrl, whose QR code a camera reads back as the pay code', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/repay?productId=P001&orderId=ORD174`);
    await chooseChannel('7-Eleven');
    await page.waitForURL(/\/repaymentOfCode\?/);
    const qr = page.getByRole('img', { name: 'QR code of your pay code' });
    await qr.waitFor();
    const [request] = await sandbox.requests('generateVcode');
    expect(request.body).toEqual({ productId: 'P001', orderId: 'ORD174', amount: '227500', channelNumber: '90201' });
    expect(await scanQr(page, qr)).toBe(PAY_CODE);
    await screenshot(page, 'repaymentOfCode-qr');
  });

  it('an e-wallet channel leads to the copyable code; Copy code puts it on the clipboard', async () => {
    const page = phone.page();
    await page.context().grantPermissions(['clipboard-write'], { origin: baseUrl() });
    await recordCopies(page);
    await page.goto(`${baseUrl()}/repay?productId=P001&orderId=ORD174`);
    await chooseChannel('GCash');
    await page.waitForURL(/\/repaymentOfCode\?.*showType=1/);
    await page.getByRole('button', { name: 'Copy code' }).click();
    await page.getByRole('status').getByText('copy success').waitFor();
    expect(await copiedTexts(page)).toEqual([PAY_CODE]);
    await expect
      .poll(() => page.getByRole('img', { name: 'Payment channel' }).getAttribute('src'))
      .toContain('/__sandbox/img/gcash.svg');
    await screenshot(page, 'repaymentOfCode-code');
  });

  it('the barcode popup draws a Code 128 barcode a scanner reads back as the pay code', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/repay?productId=P001&orderId=ORD174`);
    await page.getByRole('button', { name: 'Show barcode' }).click();
    const barcode = page
      .getByRole('dialog', { name: 'Pay at the counter' })
      .getByRole('img', { name: 'Barcode of your pay code' });
    await barcode.waitFor();
    await screenshot(page, 'repay-barcode');
    const modules = Number((await barcode.getAttribute('viewBox'))!.split(' ')[2]);
    expect(await scanBarcode(page, barcode, modules)).toBe(PAY_CODE);
  });

  it('the pay-code box stores the info; /repaymentOfCode2 shows it and copies the code', async () => {
    const page = phone.page();
    await page.context().grantPermissions(['clipboard-write'], { origin: baseUrl() });
    await recordCopies(page);
    await page.goto(`${baseUrl()}/repay?productId=P001&orderId=ORD174`);
    await page.getByRole('button', { name: /Pay with Dragonpay/ }).click();
    await page.waitForURL(/\/repaymentOfCode2$/);
    await page.getByText('Total payment').waitFor();
    await screenshot(page, 'repaymentOfCode2');
    await page.getByRole('button', { name: 'Copy code' }).click();
    await page.getByRole('status').getByText('copy success').waitFor();
    expect(await copiedTexts(page)).toEqual([PAY_CODE]);
    await page.reload();
    await page.getByText('Total payment').waitFor();
  });
});

describe('Delay repayment and guidance (end to end)', () => {
  it('a channel on the delay page sends isDelay=1 with the delay amount and opens payUrl', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/repayDelay?productId=P001&orderId=ORD174D`);
    await chooseChannel('Maya');
    await page.waitForURL(/\/repaymentOfCode\?/);
    const [request] = await sandbox.requests('generateVcode');
    expect(request.body).toMatchObject({ amount: '125000', channelNumber: '90102', isDelay: '1' });
    await page.getByRole('button', { name: 'Copy code' }).waitFor();
  });

  it('the instructions banner opens the Dragonpay guide, whose pictures open full screen', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/repay?productId=P001&orderId=ORD174`);
    await page.getByRole('button', { name: /Repayment instructions/ }).click();
    await page.waitForURL(/\/dragonpay$/);
    await page.getByText('Pay with an e-wallet (Bills Payment)').waitFor();
    expect(await page.getByText('Pay with an e-wallet (Bills Payment)').isVisible()).toBe(true);
    await screenshot(page, 'dragonpay');
    await page.getByRole('button', { name: 'GCash: enter the reference number and confirm' }).click();
    const viewer = page.getByRole('dialog', { name: 'GCash: enter the reference number and confirm' });
    await viewer.waitFor();
    expect(await viewer.isVisible()).toBe(true);
    await screenshot(page, 'dragonpay-viewer');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('/repaymentOfCode2 with nothing stored says so', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/repaymentOfCode2`);
    await page.getByText('No repayment code yet').waitFor();
    expect(await page.getByText('No repayment code yet').isVisible()).toBe(true);
    await screenshot(page, 'repaymentOfCode2-empty');
  });
});
