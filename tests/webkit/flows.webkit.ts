// The main flows in WebKit (MiniBrowser, Safari's engine) at 390x844, against the production build and the sandbox
// under the production CSP: real clicks and keystrokes through WebDriver, the requests checked at the sandbox.
import { describe, expect, it } from 'vitest';
import { SANDBOX_CAPTCHA } from '../../sandbox/fixtures/registration';
import { bridgeLog, pathOf, sandbox, setUpWebKitPhone } from './support/phone';
import { waitFor, type WebKitSession } from './support/webdriver';

const phone = setUpWebKitPhone();

const tap = async (session: WebKitSession, selector: string, text: string) =>
  session.click(await session.waitForText(selector, text));

async function typeInto(session: WebKitSession, label: string, text: string) {
  const field = await waitFor(() => session.findField(label), `the field "${label}"`);
  await session.type(field, text);
  return field;
}

const waitForPath = (session: WebKitSession, path: string | RegExp) =>
  waitFor(async () => {
    const current = await pathOf(session);
    return typeof path === 'string' ? current === path : path.test(current);
  }, `the address ${path}`);

const toast = (session: WebKitSession, text: string) => session.waitForText('[role="status"]', text);

/** Opens a bank-form picker, marks an option and confirms it. */
async function pick(session: WebKitSession, title: string, option: string) {
  await tap(session, 'button', title);
  await tap(session, '[role="dialog"] [role="radiogroup"] label', option);
  await tap(session, '[role="dialog"] button', 'Confirm');
  await waitFor(async () => (await session.findAll('[role="dialog"]')).length === 0, `the ${title} sheet to close`);
}

describe('main flows in WebKit at 390x844', () => {
  it('bind a bank card: keystrokes keep digits only, the pickers apply, Next saves to bind-card-new and closes the webview', async () => {
    const session = await phone.open('/bindBank?productId=P001');
    const account = await typeInto(session, 'Account number', '12ab 34-56.7890');
    expect(await session.property(account, 'value')).toBe('1234567890');
    await typeInto(session, 'Account holder name', 'Juan Dela Cruz');
    await pick(session, 'City of residence', 'Cebu - Cebu City');
    await pick(session, 'Payday', '15');
    await session.screenshot('flow-bindBank-filled');
    await tap(session, 'button', 'Next');
    await waitFor(async () => (await bridgeLog(session)).some((m) => m.name === 'closeWebview'), 'closeWebview');
    expect((await sandbox.requests('bindCardNew')).map((r) => r.body)).toEqual([
      {
        product_id: 'P001',
        cardType: '1',
        channelNumber: '90006',
        bankCardNo: '1234567890',
        accountName: 'Juan Dela Cruz',
        residenceCity: 'Cebu - Cebu City',
        salaryDay: '15',
      },
    ]);
  });

  it('Order Details: REPAY goes to the repayment screen with the bank tip flag set', async () => {
    const session = await phone.open('/loanDetail?productId=P001&orderId=ORD174D');
    await tap(session, 'button', 'REPAY');
    await waitForPath(session, '/repay?productId=P001&orderId=ORD174D');
    await session.waitForText('button', 'Show barcode');
    expect(await session.execute(() => sessionStorage.getItem('showBankTip'))).toBe('true');
    await session.screenshot('flow-repay');
  });

  it('complaint: a type, the description, Send posts problem-save, shows Successfully Sent, then back to the entry', async () => {
    const session = await phone.open('/complaint?orderId=ORD174');
    await tap(session, 'button', 'Repayment issue');
    await waitForPath(session, '/complainPageNext');
    await typeInto(session, 'Describe your problem', 'My payment is missing.');
    await tap(session, 'button', 'Send');
    await session.waitForText('[role="dialog"]', 'Successfully Sent');
    await session.screenshot('flow-complaint-sent');
    expect((await sandbox.requests('problemSave')).map((r) => r.body)).toEqual([
      expect.objectContaining({ problemType: '2', problemDetail: 'My payment is missing.', orderNo: 'ORD174' }),
    ]);
    await waitForPath(session, '/complaint?orderId=ORD174');
    await phone.recordProblems(); // the entry replaced the location: a new document
    expect(await session.execute(() => localStorage.length)).toBe(0);
  });

  it('loan confirmation: Go Loan pushes the loan and replaces the location with the order, from=confirm', async () => {
    const session = await phone.open('/confirmLoan?productId=P001');
    await tap(session, 'button', 'Go Loan');
    await waitForPath(session, '/loanDetail?productId=P001&orderId=ORD21&from=confirm');
    await phone.recordProblems();
    await session.waitForText('main', 'Under review');
    expect((await sandbox.requests('loanDetailPush')).map((r) => r.body)).toEqual([
      { amount: '5000', periods: '1', termUnit: '91', productId: 'P001' },
    ]);
    await session.screenshot('flow-confirmLoan-order');
  });

  it('promotion registration: phone, image code, SMS code, Register now; 注册成功 and the download page', async () => {
    const session = await phone.open('/promotion?templateId=12&app_from=ps&user_from=fb&utm_tag=nov');
    await waitFor(async () => (await session.findAll('img[src*="get-captcha"]')).length > 0, 'the captcha');
    const number = await typeInto(session, 'Mobile number', '1381234567899');
    expect(await session.property(number, 'value')).toBe('13812345678'); // 11 digits kept
    await typeInto(session, 'Image code', SANDBOX_CAPTCHA);
    await typeInto(session, 'SMS code', '123456');
    await session.screenshot('flow-promotion-filled');
    await tap(session, 'button', 'Register now');
    await toast(session, '注册成功');
    await waitForPath(session, /^\/promotion\?.*$/);
    await waitFor(async () => (await session.url()).includes('#/downloadTemplate?'), 'the download page');
    await session.waitForText('button', 'Get it on Google Play');
    expect((await sandbox.requests('register')).map((r) => r.body)).toEqual([
      expect.objectContaining({
        phone: '13812345678',
        capcode: SANDBOX_CAPTCHA,
        smsCode: '123456',
        id: '12',
        app_from: 'ps',
        user_from: 'fb',
        utm_tag: 'nov',
      }),
    ]);
  });
});
