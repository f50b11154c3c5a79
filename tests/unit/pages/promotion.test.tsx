// Promotion registration, rendered from pages/promotion.json against the sandbox: the template, tracking,
// session id and captcha, every field rule and message, the SMS codes 0 / 101 / 11 with the countdown,
// register 0 / 11 / -1, and the download and agreement hash pages.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGISTERED_PHONE, SANDBOX_CAPTCHA } from '../../../sandbox/fixtures/registration';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import { setUpTestClock } from '../../support/testClock';

setUpSandbox();

// The page's timers run on a clock the test owns (tests/support/testClock.ts).
const { user, advance } = setUpTestClock(['setTimeout', 'clearTimeout', 'Date']);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const QUERY = 'templateId=12&app_from=ps&user_from=fb&utm_tag=nov&links_id=L7';
const NEW_PHONE = '13812345678';

type View = ReturnType<typeof renderRoute>;
const open = async (path = `/promotion?${QUERY}`, options: Parameters<typeof renderRoute>[1] = {}) => {
  const view = renderRoute(path, options);
  await settled();
  return view;
};
const openForm = async (path?: string, options?: Parameters<typeof renderRoute>[1]) => {
  const view = await open(path, options);
  await screen.findByRole('button', { name: 'Register now' });
  await waitFor(() => expect(captchaSrc()).toContain('sid=SID'));
  return view;
};
const captchaSrc = () => document.querySelector('img[src*="get-captcha"]')?.getAttribute('src') ?? '';
const field = (label: string) => screen.getByLabelText(label);
const requests = async (endpoint: Parameters<typeof sandbox.requests>[0]) =>
  (await sandbox.requests(endpoint)).map((r) => (r.method === 'GET' ? r.query : r.body));
const expectToast = (view: View, text: string) => waitFor(() => expect(view.status()).toContain(text));

async function fill(phone: string, capcode = SANDBOX_CAPTCHA, smsCode = '') {
  if (phone) await user.type(field('Mobile number'), phone);
  if (capcode) await user.type(field('Image code'), capcode);
  if (smsCode) await user.type(field('SMS code'), smsCode);
}

describe('Promotion: loading', () => {
  it('loads the template by id, tracks the visit once (android), fetches a sid and shows its captcha', async () => {
    await openForm();
    expect(await requests('channelTemplate')).toEqual([expect.objectContaining({ templateId: '12' })]);
    expect(await requests('trackVisit')).toEqual([
      expect.objectContaining({
        page_id: '12',
        user_from: 'fb',
        client_type: 'android',
        page_type: '1',
        utm_tag: 'nov',
        app_from: 'ps',
      }),
    ]);
    expect(await sandbox.requests('getSid')).toHaveLength(1);
    expect(captchaSrc()).toMatch(/\/api\/v2\/youmi\/promotion\/get-captcha\?.*sid=SID000001&t=\d+$/);
    expect(screen.getByRole('heading', { name: 'Borrow up to ₱20.000 in minutes' })).toBeVisible();
    expect(document.title).toBe('Register');
  });

  it('an iPhone is tracked as ios', async () => {
    await openForm(undefined, { userAgent: IPHONE });
    expect(await requests('trackVisit')).toEqual([expect.objectContaining({ client_type: 'ios' })]);
  });

  it('a template that fails shows an error with Retry, which loads it (the visit is still tracked once)', async () => {
    await sandbox.override({ endpoint: 'channelTemplate', fault: 'http500', times: 1 });
    await open();
    expect(screen.getByText('This page could not be loaded')).toBeVisible();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Register now' })).toBeVisible();
    expect(await sandbox.requests('trackVisit')).toHaveLength(1);
  });

  it('what a template leaves out falls back to the env app name and the page words', async () => {
    await open('/promotion?templateId=bare');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Borrow with PesoNow' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Registration Agreement' })).toBeVisible();
  });
});

