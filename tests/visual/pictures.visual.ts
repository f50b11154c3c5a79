// The state matrix, pictured and guarded (tests/visual/support/plan.ts): every widget story and every screen in every
// sandbox scenario, in English and Filipino, in Chromium at 390x844 (the public site also at 1280x800), each compared
// with its committed baseline in tests/visual/baselines/chromium/. A difference fails the picture's test and lands in
// test-results/visual/chromium/index.html; `npm run test:visual -- --update` accepts it. The stories made from the schemas'
// examples are also checked by axe here.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import manifest from '../../pages.json' with { type: 'json' };
import { widgetTypesOf } from '../../build/page-walk';
import { readExpandedPage } from '../../checker/node/expanded-pages';
import { SCREENS } from '../../stories/support/screens';
import { inLocale } from '../../stories/support/storyWords';
import { baselineBytes, checkAgainstBaseline, leftoverBaselines } from './support/baselines';
import { launchChromium, newPicturePage, pictureOf, StoryFrame } from './support/capture';
import { planPictures, type Picture } from './support/plan';

const root = resolve(import.meta.dirname, '../..');
const { base, storybookDir, reportDir, fontConfig } = inject('visual');
const update = inject('visualUpdate');

/** The public site: the routes whose page is drawn in the SiteLayout frame. */
const siteRoutes = new Set(
  Object.entries(manifest.routes as Record<string, { page?: string }>)
    .filter(
      ([, entry]) =>
        entry.page !== undefined &&
        widgetTypesOf(readExpandedPage(root, join(root, 'pages', `${entry.page}.json`))).includes('SiteLayout'),
    )
    .map(([route]) => route),
);

const browser: Browser = await launchChromium(fontConfig);
afterAll(() => browser.close());

interface StoryFacts {
  /** The story's own globals (the viewport it asks for). */
  globals: Record<string, unknown>;
  /** Its args as JSON: functions and React elements (spies, children) left out as null. */
  args: unknown;
}

/** What the plan needs of each story, read from the preview of the static build. */
async function storyFacts(): Promise<Record<string, StoryFacts>> {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/iframe.html`);
    await page.waitForFunction(
      () => 'storyStoreValue' in ((window as { __STORYBOOK_PREVIEW__?: object }).__STORYBOOK_PREVIEW__ ?? {}),
    );
    return await page.evaluate(async () => {
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            extract(): Promise<Record<string, { globals?: Record<string, unknown>; args?: unknown }>>;
          };
        }
      ).__STORYBOOK_PREVIEW__;
      const stories = await preview.extract();
      const plain = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(plain);
        if (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value))
          return null;
        if (typeof value === 'object' && value !== null)
          return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, plain(member)]));
        return value;
      };
      return Object.fromEntries(
        Object.entries(stories).map(([id, story]) => [
          id,
          { globals: { viewport: story.globals?.viewport ?? null }, args: plain(story.args ?? {}) },
        ]),
      );
    });
  } finally {
    await page.close();
  }
}

const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; title: string; type: string }>;
};
const facts = await storyFacts();
const plan = planPictures(Object.values(index.entries), {
  globalsOf: (id) => facts[id]?.globals,
  // A widget story shows other words in another language only through its args (stories/support/storyWords.ts):
  // one whose args hold no catalogue text draws the same picture in every language, so it is taken in English only.
  hasWords: (id, locale) => JSON.stringify(inLocale(facts[id]?.args, locale)) !== JSON.stringify(facts[id]?.args),
  screens: SCREENS,
  siteRoutes,
});

/**
 * Frames to picture in, each in its own browser context, reused across pictures of the same viewport and kind (a
 * screen's frame runs on a stopped clock, a widget story's plays need running timers: ./support/capture.ts).
 */
const idle = new Map<string, StoryFrame[]>();
async function withFrame<T>(picture: Picture, take: (frame: StoryFrame) => Promise<T>): Promise<T> {
  const { viewport } = picture;
  const screens = picture.screen === true;
  const kind = `${viewport}:${screens}`;
  const frame = idle.get(kind)?.pop() ?? new StoryFrame(await newPicturePage(browser, viewport, screens), base);
  let reusable = true;
  try {
    return await take(frame);
  } catch (error) {
    // A frame whose story failed or hung is not trusted with the next picture.
    reusable = false;
    await frame.page.context().close();
    throw error;
  } finally {
    if (reusable) idle.set(kind, [...(idle.get(kind) ?? []), frame]);
  }
}

/**
 * The stories made from the schemas' examples are left out of the story stage (its cost is per story file), so axe
 * checks them here, on the frame already showing them: in English, as the story stage checks the hand-written ones.
 */
const checkedByAxe = (picture: Picture) => picture.locale === 'en' && /--schema-example-\d+$/.test(picture.storyId);

/** axe's WCAG 2 A/AA findings on the story and what it opened over the page; framed documents run no scripts. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[sandbox]')
    .analyze();
  expect(results.passes.length, 'axe ran its rules on the story').toBeGreaterThan(0);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.concurrent(`${plan.length} pictures in Chromium`, () => {
  it.each(plan.map((picture) => [picture.name, picture] as const))('%s', async (name, picture) => {
    const { png, violations } = await withFrame(picture, async (frame) => ({
      png: await pictureOf(frame, picture, baselineBytes('chromium', name)),
      violations: checkedByAxe(picture) ? await accessibilityViolations(frame.page) : [],
    }));
    const problem = checkAgainstBaseline({ browser: 'chromium', name, picture: png, update, reportDir });
    // One assertion for both, so a changed picture does not hide what axe (WCAG 2 A/AA) found.
    expect({ picture: problem, axe: violations }, problem).toEqual({ picture: undefined, axe: [] });
  });
});

it('keeps no baseline of a picture that is gone', () => {
  expect(
    leftoverBaselines(
      'chromium',
      plan.map((picture) => picture.name),
      update,
    ),
    `remove them with npm run test:visual -- --update`,
  ).toEqual([]);
});
