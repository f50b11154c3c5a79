// The production build in Filipino, under the production CSP: the link's lang=fil fetches the Filipino catalogue (and
// only then), the screen and the document speak Filipino, and an English reader fetches no catalogue at all.
import { describe, expect, it } from 'vitest';
import { baseUrl, screenshot, setUpPhone } from './support/browser';

const phone = setUpPhone();

const catalogueScripts = (urls: string[]) =>
  urls
    .filter((url) => /\/assets\/(en|fil|intl-messageformat)-[^/]*\.js$/.test(url))
    .map((url) => url.replace(/.*\/assets\/([a-z-]+?)-[^/]*$/, '$1'));

describe('the borrower screens in Filipino (end to end)', () => {
  it("/bindBank?lang=fil: Filipino words, the server's field names as sent, document lang fil, one catalogue chunk", async () => {
    const page = phone.page();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${baseUrl()}/bindBank?productId=P001&lang=fil`);
    await page.getByRole('button', { name: 'Susunod' }).waitFor();
    await screenshot(page, 'bindBank-fil');
    expect(await page.getByText('Saan namin ipapadala ang iyong loan?').isVisible()).toBe(true);
    expect(await page.getByLabel('Account number').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(catalogueScripts(scripts)).toEqual(['fil']);
  });

  it('/bindBank in English fetches no catalogue: its words came with the page', async () => {
    const page = phone.page();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${baseUrl()}/bindBank?productId=P001`);
    await page.getByRole('button', { name: 'Next' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(catalogueScripts(scripts)).toEqual([]);
  });
});
