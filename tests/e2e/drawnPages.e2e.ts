// The screens that need no answer arrive drawn (build/prerender/): readable with JavaScript off, in the reader's
// language from the first byte, and taken over by the app without one element of them drawn again.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, baseUrl, setUpPhone } from './support/browser';

const phone = setUpPhone();

/** Each drawn screen with the heading and a sentence of its body a reader sees first. */
const DRAWN = [
  { path: '/', heading: 'Cash loans that fit your plans' },
  { path: '/About', heading: 'About Us', text: 'Access to fair credit should not depend on who you know' },
  { path: '/Contact', heading: 'Contact us' },
  { path: '/Loan', heading: 'Loan terms and conditions' },
  { path: '/aboutUs', heading: 'About Us' },
  { path: '/privacyPolicy', heading: 'Privacy Policy' },
  { path: '/no-such-screen', heading: 'Page not found', text: 'This link does not lead to a screen of the app.' },
] as const;

/** Records every element taken out of the app's root from the first byte on (React drawing a page again does so). */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { __removedFromRoot: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.tagName !== 'STYLE') removed.push(node.tagName.toLowerCase());
    }).observe(document, { subtree: true, childList: true });
  });
}
const removedFromRoot = (page: Page) =>
  page.evaluate(() => (window as unknown as { __removedFromRoot: string[] }).__removedFromRoot);

/** Runs `run` on a page of a browser context of its own with JavaScript off, closed afterwards. */
async function withScriptOff(options: BrowserContextOptions, run: (page: Page) => Promise<void>) {
  const context = await phone
    .page()
    .context()
    .browser()!
    .newContext({ ...options, javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('screens drawn at build time', () => {
  it('are readable with JavaScript off: heading, text, title and description, and no loading view', async () => {
    await withScriptOff({}, async (page) => {
      for (const screen of DRAWN) {
        await page.goto(`${baseUrl()}${screen.path}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(screen.heading);
        if ('text' in screen) expect(await page.locator('main').textContent(), screen.path).toContain(screen.text);
        expect(await page.locator('[data-page-loading]').count(), screen.path).toBe(0);
        expect(await page.title(), screen.path).not.toBe('');
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length, `${screen.path}: ${description}`).toBeGreaterThan(20);
      }
    });
  });

  it("the public site's navigation is links: a browser with JavaScript off goes from page to page", async () => {
    // Wide: the items stand in the bar.
    await withScriptOff({ viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto(`${baseUrl()}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      expect(
        await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(['/', '/About', '/Policy', '/Loan', '/Contact']);
      await nav.getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL(`${baseUrl()}/About`);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('About Us');
      expect(await nav.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    });
  });

  it('on a phone with JavaScript off the items stand open under the brand, as there is no script to open a Menu', async () => {
    const phoneScreen = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    await withScriptOff(phoneScreen, async (page) => {
      await page.goto(`${baseUrl()}/`);
      expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
      const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' });
      expect(await contact.isVisible()).toBe(true);
      await contact.tap();
      await page.waitForURL(`${baseUrl()}/Contact`);
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Contact us');
    });
  });

  it('a tap on a navigation link stays in the app: no page load, and back returns', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/About`);
    await appTookOver(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Menu', expanded: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(`${baseUrl()}/Contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    // The same document: the app opened the page itself (a load would have dropped the mark).
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/About`);
  });

  it('are taken over by the app as they are: no element drawn again, and the page answers a tap', async () => {
    const page = phone.page();
    await watchRoot(page);
    await page.goto(`${baseUrl()}/About`);
    // A tap works only once React has taken the elements over (a drawn button has no handler).
    await appTookOver(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Menu', expanded: true }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await removedFromRoot(page)).toEqual([]);
    expect(await page.title()).toBe('About Us | PesoNow');
  });

  it('a Filipino reader gets Filipino from the first byte, and the app keeps it', async () => {
    const page = phone.page();
    await watchRoot(page);
    const response = await page.goto(`${baseUrl()}/About?lang=fil`);
    const html = await response!.text();
    expect(html).toContain('<html lang="fil"');
    expect(html).toContain('<h1>Tungkol sa Amin</h1>');
    expect(html).not.toContain('<h1>About Us</h1>');
    await appTookOver(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Menu', expanded: true }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await removedFromRoot(page)).toEqual([]);
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
  });

  it('inside the app, a screen drawn for a browser outside it is drawn anew, with the way back to the app', async () => {
    const page = phone.page();
    await page.addInitScript(() => Object.assign(window, { LenderApp: { closeWebview: () => {} } }));
    await watchRoot(page);
    await page.goto(`${baseUrl()}/no-such-screen`);
    await page.getByRole('button', { name: 'Back to the app' }).waitFor();
    expect(await page.getByRole('button', { name: 'Go to the home page' }).count()).toBe(0);
    expect(await removedFromRoot(page)).toContain('main');
  });
});
