// The lender's real server is loosely typed. Served for real through the sandbox and opened in Chromium, answers that
// differ from their documentation the way real back ends do leave the bank form, the instalment and delay pages and
// Order Details working: their main actions go through.
import { describe, expect, it } from 'vitest';
import { BANK_FORM_ITEMS } from '../../sandbox/fixtures/bank';
import { DEFAULT_LOAN_DETAILS } from '../../sandbox/fixtures/loanDetails';
import { DELAY_DETAIL, INSTALMENT_DETAIL } from '../../sandbox/fixtures/repayment';
import { baseUrl, sandbox, screenshot, setUpPhone } from './support/browser';
import { fillBankCard } from './support/bankForm';

const phone = setUpPhone();
const ok = (code: string, data: unknown) => ({ code, message: 'success', data });

describe('loose answers in the browser', () => {
  it('the bank form with an inputType of "", flags as text and channel numbers as numbers: Next binds the card', async () => {
    const items = BANK_FORM_ITEMS.map((item) => ({
      ...item,
      inputType: item.code === 'bankCardNo' ? '' : item.inputType,
      cardTypeMi: String(item.cardTypeMi),
      note: item.note.map((option) => ({ ...option, type: Number(option.type) })),
      subtitle: null,
    }));
    await sandbox.override({ endpoint: 'cardInit', body: ok('00', { items }) });
    const page = phone.page();
    await page.goto(`${baseUrl()}/bindBank?productId=P001`);
    await fillBankCard(page);
    await screenshot(page, 'loose-bindBank');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await sandbox.requests('bindCardNew')).length).toBe(1);
    const [request] = await sandbox.requests('bindCardNew');
    expect(request.body).toMatchObject({
      product_id: 'P001',
      cardType: '1',
      channelNumber: '90006',
      bankCardNo: '1234567890',
      residenceCity: 'Cebu - Cebu City',
    });
  });

  it('instalments whose amounts come preformatted ("₱845.50") show them as written, and Payment Method still pays', async () => {
    const plan = INSTALMENT_DETAIL.repayPlan.map((row, index) => ({
      ...row,
      amount: index === 0 ? '₱845.50' : String(row.amount),
    }));
    await sandbox.override({
      endpoint: 'loanPlayDetail',
      body: ok('0', {
        ...INSTALMENT_DETAIL,
        repayAmount: '₱845.50',
        repayPlan: plan,
        isShowReyTop: '1',
        noticeMsg: null,
      }),
    });
    const page = phone.page();
    await page.goto(`${baseUrl()}/repay?productId=P001&orderId=ORD174`);
    await page.getByRole('heading', { level: 1, name: '₱845.50' }).waitFor();
    expect(await page.getByText('₱0', { exact: true }).count()).toBe(0);
    await screenshot(page, 'loose-repay');
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('dialog', { name: 'Choose a payment channel' }).getByRole('button', { name: 'GCash' }).click();
    await page.waitForURL(/\/repaymentOfCode\?/);
    const [request] = await sandbox.requests('generateVcode');
    expect(request.body).toMatchObject({ orderId: 'ORD174', amount: '₱845.50' });
  });

  it('the delay page with its fee as text and null remarks shows the fee as written, and Payment Method still pays', async () => {
    const plan = DELAY_DETAIL.repayPlan.map((row) => ({ ...row, remark: null, amount: String(row.amount) }));
    await sandbox.override({
      endpoint: 'delayDetail',
      body: ok('0', {
        ...DELAY_DETAIL,
        repayPlan: plan,
        delayInfo: { ...DELAY_DETAIL.delayInfo, delayAmount: '₱1,250.00' },
      }),
    });
    const page = phone.page();
    await page.goto(`${baseUrl()}/repayDelay?productId=P001&orderId=ORD174D`);
    await page.getByRole('heading', { level: 1, name: '₱1,250.00' }).waitFor();
    await screenshot(page, 'loose-repayDelay');
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('dialog', { name: 'Choose a payment channel' }).getByRole('button', { name: 'GCash' }).click();
    await page.waitForURL(/\/repaymentOfCode\?/);
    const [request] = await sandbox.requests('generateVcode');
    expect(request.body).toMatchObject({ orderId: 'ORD174D', amount: '₱1,250.00', isDelay: '1' });
  });

  it('Order Details with its status as text, isDelay as a number and nulls: REPAY and Rollover Repayment both work', async () => {
    await sandbox.override({
      endpoint: 'loanDetails',
      body: ok('0', {
        ...DEFAULT_LOAN_DETAILS,
        orderStatus: '174',
        isDelay: 1,
        cardNeedPop: '0',
        isScore: null,
        KindTipsMsg: null,
        telephone: null,
        userOrderDetail: { detail: null },
      }),
    });
    const page = phone.page();
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORD174D`);
    await page.getByRole('button', { name: 'Rollover Repayment' }).waitFor();
    await screenshot(page, 'loose-loanDetail');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(/\/repay\?/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD174D');
    // Back on the order, the second button leads to the rollover screen for the same order.
    await page.goBack();
    await page.getByRole('button', { name: 'Rollover Repayment' }).click();
    await page.waitForURL(/\/repayDelay\?/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD174D');
  });
});
