// The public company site, the legal pages and the error page, built for production and served under
// the production CSP, at a phone's width (390 px) and a desktop's (1280 px).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import env from '../../env.json' with { type: 'json' };
import { appTookOver, baseUrl, bridgeLog, screenshot, setUpPhone } from './support/browser';

const phone = setUpPhone();

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const SECTIONS = [
  {
    path: '/',
    item: 'Home',
    heading: 'Cash loans that fit your plans',
    shot: 'home',
  },
  { path: '/About', item: 'About Us', heading: 'About Us', shot: 'about' },
  {
    path: '/Loan',
    item: 'Loan terms and conditions',
    heading: 'Loan terms and conditions',
    shot: 'loan',
  },
  {
    path: '/Contact',
    item: 'Contact us',
    heading: 'Contact us',
    shot: 'contact',
  },
] as const;

async function openAt(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(`${baseUrl()}${path}`);
  // The site's pages arrive drawn: a tap before the app has taken them over would do nothing.
  await appTookOver(page);
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[sandbox]')
    .analyze(); // framed documents run no scripts, so axe cannot run inside them: left out
  expect(results.passes.length, 'axe ran its rules on the page').toBeGreaterThan(10);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Whether anything is wider than the viewport (a stretched or broken layout scrolls sideways). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('public site (end to end)', () => {
  for (const size of WIDTHS) {
    it.each(SECTIONS)(
      `${size.name} ${size.width} px: $path opens its page, fits the width and passes axe`,
      async ({ path, item, heading, shot }) => {
        const page = phone.page();
        await openAt(page, path, size);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
        expect(await page.getByText(env.appName.en, { exact: true }).first().isVisible()).toBe(true);
        expect(await overflowsSideways(page)).toBe(false);
        await screenshot(page, `site-${shot}-${size.width}`);
        expect(await axe(page)).toEqual([]);
        const nav = page.getByRole('navigation', { name: 'Main' });
        if (size.width < 880) await page.getByRole('button', { name: /Menu/ }).click();
        expect(await nav.getByRole('link', { name: item }).getAttribute('aria-current')).toBe('page');
      },
    );

    it(`${size.name} ${size.width} px: each nav item opens its page's address, back returns, and "Back to the app" never shows`, async () => {
      const page = phone.page();
      await openAt(page, '/', size);
      const menu = page.getByRole('button', { name: /Menu/ });
      const heading = () => page.getByRole('heading', { level: 1 }).textContent();
      // The layout adapts: a Menu button on a phone, the items inline on a desktop.
      expect(await menu.isVisible()).toBe(size.width < 880);
      const walk = [...SECTIONS.slice(1), SECTIONS[0]];
      for (const { path, item, heading: expected } of walk) {
        if (size.width < 880) await menu.click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item }).click();
        await expect.poll(heading).toBe(expected);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await page.getByText('Back to the app').count()).toBe(0);
      }
      // Each was a history entry: back walks the same pages in reverse.
      for (const { path, heading: expected } of [...walk.slice(0, -1).reverse(), SECTIONS[0]]) {
        await page.goBack();
        await expect.poll(heading).toBe(expected);
        expect(new URL(page.url()).pathname).toBe(path);
      }
      if (size.width < 880) {
        await menu.click();
        await screenshot(page, `site-menu-${size.width}`);
        expect(await axe(page)).toEqual([]);
      }
      expect(await bridgeLog(page)).toEqual([]);
    });
  }

  it('desktop: the home page uses the width (facts side by side, the hero picture beside the text)', async () => {
    const page = phone.page();
    await openAt(page, '/', { width: 1280, height: 800 });
    const facts = ['Decision in 1 day', 'Money in 1 to 3 days', '91 to 365 days', 'Answers in 3 weekdays'];
    // Polled: the hero picture and the fonts may still be arriving when the page has rendered, and move the row.
    const tops = () =>
      Promise.all(facts.map(async (text) => (await page.getByText(text, { exact: true }).boundingBox())?.y));
    await expect.poll(async () => new Set(await tops()).size).toBe(1);
    await expect.poll(() => page.locator('main img[src="/site/hero.svg"]').isVisible()).toBe(true);
    const onPhone = phone.page();
    await openAt(onPhone, '/', { width: 390, height: 844 });
    expect(await onPhone.locator('main img[src="/site/hero.svg"]').isVisible()).toBe(false);
  });

  it('the home page\'s "Read the loan terms" opens /Loan, and back returns home', async () => {
    const page = phone.page();
    await openAt(page, '/', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Read the loan terms' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Loan terms and conditions');
    expect(new URL(page.url()).pathname).toBe('/Loan');
    await page.goBack();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Cash loans that fit your plans');
  });

  it('/User is a plain empty page of the site', async () => {
    const page = phone.page();
    await openAt(page, '/User', { width: 390, height: 844 });
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await page.getByText(/coming soon|not found|went wrong/i).count()).toBe(0);
    expect(await axe(page)).toEqual([]);
  });

  it('/Policy frames the external privacy policy document, sandboxed without scripts, under the CSP', async () => {
    const page = phone.page();
    await openAt(page, '/Policy', { width: 390, height: 844 });
    const frame = page.getByTitle('Privacy policy document');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/\/legal\/privacy-policy\.html$/);
    expect(await frame.getAttribute('sandbox')).not.toMatch(/allow-scripts/);
    const document = page.frameLocator('iframe[title="Privacy policy document"]');
    await expect.poll(async () => (await document.locator('body').textContent()) ?? '').toMatch(/privacy/i);
  });
});

