// Promotion registration in Chromium at 390x844, against the production build and the sandbox, under the
// production CSP: captcha refresh, each field message, getSms 0 / 101 / 11 with the countdown, register
// 0 / 11 / -1, and the download and agreement hash pages with their parameters, back/forward and reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGISTERED_PHONE, SANDBOX_CAPTCHA } from '../../sandbox/fixtures/registration';
import { baseUrl, sandbox, screenshot, setUpPhone } from './support/browser';
import { pauseClock } from './support/clock';

const phone = setUpPhone();
const QUERY = 'templateId=12&app_from=ps&user_from=fb&utm_tag=nov&links_id=L7';
const HASH_QUERY = 'app_from=ps&user_from=fb&utm_tag=nov&id=12&links_id=L7';
const NEW_PHONE = '13812345678';

const open = async (path = `/promotion?${QUERY}`) => {
  const page = phone.page();
  await page.clock.install();
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main[aria-busy="false"]').waitFor();
  return page;
};
const openForm = async () => {
  const page = await open();
  await page.getByRole('button', { name: 'Register now' }).waitFor();
  await page.locator('img[src*="get-captcha"]').waitFor();
  return page;
};
const toast = (page: Page, text: string) => expect.poll(() => page.getByRole('status').textContent()).toContain(text);
const captcha = (page: Page) => page.locator('img[src*="get-captcha"]');
const captchaButton = (page: Page) => page.getByRole('button', { name: 'Image code, tap for a new one' });
const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

async function fill(page: Page, number: string, capcode = SANDBOX_CAPTCHA, sms = '') {
  await page.getByLabel('Mobile number').fill(number);
  await page.getByLabel('Image code').fill(capcode);
  if (sms) await page.getByLabel('SMS code').fill(sms);
}

