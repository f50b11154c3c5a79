// Takes the pictures: Debian's Chromium (playwright-core) opening a story of Storybook's static build in its own frame
// (iframe.html), at a viewport of .storybook/toolbars.ts, once the story has rendered, played and settled. Everything
// that would make two runs differ is fixed: the fonts (./fonts.ts), the clock (at the sandbox's fixed today, 10:00 in
// Manila; a screen's page timers stopped there too), the sandbox's today, animations (run to their end), the text caret
// (hidden) and the network (only this machine answers).
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { VIEWPORT_SIZES, type ViewportName } from '../../../.storybook/toolbars';

const SETTLE_LIMIT_MS = 20_000;
/** The frame's first load (Storybook's preview and the story's modules): slow only on a machine busy with much else. */
const OPEN_LIMIT_MS = 60_000;
/** No request open for this long: a screen's calls (and the calls their answers start) have all been answered. */
const QUIET_MS = 150;
/** Pictures taken until two in a row are the same; a screen still changing after this many fails. */
const STABLE_TRIES = 6;
const STABLE_INTERVAL_MS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Animations end at once on their last frame (a spinner stops, a sheet is open), transitions are instant, the text
 * caret is not drawn and nothing scrolls smoothly: what is pictured is where the screen comes to rest.
 */
const FROZEN_MOTION = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition-delay: 0s !important; transition-duration: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
/**
 * How far down a long screen is pictured, in viewport heights: a legal text's first screens show its layout; pages
 * more of paragraphs would only make the baselines heavy.
 */
export const MAX_PICTURE_SCREENS = 2.5;

export function sandboxToday(): string {
  const today = process.env.SANDBOX_TODAY;
  if (!today) throw new Error('SANDBOX_TODAY is not set (vitest.config.ts sets it for every test)');
  return today;
}

/** The instant every picture is taken at: 10:00 in Manila on the sandbox's today. */
export const sandboxNow = (): Date => new Date(`${sandboxToday()}T10:00:00+08:00`);

export async function launchChromium(fontConfigFile: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Only this machine answers: a picture never waits on (or shows) the internet.
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', '--font-render-hinting=none'],
    env: { ...process.env, FONTCONFIG_FILE: fontConfigFile },
  });
}

/**
 * Storybook waits for animations on a page timer as each render completes, unless it is in a test runner (which it
 * knows by this mark in the user agent): it then pauses them, with no timer, so it renders on a stopped clock.
 */
const TEST_RUNNER_MARK = 'StorybookTestRunner';

/**
 * A page in a context of its own at the viewport: a phone (touch, mobile) or the public site's desktop. `screens`:
 * the page shows whole screens, and its clock is the test's, timers included: it stands at the pictures' instant and
 * no page timer fires (complaint details' rating prompt 3 s after load, a toast's end), however long a busy machine
 * takes to the picture. A widget story's play function waits on timers (userEvent, waitFor), so there Date alone
 * stands still.
 */
export async function newPicturePage(browser: Browser, viewport: ViewportName, screens = false): Promise<Page> {
  const phone = viewport !== 'desktop';
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORT_SIZES[viewport],
    deviceScaleFactor: 1,
    isMobile: phone,
    hasTouch: phone,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    reducedMotion: 'reduce',
    ...(screens ? { userAgent: `${await defaultUserAgent(browser)} ${TEST_RUNNER_MARK}` } : {}),
  });
  const today = sandboxToday();
  // The sandbox (in the story's service worker and page) reads its today from here before it loads.
  await context.addInitScript(
    ({ day, css }) => {
      (globalThis as { SANDBOX_TODAY?: string }).SANDBOX_TODAY = day;
      if (typeof document === 'undefined') return; // the service worker
      const style = document.createElement('style');
      style.textContent = css;
      document.addEventListener('DOMContentLoaded', () => document.head.append(style), { once: true });
    },
    { day: today, css: FROZEN_MOTION },
  );
  const page = await context.newPage();
  if (!screens) await page.clock.setFixedTime(sandboxNow());
  else {
    // Installed a day early, on the blank page (no timer to fire in the jump): an installed clock flows with real time
    // until paused, and cannot be stopped at an instant it has already passed, which a busy machine's seconds between
    // the two calls once made it do with a one-second lead ("Cannot fast-forward to the past").
    await page.clock.install({ time: sandboxNow().getTime() - DAY_MS });
    await page.clock.pauseAt(sandboxNow());
  }
  return page;
}