describe('Promotion: field rules', () => {
  it('the mobile number keeps digits only, at most 11', async () => {
    await openForm();
    await user.type(field('Mobile number'), '138-1234-56789');
    expect(field('Mobile number')).toHaveValue('13812345678');
  });

  it('refreshing the captcha needs a valid mobile number (请正确输入手机号！); with one it loads a new image', async () => {
    const view = await openForm();
    const before = captchaSrc();
    await user.click(screen.getByRole('button', { name: 'Image code, tap for a new one' }));
    await expectToast(view, '请正确输入手机号！');
    expect(captchaSrc()).toBe(before);
    await user.type(field('Mobile number'), NEW_PHONE);
    await advance(5);
    await user.click(screen.getByRole('button', { name: 'Image code, tap for a new one' }));
    await waitFor(() => expect(captchaSrc()).not.toBe(before));
    expect(captchaSrc()).toContain('sid=SID000001');
  });

  it.each([
    ['no number', ''],
    ['a number not starting 13-19', '12812345678'],
    ['a number of 10 digits', '1381234567'],
  ])('get code with %s: 请正确输入手机号！ and nothing is sent', async (_, phone) => {
    const view = await openForm();
    await fill(phone);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await expectToast(view, '请正确输入手机号！');
    expect(await sandbox.requests('getSms')).toEqual([]);
  });

  it('get code without the image code: 请正确输入图形验证码！; the input keeps at most 4 characters', async () => {
    const view = await openForm();
    await fill(NEW_PHONE, '');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await expectToast(view, '请正确输入图形验证码！');
    await user.type(field('Image code'), 'ABCDE');
    expect(field('Image code')).toHaveValue('ABCD');
    expect(await sandbox.requests('getSms')).toEqual([]);
  });

  it('register without the SMS code: 请正确输入短信验证码！; the input keeps at most 6 digits', async () => {
    const view = await openForm();
    await fill(NEW_PHONE);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await expectToast(view, '请正确输入短信验证码！');
    await user.type(field('SMS code'), '1234567');
    expect(field('SMS code')).toHaveValue('123456');
    expect(await sandbox.requests('register')).toEqual([]);
  });

  it('register checks the phone and image code first', async () => {
    const view = await openForm();
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await expectToast(view, '请正确输入手机号！');
    await fill(NEW_PHONE, '');
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await expectToast(view, '请正确输入图形验证码！');
  });
});

