// The bank form in Chromium at 390x844, against the production build and the sandbox, under the production CSP.
import { describe, expect, it } from 'vitest';
import { baseUrl, bridgeLog, sandbox, screenshot, setUpPhone } from './support/browser';
import { fillBankCard, pick } from './support/bankForm';

const phone = setUpPhone();

const open = async (query = 'productId=P001') => {
  const page = phone.page();
  await page.goto(`${baseUrl()}/bindBank?${query}`);
  await page.locator('[data-region="next"], [data-region="loadError"]').first().waitFor();
  return page;
};

const BANK_CARD_VALUES = {
  product_id: 'P001',
  cardType: '1',
  channelNumber: '90006',
  bankCardNo: '1234567890',
  accountName: 'Juan Dela Cruz',
  residenceCity: 'Cebu - Cebu City',
  salaryDay: '15',
};

describe('Bank form (end to end)', () => {
  it('loads with product_id; the card-type tabs filter the items; number items keep digits only', async () => {
    const page = await open();
    expect((await sandbox.requests('cardInit')).map((r) => r.body)).toEqual([{ product_id: 'P001' }]);
    expect(await page.title()).toBe('Payment account information');
    await expect(page.getByRole('tab', { name: 'Bank card' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: /^Bank/ }).textContent()).resolves.toContain('BDO Unibank');
    await screenshot(page, 'bindBank-bank-card');

    const account = page.getByLabel('Account number');
    await account.pressSequentially('12ab 3-4.5');
    expect(await account.inputValue()).toBe('12345');

    await page.getByRole('tab', { name: 'E-wallet' }).click();
    await page.getByLabel('E-wallet mobile number').waitFor();
    expect(await page.getByLabel('Account number').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Bank/ }).count()).toBe(0);
    const wallet = page.getByLabel('E-wallet mobile number');
    await wallet.pressSequentially('0917-abc-1234567');
    expect(await wallet.inputValue()).toBe('09171234567');
    await screenshot(page, 'bindBank-e-wallet');
  });

  it('an enum picker opens a sheet with Confirm and Cancel; Cancel keeps the value, Confirm applies it', async () => {
    const page = await open();
    const bank = page.getByRole('button', { name: /^Bank/ });
    await bank.click();
    const sheet = page.getByRole('dialog', { name: 'Bank' });
    await sheet.getByText('Metrobank', { exact: true }).click();
    await screenshot(page, 'bindBank-picker');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    expect(await bank.textContent()).toContain('BDO Unibank');
    await pick(page, 'Bank', 'Metrobank');
    expect(await bank.textContent()).toContain('Metrobank');
  });

  it('Next validates first, naming the missing field; then saves to bind-card-new once and closes the webview', async () => {
    // A phone network's latency, so the double tap lands while the save is still running.
    await sandbox.override({ endpoint: 'bindCardNew', delayMs: 400 });
    const page = await open();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('status').getByText('Please fill in account number').waitFor();
    await screenshot(page, 'bindBank-validation');
    expect(await sandbox.requests('bindCardNew')).toEqual([]);
    await fillBankCard(page);
    await page.getByRole('button', { name: 'Next' }).dblclick();
    await expect.poll(async () => (await bridgeLog(page)).map((m) => m.name)).toContain('closeWebview');
    expect((await sandbox.requests('bindCardNew')).map((r) => r.body)).toEqual([BANK_CARD_VALUES]);
    expect(await sandbox.requests('bindCardChange')).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/bindBank');
  });

  it('with source=loanDetail it saves to bind-card-change, closes the webview and goes to /loanDetail with source=loanDetail', async () => {
    const page = await open('productId=P001&orderId=ORDCARD&source=loanDetail');
    await fillBankCard(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/loanDetail\?/);
    const target = new URL(page.url());
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      productId: 'P001',
      orderId: 'ORDCARD',
      source: 'loanDetail',
    });
    expect((await sandbox.requests('bindCardChange')).map((r) => r.body)).toEqual([BANK_CARD_VALUES]);
    expect(await sandbox.requests('bindCardNew')).toEqual([]);
    // In-app navigation keeps the document, so the bridge log still shows the close message.
    expect((await bridgeLog(page)).map((m) => m.name)).toContain('closeWebview');
  });

  it('a save failure shows the server message and keeps every value typed', async () => {
    await sandbox.override({
      endpoint: 'bindCardNew',
      body: { code: '5001', message: 'Bank is under maintenance', data: null },
      times: 1,
    });
    const page = await open();
    await fillBankCard(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('status').getByText('Bank is under maintenance').waitFor();
    expect(await bridgeLog(page)).toEqual([]);
    expect(await page.getByLabel('Account number').inputValue()).toBe('1234567890');
    expect(await page.getByLabel('Account holder name').inputValue()).toBe('Juan Dela Cruz');
    expect(await page.getByRole('button', { name: /^City of residence/ }).textContent()).toContain('Cebu - Cebu City');
    expect(await page.getByRole('button', { name: /^Payday/ }).textContent()).toContain('15');
  });

  it('a card-init failure shows the Chinese card-list message; Retry loads the form', async () => {
    await sandbox.override({ endpoint: 'cardInit', fault: 'http500', times: 1 });
    const page = await open();
    await page.getByRole('heading', { name: '查询银行卡列表失败' }).waitFor();
    await page.getByRole('status').getByText('查询银行卡列表失败', { exact: true }).waitFor();
    await screenshot(page, 'bindBank-load-error');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Next' }).waitFor();
    // The form in place of the error: its button shows and the card-list message is gone.
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    expect(await page.getByRole('heading', { name: '查询银行卡列表失败' }).count()).toBe(0);
  });
});