describe('contact form (end to end)', () => {
  it('each missing field: "Please provide complete information!"; complete: "Successful!" and no request leaves the page', async () => {
    const page = phone.page();
    await openAt(page, '/Contact', { width: 390, height: 844 });
    // What the form could send: a call, a navigation, a beacon carrying what was typed. The app's own code loading later
    // (the web-vitals chunk after first render) and its telemetry (which carries no values) are not the form.
    const requests: string[] = [];
    const typed: string[] = [];
    page.on('request', (request) => {
      typed.push(request.postData() ?? '');
      const own =
        ['script', 'stylesheet', 'image', 'font'].includes(request.resourceType()) ||
        // env.json's telemetryUrl (/v1/logs): a beacon a busy phone sends mid-form (a long task, a slow paint) is the
        // app's; the test once named /telemetry here and failed on such a beacon beside a CPU-bound neighbour.
        new URL(request.url()).pathname === new URL(env.telemetryUrl, baseUrl()).pathname;
      if (!own) requests.push(`${request.method()} ${request.url()}`);
    });
    const status = page.getByRole('status');
    const send = page.getByRole('button', { name: 'Send message' });
    const name = page.getByRole('textbox', { name: 'Name' });
    const phoneField = page.getByRole('textbox', { name: 'Phone' });
    const message = page.getByRole('textbox', { name: 'Message' });

    await send.click();
    await expect.poll(() => status.textContent()).toContain('Please provide complete information!');
    await name.fill('Juan dela Cruz');
    await phoneField.fill('09171234567');
    await send.click();
    await expect.poll(() => status.textContent()).toContain('Please provide complete information!');
    await message.fill('When is my first repayment due?');
    await screenshot(page, 'site-contact-filled-390');
    await send.click();
    await expect.poll(() => status.textContent()).toContain('Successful!');
    await screenshot(page, 'site-contact-sent-390');
    expect(await name.inputValue()).toBe('');
    expect(requests).toEqual([]);
    for (const body of typed)
      for (const value of ['Juan dela Cruz', '09171234567', 'first repayment']) expect(body).not.toContain(value);
  });
});

describe('legal and information pages in the app (end to end)', () => {
  it.each([
    ['/loanAgreement?productId=P001', 'Loan terms and conditions', 'loanAgreement'],
    ['/privacyPolicy', 'Privacy Policy', 'privacyPolicy'],
    ['/aboutUs', 'About Us', 'aboutUs'],
  ])('%s shows its text without the site frame and passes axe', async (path, heading, shot) => {
    const page = phone.page();
    await openAt(page, path, { width: 390, height: 844 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await screenshot(page, shot);
    expect(await axe(page)).toEqual([]);
  });

  it('/error shows an HTML/script payload from the query literally', async () => {
    const page = phone.page();
    const payload = '<img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>';
    await openAt(page, `/error?message=${encodeURIComponent(payload)}`, {
      width: 390,
      height: 844,
    });
    await page.getByText(payload, { exact: true }).waitFor();
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
    expect(await page.getByText('Back to the app').count()).toBe(0);
    await screenshot(page, 'error');
    expect(await axe(page)).toEqual([]);
  });
});
