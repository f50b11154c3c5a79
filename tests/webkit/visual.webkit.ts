// Every borrower screen pictured in WebKit (MiniBrowser, Safari's engine) at 390x844 against the production build and
// the sandbox: the phone pictures of the Chromium visual test (stories/support/screens.ts, each screen in each sandbox
// scenario, in both languages, under the same names), each compared with WebKit's own baseline in
// tests/visual/baselines/webkit/screens/ (an engine draws text and shadows its own way, so Chromium's pictures are no
// baseline for it). The same fonts as the Chromium pictures (tests/visual/support/fonts.ts); `npm run test:visual --
// --update` accepts changes, and a difference is reported in test-results/visual/webkit/index.html. One WebKit
// session for the whole file, as the e2e stage shares its browser: a screen costs a navigation, not a browser start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALES } from '../../renderer/host';
import { screenByKey, SCREENS } from '../../stories/support/screens';
import { checkAgainstBaseline, leftoverBaselines, UPDATE_COMMAND } from '../visual/support/baselines';
import { sandboxNow } from '../visual/support/capture';
import { visualFontConfig } from '../visual/support/fonts';
import { screenPictures } from '../visual/support/plan';
import { startReport, writeReport } from '../visual/support/report';
import { setUpWebKitPhone } from './support/phone';
import { inLanguage, pageTimersMs, settle, stablePicture, stampImagesAt } from './support/picture';
import type { WebKitSession } from './support/webdriver';

const RESULTS_DIR = join(import.meta.dirname, '../../test-results/visual');
const reportDir = join(RESULTS_DIR, 'webkit');
const phone = setUpWebKitPhone({ env: () => ({ FONTCONFIG_FILE: visualFontConfig(RESULTS_DIR) }) });

/** The Chromium plan's screen pictures at the phone (no site route gets a desktop picture here). */
const PICTURES = LOCALES.flatMap((locale) => screenPictures(SCREENS, new Set(), locale)).map((picture) => ({
  name: picture.name,
  route: screenByKey(picture.args.screen)!.route,
  path: inLanguage(screenByKey(picture.args.screen)!.url, picture.locale),
}));

/** Opens a screen, lets its page timers run (WebKit has no clock to stop them) and pictures it at rest. */
async function pictureScreen(screen: (typeof PICTURES)[number]): Promise<Buffer> {
  const session = await phone.open(screen.path);
  await runPageTimers(session, pageTimersMs(screen.route));
  await stampImagesAt(session, sandboxNow().getTime());
  await settle(session);
  return stablePicture(session);
}

/**
 * WebKitWebDriver offers no clock, so a screen with page timers (complaint details' rating prompt after 3 s) is
 * pictured once they have run, whatever the machine's speed: a timeout set now with the longest delay fires after
 * every page timer of that delay or less set before it (the HTML timer order), and the page set its timers as its
 * first load ended, before main stopped being busy.
 */
async function runPageTimers(session: WebKitSession, delays: number[]): Promise<void> {
  if (delays.length === 0) return;
  await session.execute((ms: number) => new Promise<void>((done) => setTimeout(done, ms)), Math.max(...delays));
}

beforeAll(() => startReport(reportDir));
afterAll(() => {
  const report = writeReport(reportDir, 'Visual test: pictures that differ (WebKit)', UPDATE_COMMAND);
  if (report) console.log(`visual: WebKit pictures differ; the report: ${report}`);
});

describe(`${PICTURES.length} screen pictures in WebKit at 390x844, against WebKit baselines`, () => {
  it.each(PICTURES.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
    const problem = checkAgainstBaseline({
      browser: 'webkit',
      name: screen.name,
      picture: await pictureScreen(screen),
      update: inject('visualUpdate'),
      reportDir,
    });
    expect(problem, problem).toBeUndefined();
  });
});

it('fails a screen whose main button changed colour (the control: the comparison can fail)', async () => {
  const screen = PICTURES.find((picture) => picture.name === 'screens/loanDetail_ORD200.390x844.en')!;
  const session = await phone.open(screen.path);
  await settle(session);
  // A shade the borrower would notice on one button (its red channel moved by 48), everything else as it was.
  const recoloured = await session.execute(() => {
    const button = document.querySelector<HTMLElement>('main button');
    if (!button) return false;
    const [r, g, b] = getComputedStyle(button).backgroundColor.match(/\d+/g)!.map(Number);
    button.style.setProperty('background-color', `rgb(${(r + 48) % 256}, ${g}, ${b})`, 'important');
    return true;
  });
  expect(recoloured, 'the screen has a button to recolour').toBe(true);
  // Its own report folder, and never --update: the control must not accept its picture or fill the run's report.
  const scratch = mkdtempSync(join(tmpdir(), 'webkit-control-'));
  try {
    const problem = checkAgainstBaseline({
      browser: 'webkit',
      name: screen.name,
      picture: await stablePicture(session),
      update: false,
      reportDir: scratch,
    });
    expect(problem).toMatch(/differs from its baseline in \d+ pixels/);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

it('keeps no WebKit baseline of a picture that is gone', () => {
  const names = PICTURES.map((screen) => screen.name);
  expect(leftoverBaselines('webkit', names, inject('visualUpdate')), `remove them with ${UPDATE_COMMAND}`).toEqual([]);
});