let userAgent: Promise<string> | undefined;
/** The browser's own user agent, for the screens' pages to add the test runner's mark to. */
function defaultUserAgent(browser: Browser): Promise<string> {
  userAgent ??= browser.newPage().then(async (page) => {
    const agent = await page.evaluate(() => navigator.userAgent);
    await page.context().close();
    return agent;
  });
  return userAgent;
}

/** Requests the page has sent that have no answer yet (the sandbox answers in the page's service worker). */
function inFlight(page: Page): { count: () => number; stop: () => void } {
  const open = new Set<Request>();
  const add = (request: Request) => open.add(request);
  const remove = (request: Request) => open.delete(request);
  page.on('request', add);
  page.on('requestfinished', remove);
  page.on('requestfailed', remove);
  return {
    count: () => open.size,
    stop: () => {
      page.off('request', add);
      page.off('requestfinished', remove);
      page.off('requestfailed', remove);
    },
  };
}

/** Waits until no request has been open for `quietMs` (0: until none is open). */
async function networkQuiet(pending: () => number, quietMs: number): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let quietSince = Date.now();
  while (pending() > 0 || Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`the page never went quiet: ${pending()} requests still open`);
    if (pending() > 0) quietSince = Date.now();
    await new Promise((done) => setTimeout(done, 25));
  }
}

export interface StoryVisit {
  storyId: string;
  locale: string;
  /** Story args (letters, digits, `_` and `-` only: they may stand in a URL). */
  args?: Record<string, string>;
  /** A whole screen of the app: also wait for its first load to end (no loading view, its calls answered). */
  screen?: boolean;
}

export const storyUrl = (base: string, visit: StoryVisit): string => {
  const args = Object.entries(visit.args ?? {})
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // A screen's frame has a stopped clock, on which the a11y addon's axe run after each render would never end (axe
  // schedules its work on timers); the screens' accessibility is tests/e2e/a11y.e2e.ts's, so here it is left manual.
  const globals = `locale:${visit.locale}${visit.screen ? ';a11y.manual:!true' : ''}`;
  return `${base}/iframe.html?id=${visit.storyId}&viewMode=story&globals=${globals}${args ? `&args=${args}` : ''}`;
};

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: { newPhase?: string }) => void): void;
    emit(event: string, payload: unknown): void;
  };
  /** Renders finished since the frame loaded (counted by the listener `open` installs). */
  __visualFinished?: number;
}

/**
 * One page showing stories one after another, as Storybook's own manager does: the frame loads once, then each story,
 * language and args is chosen through the preview's channel (a reload per picture would cost seconds on a busy
 * machine). Each render runs the story's loaders again (a fresh sandbox for a screen) and its play function.
 */
export class StoryFrame {
  private loaded = false;
  private shown?: StoryVisit;

  constructor(
    readonly page: Page,
    private readonly base: string,
  ) {}

  /** Shows the story and waits until it has rendered and played (and a screen has loaded); throws if it failed. */
  async show(visit: StoryVisit): Promise<void> {
    if (!this.loaded) await this.open(visit);
    else {
      if (this.shown?.locale !== visit.locale)
        await this.render({ event: 'updateGlobals', payload: { globals: { locale: visit.locale } } });
      if (this.shown?.storyId !== visit.storyId)
        await this.render({ event: 'setCurrentStory', payload: { storyId: visit.storyId, viewMode: 'story' } });
      if (visit.args)
        await this.render({ event: 'updateStoryArgs', payload: { storyId: visit.storyId, updatedArgs: visit.args } });
    }
    this.shown = visit;
    const problem = await this.page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'the story failed')
        : null,
    );
    if (problem) throw new Error(`${visit.storyId} did not render: ${problem}`);
    if (visit.screen)
      await this.page.waitForFunction(
        () => {
          const main = document.querySelector('#storybook-root main');
          // Nothing on the screen still busy either: a framed document (DocFrame) asks the URL guard before its
          // frame exists, and a picture taken before would show an empty box, twice alike.
          return (
            main !== null &&
            main.getAttribute('aria-busy') !== 'true' &&
            !document.querySelector('[data-page-loading]') &&
            !document.querySelector('#storybook-root [aria-busy="true"]')
          );
        },
        undefined,
        { timeout: SETTLE_LIMIT_MS, polling: 50 },
      );
  }

  private async open(visit: StoryVisit): Promise<void> {
    await this.page.goto(storyUrl(this.base, visit), { timeout: OPEN_LIMIT_MS });
    await this.page.waitForFunction(
      (id) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && render.phase === 'finished';
      },
      visit.storyId,
      { timeout: OPEN_LIMIT_MS, polling: 50 },
    );
    await this.page.evaluate(() => {
      const w = window as PreviewWindow;
      w.__visualFinished = 0;
      w.__STORYBOOK_ADDONS_CHANNEL__!.on('storyRenderPhaseChanged', ({ newPhase }) => {
        if (newPhase === 'finished') w.__visualFinished! += 1;
      });
    });
    this.loaded = true;
  }

  /** Emits a channel event that renders the story again and waits for that render to finish. */
  private async render(message: { event: string; payload: unknown }): Promise<void> {
    const before = await this.page.evaluate(({ event, payload }) => {
      const w = window as PreviewWindow;
      const count = w.__visualFinished!;
      w.__STORYBOOK_ADDONS_CHANNEL__!.emit(event, payload);
      return count;
    }, message);
    await this.page.waitForFunction(
      (count) => {
        const w = window as PreviewWindow;
        return w.__visualFinished! > count && w.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished';
      },
      before,
      { timeout: SETTLE_LIMIT_MS, polling: 50 },
    );
  }
}