describe('Promotion registration (end to end)', () => {
  it('loads the template, tracks the visit once, shows a captcha; refresh needs a phone, then shows a new image', async () => {
    const page = await openForm();
    expect((await sandbox.requests('trackVisit')).map((r) => r.query)).toEqual([
      expect.objectContaining({
        page_id: '12',
        client_type: 'android',
        page_type: '1',
        user_from: 'fb',
        utm_tag: 'nov',
        app_from: 'ps',
      }),
    ]);
    expect(await captcha(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'promotion-form');
    const firstSrc = await captcha(page).getAttribute('src');
    const firstPixels = await captchaButton(page).screenshot();

    await captchaButton(page).click();
    await toast(page, '请正确输入手机号！');
    expect(await captcha(page).getAttribute('src')).toBe(firstSrc);

    await page.getByLabel('Mobile number').fill(NEW_PHONE);
    await page.clock.runFor(1_000);
    await captchaButton(page).click();
    await expect.poll(() => captcha(page).getAttribute('src')).not.toBe(firstSrc);
    await expect
      .poll(() => captcha(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect((await captchaButton(page).screenshot()).equals(firstPixels)).toBe(false);
  });

  it('each field message: phone, image code, SMS code; the phone keeps 11 digits', async () => {
    const page = await openForm();
    const number = page.getByLabel('Mobile number');
    await number.pressSequentially('1381234567899');
    expect(await number.inputValue()).toBe('13812345678');
    await number.fill('12812345678');
    await tap(page, 'Get code');
    await toast(page, '请正确输入手机号！');
    await number.fill(NEW_PHONE);
    await tap(page, 'Get code');
    await toast(page, '请正确输入图形验证码！');
    await page.getByLabel('Image code').fill(SANDBOX_CAPTCHA);
    await tap(page, 'Register now');
    await toast(page, '请正确输入短信验证码！');
    expect(await sandbox.requests('getSms')).toEqual([]);
    expect(await sandbox.requests('register')).toEqual([]);
  });

  it('getSms "0": the sent toast and a 60 s countdown; a tap during it says not to repeat; then Get code again', async () => {
    const page = await openForm();
    await pauseClock(page); // the countdown moves only when the test runs it, never with a busy machine's seconds
    await fill(page, NEW_PHONE);
    await tap(page, 'Get code');
    await toast(page, '验证码已发送，请在手机上查看！');
    const button = page.getByRole('button', { name: /^(\d+s|Get code)$/ });
    await expect.poll(() => button.textContent()).toBe('60s');
    await screenshot(page, 'promotion-countdown');
    await page.clock.runFor(20_000);
    await expect.poll(() => button.textContent()).toBe('40s');
    await button.click({ force: true }); // aria-disabled: Playwright would wait; a person can tap it
    await toast(page, '请勿重复发送验证码!');
    expect(await sandbox.requests('getSms')).toHaveLength(1);
    expect((await sandbox.requests('trackClick')).map((r) => r.query)).toEqual([
      expect.objectContaining({ phone: NEW_PHONE, page_id: '12' }),
    ]);
    await page.clock.runFor(40_000);
    await expect.poll(() => button.textContent()).toBe('Get code');
  });

  it('getSms "101": a new captcha and the server message; "11": the registered message and the download page', async () => {
    const page = await openForm();
    const before = await captcha(page).getAttribute('src');
    await fill(page, NEW_PHONE, 'ZZZZ');
    await page.clock.runFor(1_000);
    await tap(page, 'Get code');
    await toast(page, '图形验证码错误');
    await expect.poll(() => captcha(page).getAttribute('src')).not.toBe(before);
    expect(await page.getByLabel('Image code').inputValue()).toBe('');

    await fill(page, REGISTERED_PHONE);
    await tap(page, 'Get code');
    await toast(page, '您已注册,请直接下载APP登录！');
    await page.waitForURL(`${baseUrl()}/promotion?${QUERY}#/downloadTemplate?${HASH_QUERY}`);
    await page.getByRole('button', { name: 'Get it on Google Play' }).waitFor();
  });

  it('register "-1": a new captcha and the message; then "0": 注册成功 and the download page, one request per tap', async () => {
    const page = await openForm();
    await fill(page, NEW_PHONE, 'ZZZZ', '123456');
    const before = await captcha(page).getAttribute('src');
    await page.clock.runFor(1_000);
    await tap(page, 'Register now');
    await toast(page, '图形验证码错误，请重新输入');
    await expect.poll(() => captcha(page).getAttribute('src')).not.toBe(before);

    await page.getByLabel('Image code').fill(SANDBOX_CAPTCHA);
    await page.getByRole('button', { name: 'Register now', exact: true }).dblclick();
    await toast(page, '注册成功');
    await page.waitForURL(/#\/downloadTemplate\?/);
    expect((await sandbox.requests('register')).map((r) => r.body)).toEqual([
      expect.objectContaining({ capcode: 'ZZZZ' }),
      {
        phone: NEW_PHONE,
        capcode: SANDBOX_CAPTCHA,
        sid: 'SID000001',
        deviceId: 'SID000001',
        appName: 'PesoNow',
        smsCode: '123456',
        merchantNumber: 'M10086',
        userName: NEW_PHONE,
        user_from: 'fb',
        id: '12',
        app_from: 'ps',
        utm_tag: 'nov',
      },
    ]);
    await screenshot(page, 'promotion-download');
  });

  it('register "11": the registered message and the download page', async () => {
    const page = await openForm();
    await fill(page, REGISTERED_PHONE, SANDBOX_CAPTCHA, '123456');
    await tap(page, 'Register now');
    await toast(page, '您已注册,请直接下载APP登录！');
    await page.waitForURL(/#\/downloadTemplate\?/);
    expect(new URL(page.url()).hash).toMatch(/^#\/downloadTemplate\?/);
  });

  it.each(['getSms', 'register'] as const)(
    '"11" from %s with words of the server\'s own: the spec\'s words and the download page',
    async (endpoint) => {
      await sandbox.override({
        endpoint,
        body: { code: '11', message: 'Number already exists', data: null },
        times: 1,
      });
      const page = await openForm();
      await fill(page, NEW_PHONE, SANDBOX_CAPTCHA, endpoint === 'register' ? '123456' : '');
      await tap(page, endpoint === 'getSms' ? 'Get code' : 'Register now');
      await toast(page, '您已注册,请直接下载APP登录！');
      expect(await page.getByRole('status').textContent()).not.toContain('Number already exists');
      await page.waitForURL(`${baseUrl()}/promotion?${QUERY}#/downloadTemplate?${HASH_QUERY}`);
      await page.getByRole('button', { name: 'Get it on Google Play' }).waitFor();
    },
  );

  it('hash pages: agreement and download with their parameters; back and forward; a reload keeps the hash page', async () => {
    const page = await openForm();
    await page.getByLabel('Mobile number').fill(NEW_PHONE);
    await tap(page, 'Registration Agreement');
    await page.waitForURL(`${baseUrl()}/promotion?${QUERY}#/agreementTemplate?${HASH_QUERY}`);
    await page.getByRole('heading', { name: 'PesoNow Registration Agreement' }).waitFor();
    await screenshot(page, 'promotion-agreement');

    await page.goBack();
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(NEW_PHONE);
    await page.goForward();
    await page.getByRole('heading', { name: 'PesoNow Registration Agreement' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'PesoNow Registration Agreement' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/promotion?${QUERY}#/agreementTemplate?${HASH_QUERY}`);

    await page.goto(`${baseUrl()}/promotion?${QUERY}#/downloadTemplate?app_from=ps&id=12&down_id=D3`);
    await page.getByRole('button', { name: 'Get it on Google Play' }).waitFor();
    expect(await page.getByLabel('Mobile number').count()).toBe(0);
  });

  it('a template that fails to load shows an error with Retry', async () => {
    await sandbox.override({ endpoint: 'channelTemplate', fault: 'http500', times: 1 });
    const page = await open();
    await page.getByText('This page could not be loaded').waitFor();
    await screenshot(page, 'promotion-template-error');
    await tap(page, 'Retry');
    await page.getByRole('button', { name: 'Register now' }).waitFor();
    // The form in place of the error.
    expect(await page.getByRole('button', { name: 'Register now' }).isVisible()).toBe(true);
    expect(await page.getByText('This page could not be loaded').count()).toBe(0);
  });
});
