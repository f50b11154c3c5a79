// A sample of screens pictured in WebKit (MiniBrowser, Safari's engine) at 390x844 against the production build and
// the sandbox, each compared with WebKit's own baseline in tests/visual/baselines/webkit/ (an engine draws text and
// shadows its own way, so Chromium's pictures are no baseline for it). The same fonts as the Chromium pictures
// (tests/visual/support/fonts.ts); `npm run test:visual -- --update` accepts changes, and a difference is reported in
// test-results/visual/webkit/index.html. WebKit here has no clock control: the sample holds no countdown or captcha.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAgainstBaseline, leftoverBaselines, UPDATE_COMMAND } from '../visual/support/baselines';
import { visualFontConfig } from '../visual/support/fonts';
import { startReport, writeReport } from '../visual/support/report';
import { setUpWebKitPhone } from './support/phone';
import { waitFor, type WebKitSession } from './support/webdriver';

const RESULTS_DIR = join(import.meta.dirname, '../../test-results/visual');
const reportDir = join(RESULTS_DIR, 'webkit');
const phone = setUpWebKitPhone({ env: () => ({ FONTCONFIG_FILE: visualFontConfig(RESULTS_DIR) }) });

/** A screen of each kind: an order, a form, a list of choices, a loan offer, repayment, the public site; both languages. */
const SAMPLE = [
  { name: 'loanDetail_ORD174D', path: '/loanDetail?productId=P001&orderId=ORD174D' },
  { name: 'loanDetail_ORD200', path: '/loanDetail?productId=P001&orderId=ORD200' },
  { name: 'bindBank', path: '/bindBank?productId=P001' },
  { name: 'complaint_ORD174', path: '/complaint?orderId=ORD174' },
  { name: 'confirm_P001', path: '/confirmLoan?productId=P001' },
  { name: 'repay', path: '/repay?productId=P001&orderId=ORD174' },
  { name: 'customerService', path: '/customerService' },
  { name: 'home', path: '/' },
].flatMap((screen) =>
  ['en', 'fil'].map((lang) => ({
    name: `${screen.name}.390x844.${lang}`,
    path: `${screen.path}${screen.path.includes('?') ? '&' : '?'}lang=${lang}`,
  })),
);

/** Once the screen has loaded: fonts and pictures in, motion stopped (as in the Chromium pictures), no caret, no scroll bar. */
async function settle(session: WebKitSession): Promise<void> {
  await session.execute(() => {
    const style = document.createElement('style');
    style.textContent = `*, *::before, *::after { animation-delay: 0s !important; animation-duration: 0s !important;
      animation-iteration-count: 1 !important; transition-delay: 0s !important; transition-duration: 0s !important;
      caret-color: transparent !important; scroll-behavior: auto !important; }
      html { overflow: hidden !important; }`;
    document.head.append(style);
    // The page does not scroll while pictured: GTK's overlay scroll bar (drawn by GTK, fading in and out) stays away.
    window.scrollTo(0, 0);
  });
  await waitFor(
    () =>
      session.execute(
        () =>
          document.fonts.status === 'loaded' &&
          [...document.images].every((image) => image.complete) &&
          !document.querySelector('[data-page-loading]'),
      ),
    'fonts and pictures to load',
  );
}

/** Pictures until two in a row are the same. */
async function stablePicture(session: WebKitSession): Promise<Buffer> {
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const picture = await session.picture();
    if (previous?.equals(picture)) return picture;
    previous = picture;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the picture kept changing');
}

beforeAll(() => startReport(reportDir));
afterAll(() => {
  const report = writeReport(reportDir, 'Visual test: pictures that differ (WebKit)', UPDATE_COMMAND);
  if (report) console.log(`visual: WebKit pictures differ; the report: ${report}`);
});

describe('a sample of screens in WebKit at 390x844, against WebKit baselines', () => {
  it.each(SAMPLE.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
    const session = await phone.open(screen.path);
    await settle(session);
    const problem = checkAgainstBaseline({
      browser: 'webkit',
      name: screen.name,
      picture: await stablePicture(session),
      update: inject('visualUpdate'),
      reportDir,
    });
    expect(problem, problem).toBeUndefined();
  });
});

it('keeps no WebKit baseline of a picture that is gone', () => {
  const names = SAMPLE.map((screen) => screen.name);
  expect(leftoverBaselines('webkit', names, inject('visualUpdate')), `remove them with ${UPDATE_COMMAND}`).toEqual([]);
});