/**
 * Shows the story in the frame, waits until it has settled, and returns its picture (PNG). `expected`, the baseline's
 * bytes, ends the wait for a steady picture early when a picture is byte for byte the baseline (see stablePicture).
 */
export async function pictureOf(frame: StoryFrame, visit: StoryVisit, expected?: Buffer): Promise<Buffer> {
  const { page } = frame;
  const requests = inFlight(page);
  try {
    await frame.show(visit);
    // A screen's calls start one another (a chain, a read after an answer); a widget's requests are its pictures.
    await networkQuiet(requests.count, visit.screen ? QUIET_MS : 0);
    await page.evaluate(async () => {
      // Inline, not named helpers: a bundler may wrap a named function in a __name() call the page does not have.
      const loaded = (element: HTMLImageElement) =>
        new Promise((done) => {
          element.addEventListener('load', done, { once: true });
          element.addEventListener('error', done, { once: true });
        });
      await document.fonts.ready;
      await Promise.all([...document.images].filter((image) => !image.complete).map(loaded));
      window.scrollTo(0, 0);
    });
    // A framed document (a DocFrame's agreement, sandboxed: the page cannot look in) is on the picture too.
    for (const child of page.mainFrame().childFrames()) {
      await child.waitForLoadState('load', { timeout: SETTLE_LIMIT_MS });
      await child.evaluate(() => document.fonts.ready.then(() => undefined));
    }
    return await stablePicture(page, visit.screen === true, expected);
  } finally {
    requests.stop();
  }
}

/**
 * The height to picture: a screen down to its end (at most MAX_PICTURE_SCREENS viewports); a widget story down to the end of what
 * it draws (its column fills the viewport in Storybook, but empty page background is nothing to compare), including
 * what it opened over the page (a dialog, a sheet, a toast: the body's other children).
 */
function pictureHeight(screen: boolean): number {
  if (screen) return document.documentElement.scrollHeight;
  const column = document.querySelector('#storybook-root > *');
  let bottom = 0;
  for (const child of column ? [...column.children] : [])
    bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
  // Storybook's own parts of the frame (its loading and error views, the docs root, the highlight and a11y layers)
  // are not the story's.
  for (const child of document.body.children)
    if (!child.matches('[id^="storybook-"], .sb-wrapper, script, style'))
      bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
  // The column's own padding below the widget, when it has some.
  const padding = column ? parseFloat(getComputedStyle(column).paddingBottom) || 0 : 0;
  return Math.max(1, Math.ceil(bottom + padding));
}

/**
 * Pictures until two in a row are the same, so nothing still moving (a toast arriving, a late layout) is caught; or
 * until one is byte for byte the baseline: the approved picture is the state the wait is for, and taking it a second
 * time was a third of the visual stage's time on a busy host.
 */
async function stablePicture(page: Page, screen: boolean, expected?: Buffer): Promise<Buffer> {
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < STABLE_TRIES; attempt += 1) {
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const limit = Math.round((page.viewportSize()?.height ?? 844) * MAX_PICTURE_SCREENS);
    const height = Math.min(await page.evaluate(pictureHeight, screen), limit);
    // The motion is frozen by FROZEN_MOTION, which Playwright's own `animations: 'disabled'` would redo per picture.
    const picture = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height }, caret: 'initial' });
    if (previous?.equals(picture) || expected?.equals(picture)) return picture;
    if (previous) await page.waitForTimeout(STABLE_INTERVAL_MS);
    previous = picture;
  }
  throw new Error(`the picture kept changing over ${STABLE_TRIES} tries`);
}