describe('Promotion: SMS code', () => {
  it('"0": the sent toast, the request and click tracking, a 60 s countdown; a tap during it: 请勿重复发送验证码!', async () => {
    const view = await openForm();
    await fill(NEW_PHONE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await expectToast(view, '验证码已发送，请在手机上查看！');
    expect(await requests('getSms')).toEqual([
      {
        phone: NEW_PHONE,
        capcode: SANDBOX_CAPTCHA,
        sid: 'SID000001',
        deviceId: 'SID000001',
        appName: 'PesoNow',
        app_from: 'ps',
        user_from: 'fb',
        utm_tag: 'nov',
      },
    ]);
    expect(await requests('trackClick')).toEqual([
      expect.objectContaining({
        phone: NEW_PHONE,
        page_id: '12',
        user_from: 'fb',
        client_type: 'android',
        page_type: '1',
        utm_tag: 'nov',
        app_from: 'ps',
      }),
    ]);
    const counting = screen.getByRole('button', { name: '60s' });
    expect(counting).toHaveAttribute('aria-disabled', 'true');
    await advance(1_000);
    expect(counting).toHaveAccessibleName('59s');
    await user.click(counting);
    await expectToast(view, '请勿重复发送验证码!');
    expect(await sandbox.requests('getSms')).toHaveLength(1);
    await advance(59_000);
    expect(screen.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled');
  });

  it('"101": the server message, a new captcha image and the typed code cleared; no countdown', async () => {
    const view = await openForm();
    const before = captchaSrc();
    await fill(NEW_PHONE, 'ZZZZ');
    await advance(5);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await expectToast(view, '图形验证码错误');
    await waitFor(() => expect(captchaSrc()).not.toBe(before));
    expect(field('Image code')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeVisible();
  });

  it('"11": 您已注册,请直接下载APP登录！ and the download page with the tracking parameters', async () => {
    const view = await openForm();
    await fill(REGISTERED_PHONE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await expectToast(view, '您已注册,请直接下载APP登录！');
    expect(await screen.findByRole('button', { name: 'Get it on Google Play' })).toBeVisible();
    expect(view.hashLocation.get()).toBe('/downloadTemplate?app_from=ps&user_from=fb&utm_tag=nov&id=12&links_id=L7');
  });

  it('"11" with a message of the server\'s own: the spec\'s words, and the download page', async () => {
    await sandbox.override({
      endpoint: 'getSms',
      body: { code: '11', message: 'Number exists', data: null },
      times: 1,
    });
    const view = await openForm();
    await fill(NEW_PHONE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await expectToast(view, '您已注册,请直接下载APP登录！');
    expect(view.status()).not.toContain('Number exists');
    expect(await screen.findByRole('button', { name: 'Get it on Google Play' })).toBeVisible();
  });
});

describe('Promotion: register', () => {
  const typed = async () => {
    const view = await openForm(`/promotion?${QUERY}&invite_code=INV5`);
    await fill(NEW_PHONE, SANDBOX_CAPTCHA, '123456');
    return view;
  };

  it('"0": sends the whole payload once, 注册成功, then the download page', async () => {
    const view = await typed();
    await user.dblClick(screen.getByRole('button', { name: 'Register now' }));
    await expectToast(view, '注册成功');
    expect(await requests('register')).toEqual([
      {
        phone: NEW_PHONE,
        capcode: SANDBOX_CAPTCHA,
        sid: 'SID000001',
        deviceId: 'SID000001',
        appName: 'PesoNow',
        smsCode: '123456',
        merchantNumber: 'M10086',
        userName: NEW_PHONE,
        invite_code: 'INV5',
        user_from: 'fb',
        id: '12',
        app_from: 'ps',
        utm_tag: 'nov',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Download PesoNow' })).toBeVisible();
    expect(view.hashLocation.get()).toBe('/downloadTemplate?app_from=ps&user_from=fb&utm_tag=nov&id=12&links_id=L7');
  });

  // Spec 8: "Already registered (code 11): 您已注册,请直接下载APP登录！ and redirect to the download page": the spec gives
  // this case its own words, so the server's (whatever they are) do not replace them.
  it('"11" with a message of the server\'s own: the spec\'s words all the same, and the download page', async () => {
    await sandbox.override({
      endpoint: 'register',
      body: { code: '11', message: 'This number already has an account', data: null },
      times: 1,
    });
    const view = await typed();
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await expectToast(view, '您已注册,请直接下载APP登录！');
    expect(view.status()).not.toContain('This number already has an account');
    expect(await screen.findByRole('heading', { name: 'Download PesoNow' })).toBeVisible();
  });

  it('"11" with no message: the spec\'s already-registered words and the download page', async () => {
    await sandbox.override({ endpoint: 'register', body: { code: '11', message: '', data: null }, times: 1 });
    const view = await typed();
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await expectToast(view, '您已注册,请直接下载APP登录！');
    expect(await screen.findByRole('heading', { name: 'Download PesoNow' })).toBeVisible();
  });

  it('"-1": the captcha reloads and the server message shows; the page stays', async () => {
    await sandbox.override({
      endpoint: 'register',
      body: { code: '-1', message: '图形验证码错误，请重新输入', data: null },
      times: 1,
    });
    const view = await typed();
    const before = captchaSrc();
    await advance(5);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    await expectToast(view, '图形验证码错误，请重新输入');
    await waitFor(() => expect(captchaSrc()).not.toBe(before));
    expect(view.hashLocation.get()).toBe('');
    expect(field('Mobile number')).toHaveValue(NEW_PHONE);
  });
});

describe('Promotion: hash pages', () => {
  it('the agreement link opens #/agreementTemplate with the parameters; back returns to the form as it was; forward again', async () => {
    const view = await openForm();
    await user.type(field('Mobile number'), NEW_PHONE);
    await user.click(screen.getByRole('button', { name: 'Registration Agreement' }));
    expect(await screen.findByRole('heading', { name: 'PesoNow Registration Agreement' })).toBeVisible();
    expect(screen.getByText('4. Eligibility')).toBeVisible();
    expect(view.hashLocation.get()).toBe('/agreementTemplate?app_from=ps&user_from=fb&utm_tag=nov&id=12&links_id=L7');
    expect(document.title).toBe('PesoNow Registration Agreement');
    act(() => view.hashLocation.back());
    expect(await screen.findByLabelText('Mobile number')).toHaveValue(NEW_PHONE);
    act(() => view.hashLocation.forward());
    expect(await screen.findByRole('heading', { name: 'PesoNow Registration Agreement' })).toBeVisible();
    expect(await sandbox.requests('channelTemplate')).toHaveLength(1);
  });

  it("opened at #/downloadTemplate (a reload): the download page, the visitor's platform first", async () => {
    await open(`/promotion?${QUERY}#/downloadTemplate?app_from=ps&id=12&down_id=D3`);
    const buttons = await screen.findAllByRole('button', { name: /Google Play|App Store/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Get it on Google Play', 'Download on the App Store']);
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });

  it('on an iPhone the App Store comes first; a button opens its link through the guard', async () => {
    const view = await open(`/promotion?${QUERY}#/downloadTemplate?id=12`, { userAgent: IPHONE });
    const buttons = await screen.findAllByRole('button', { name: /Google Play|App Store/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Download on the App Store', 'Get it on Google Play']);
    await user.click(buttons[0]);
    await waitFor(() => expect(view.fullNavigation.assign).toHaveBeenCalledWith('https://www.pesonow.ph/app/ios'));
  });

  it('an unknown hash shows the form', async () => {
    await open(`/promotion?${QUERY}#/somewhere`);
    expect(await screen.findByLabelText('Mobile number')).toBeVisible();
  });
});
