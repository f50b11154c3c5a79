// Legacy card repayment in Chromium at 390x844, against the production build and the sandbox, under the
// production CSP: the SMS flow with 800006, the resend countdown, 800005 and a dropped connection.
import { describe, expect, it } from 'vitest';
import { baseUrl, sandbox, screenshot, setUpPhone } from './support/browser';
import { pauseClock } from './support/clock';

const phone = setUpPhone();
const PATH = '/repayChoose?orderId=ORD174&amount=5682.50&productId=P001';

const open = async () => {
  const page = phone.page();
  // The page's clock is Playwright's, stopped once the page stands: the 60 s countdown moves only when a test runs it.
  await page.clock.install();
  await page.goto(`${baseUrl()}${PATH}`);
  await page.getByRole('button', { name: 'Confirm repayment' }).waitFor();
  await pauseClock(page);
  return page;
};
const status = (page: Awaited<ReturnType<typeof open>>) => page.getByRole('status');

describe('Legacy repayment (end to end)', () => {
  it('SMS flow: no card toast, commit, 60 s countdown, 800006 keeps the code, the right code reaches Order Details', async () => {
    const page = await open();
    await screenshot(page, 'repayChoose-cards');
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect.poll(() => status(page).textContent()).toContain('请先选择银行卡');
    expect(await sandbox.requests('repaymentCommit')).toEqual([]);

    await page.getByRole('button', { name: /^BDO Unibank/ }).click();
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    const code = page.getByLabel('SMS verification code');
    await code.waitFor();
    const resend = page.getByRole('button', { name: /^Resend/ });
    expect(await resend.textContent()).toBe('Resend in 60s');
    expect(await resend.getAttribute('aria-disabled')).toBe('true');
    await page.clock.runFor(15_000);
    await expect.poll(() => resend.textContent()).toBe('Resend in 45s');
    // Playwright waits for an aria-disabled button to become enabled; a person can still tap it.
    await resend.click({ force: true });
    await expect.poll(() => status(page).textContent()).toContain('Please wait 45s');
    expect(await sandbox.requests('repaymentCommit')).toHaveLength(1);
    await screenshot(page, 'repayChoose-sms');

    await code.fill('654321');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toContain('Wrong verification code');
    expect(await code.inputValue()).toBe('654321');
    await screenshot(page, 'repayChoose-800006');

    await page.clock.runFor(45_000);
    await expect.poll(() => resend.textContent()).toBe('Resend code');
    await resend.click();
    await expect.poll(async () => (await sandbox.requests('repaymentCommit')).length).toBe(2);
    expect((await sandbox.requests('repaymentCommit'))[1].body).toMatchObject({ sendMsg: '1' });

    await code.fill('123456');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(/\/loanDetail\?productId=P001&orderId=ORD174$/);
    expect((await sandbox.requests('repaymentConfirm')).map((r) => r.body)).toEqual([
      { orderId: 'ORD174', verifyCode: '654321', repaymentRecordId: 'RR-1' },
      { orderId: 'ORD174', verifyCode: '123456', repaymentRecordId: 'RR-1' },
    ]);
  });

  it("an empty code sends nothing; 800006 with the server's own words ('2 tries left') shows them", async () => {
    const page = await open();
    await page.getByRole('button', { name: /^BDO Unibank/ }).click();
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await page.getByLabel('SMS verification code').waitFor();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toContain('Please enter the correct 6-digit verification code');
    expect(await sandbox.requests('repaymentConfirm')).toEqual([]);

    await sandbox.override({
      endpoint: 'repaymentConfirm',
      body: { code: 800006, message: 'Wrong code: 2 tries left', data: null },
      times: 1,
    });
    await page.getByLabel('SMS verification code').fill('654321');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toContain('Wrong code: 2 tries left');
  });

  it('800005: committing the same order again (after a reload) says not to submit twice', async () => {
    const page = await open();
    await page.getByRole('button', { name: /^Metrobank/ }).click();
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await page.getByLabel('SMS verification code').waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Metrobank/ }).click();
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect.poll(() => status(page).textContent()).toContain('Please do not submit the payment request twice.');
    expect(await page.getByLabel('SMS verification code').count()).toBe(0);
    await screenshot(page, 'repayChoose-800005');
  });

  it('a dropped connection shows the text error; Retry sends the commit again', async () => {
    await sandbox.override({ endpoint: 'repaymentCommit', fault: 'abort' });
    const page = await open();
    await page.getByRole('button', { name: /^BDO Unibank/ }).click();
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await page.getByText('Network error. Check your connection and try again.').waitFor();
    await screenshot(page, 'repayChoose-network');
    await sandbox.reset();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('SMS verification code').waitFor();
    // The commit went through this time: the code's field in place of the error.
    expect(await page.getByLabel('SMS verification code').isVisible()).toBe(true);
    expect(await page.getByText('Network error. Check your connection and try again.').count()).toBe(0);
  });

  it('another channel: the returned link opens through the guard', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Pay through another channel' }).click();
    await page.waitForURL(/\/repaymentOfCode\?showType=2&/);
    expect((await sandbox.requests('repaymentHuichao')).map((r) => r.body)).toEqual([
      { userId: 'U1001', orderId: 'ORD174', amount: '5682.50' },
    ]);
  });
});
