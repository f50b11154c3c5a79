// Every borrower screen read in Filipino (?lang=fil) shows no English fallback and no Chinese: no word of the English
// catalogue that Filipino says otherwise, no widget's or the renderer's English default, no Chinese character. The
// legal and company texts, English in both catalogues by design (docs/words.md), are not fallbacks; server text (the
// sandbox's fixtures, English, shown as sent) is told apart by what the screen's calls answered.
import type { Page } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import fil from '../../messages/fil.json';
import { EXAMPLE_QUERIES } from '../../scripts/example-queries';
import { baseUrl, screenshot, setUpPhone } from './support/browser';

const phone = setUpPhone();

const SCREENS = [
  'loanDetail',
  'bindBank',
  'complaint',
  'complainPageNext',
  'complaintList',
  'complainDetails',
  'confirm',
  'confirmLoanV2',
  'repay',
  'repayDelay',
  'repayChoose',
  'repaymentOfCode',
  'repaymentOfCode2',
  'loginFailure',
  'customerService',
  'promotion',
  'error',
] as const;
const ROUTES = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.json'), 'utf8')).routes as Record<
  string,
  { path: string }
>;

/** Words a Filipino reader must not meet: English the Filipino catalogue says otherwise, and the widgets' defaults. */
const englishOnly = new Set<string>();
for (const [key, text] of Object.entries(en))
  if (key !== '$schema' && (fil as Record<string, string>)[key] !== text && /\p{L}{2}/u.test(text))
    englishOnly.add(text);
// Words the renderer and widgets fall back on where a page gives none.
for (const fallback of ['Close', 'View image', 'Image', 'Loading…', 'Retry', 'This document cannot be shown here.'])
  englishOnly.add(fallback);
const widgetsDir = join(import.meta.dirname, '../../schemas/widgets');
for (const file of readdirSync(widgetsDir)) {
  const schema = JSON.parse(readFileSync(join(widgetsDir, file), 'utf8'));
  for (const name of schema['x-widget']?.words ?? []) {
    const fallback = schema.properties?.[name]?.default;
    if (typeof fallback === 'string' && /\p{L}{2}/u.test(fallback)) englishOnly.add(fallback);
  }
}

/** Every text a person meets on the screen: text nodes, accessible names, placeholders and alternative texts. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    return texts;
  });
}

/** Every text in a JSON answer (the server's words, which a screen shows as sent in every language). */
function answerTexts(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) value.forEach((item) => answerTexts(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => answerTexts(item, into));
}

/** What the screen shows, and the texts its calls answered. */
async function textsAt(path: string): Promise<{ shown: string[]; served: Set<string> }> {
  const page = phone.page();
  const served = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      reading.push(
        response.json().then(
          (body) => answerTexts(body, served),
          () => {},
        ),
      );
  });
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main[aria-busy="false"]').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  return { shown: await shownTexts(page), served };
}

describe('borrower screens in Filipino carry no English or Chinese fallback (end to end)', () => {
  it.each(SCREENS)('%s?lang=fil', async (route) => {
    const query = EXAMPLE_QUERIES[route] ?? '';
    const { shown, served } = await textsAt(`${ROUTES[route].path}${query}${query ? '&' : '?'}lang=fil`);
    expect(await phone.page().evaluate(() => document.documentElement.lang)).toBe('fil');
    const pageWords = shown.filter((text) => !served.has(text));
    expect(pageWords.length).toBeGreaterThan(0);
    expect(pageWords.filter((text) => englishOnly.has(text))).toEqual([]);
    expect(pageWords.filter((text) => /\p{Script=Han}/u.test(text))).toEqual([]);
    await screenshot(phone.page(), `fil-${route}`);
  });
});
