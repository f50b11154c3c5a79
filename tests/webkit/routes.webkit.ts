// Every route of pages.json opens in WebKit (MiniBrowser, Safari's engine) at 390x844 with its real screen, against
// the production build and the sandbox under the production CSP. Screenshots land in test-results/webkit/.
import { describe, expect, it } from 'vitest';
import manifest from '../../pages.json' with { type: 'json' };
import { EXAMPLE_QUERIES } from '../../scripts/example-queries';
import { setUpWebKitPhone } from './support/phone';
import { waitFor } from './support/webdriver';
import { dateIn } from '../../sandbox/fixtures/dates';

const phone = setUpWebKitPhone();

interface Screen {
  /** Route key in pages.json (a route may be opened more than once, e.g. with a hash sub-page). */
  route: string;
  path: string;
  /** An element that proves the screen works: a CSS selector and the text it shows. */
  selector: string;
  text: string;
}

const query = (route: string) => EXAMPLE_QUERIES[route] ?? '';

const SCREENS: Screen[] = [
  { route: 'loanDetail', path: `/loanDetail${query('loanDetail')}`, selector: 'button', text: 'REPAY' },
  { route: 'customerService', path: '/customerService', selector: 'main', text: 'support@pesonow.ph' },
  { route: 'bindBank', path: `/bindBank${query('bindBank')}`, selector: 'button', text: 'Next' },
  {
    route: 'bindCard',
    path: `/bindBank${query('bindBank')}&orderId=ORDCARD&source=loanDetail`,
    selector: 'button',
    text: 'BDO Unibank',
  },
  { route: 'complaint', path: `/complaint${query('complaint')}`, selector: 'button', text: 'Collection' },
  { route: 'complainPageNext', path: '/complainPageNext', selector: 'main', text: 'Choose a question type' },
  { route: 'complaintList', path: '/complaintList', selector: 'main', text: 'An agent called me at 10:40 PM' },
  {
    route: 'complainDetails',
    path: '/complainDetails?problemId=1002',
    selector: 'main',
    text: 'Customer service reply',
  },
  { route: 'confirm', path: '/confirmLoan?productId=P001', selector: 'button', text: 'Go Loan' },
  {
    route: 'confirmLoanV2',
    path: '/confirmLoanV2?productId=P001',
    selector: '[role="dialog"]',
    text: 'A gift for you',
  },
  { route: 'repay', path: `/repay${query('repay')}`, selector: 'button', text: 'Show barcode' },
  {
    route: 'repayDelay',
    path: `/repayDelay${query('repayDelay')}`,
    selector: 'main',
    text: `Next payment date: ${dateIn(19)}`,
  },
  {
    route: 'repayChoose',
    path: '/repayChoose?orderId=ORD174&amount=5682.50&productId=P001',
    selector: 'button',
    text: 'Confirm repayment',
  },
  {
    route: 'repaymentOfCode',
    path: '/repaymentOfCode?showType=1&payCode=742199301184',
    selector: 'main',
    text: '742199301184',
  },
  { route: 'repaymentOfCode2', path: '/repaymentOfCode2', selector: 'main', text: 'No repayment code yet' },
  { route: 'paymentInstructions', path: '/dragonpay', selector: 'main', text: 'How to repay with Dragonpay' },
  { route: 'loginFailure', path: '/loginFailure?productId=P001', selector: 'main', text: 'Sign-in failed' },
  { route: 'loanAgreement', path: '/loanAgreement?productId=P001', selector: 'h1', text: 'Loan terms and conditions' },
  { route: 'privacyPolicy', path: '/privacyPolicy', selector: 'h1', text: 'Privacy Policy' },
  { route: 'aboutUs', path: '/aboutUs', selector: 'h1', text: 'About Us' },
  {
    route: 'error',
    path: `/error?message=${encodeURIComponent('<b>Order not found</b>')}`,
    selector: 'main',
    text: '<b>Order not found</b>',
  },
  { route: 'testPreview', path: '/testPreview', selector: 'main', text: 'Device fields' },
  { route: 'home', path: '/', selector: 'h1', text: 'Cash loans that fit your plans' },
  { route: 'siteAbout', path: '/About', selector: 'h1', text: 'About Us' },
  { route: 'siteUser', path: '/User', selector: 'button[aria-expanded]', text: 'Menu' },
  { route: 'sitePolicy', path: '/Policy', selector: 'iframe[title="Privacy policy document"]', text: '' },
  { route: 'siteLoan', path: '/Loan', selector: 'h1', text: 'Loan terms and conditions' },
  { route: 'siteContact', path: '/Contact', selector: 'button', text: 'Send message' },
  {
    route: 'promotion',
    path: '/promotion?templateId=12&app_from=ps&user_from=fb',
    selector: 'button',
    text: 'Register now',
  },
  {
    route: 'promotion',
    path: '/promotion?templateId=12#/downloadTemplate?id=12',
    selector: 'button',
    text: 'Get it on Google Play',
  },
  {
    route: 'promotion',
    path: '/promotion?templateId=12#/agreementTemplate?id=12',
    selector: 'main',
    text: 'Registration Agreement',
  },
];

/** Routes that open a screen (the others hand over to the native app). */
const SCREEN_ROUTES = Object.entries(manifest.routes)
  .filter(([, entry]) => 'path' in entry)
  .map(([key]) => key);

const shotName = (screen: Screen) =>
  `${screen.route}${screen.path.includes('#/') ? `-${screen.path.split('#/')[1].split('?')[0]}` : ''}`;

describe('every route in WebKit at 390x844', () => {
  it('the list covers every screen route of pages.json', () => {
    expect(new Set(SCREENS.map((screen) => screen.route))).toEqual(new Set(SCREEN_ROUTES));
  });

  it.each(SCREENS.map((screen) => [`${screen.route} ${screen.path}`, screen] as const))(
    '%s shows its screen',
    async (_name, screen) => {
      const session = await phone.open(screen.path);
      await session.waitForText(screen.selector, screen.text);
      const layout = await session.execute(() => ({
        width: window.innerWidth,
        height: window.innerHeight,
        // Anything wider than the viewport (a stretched or broken layout) scrolls sideways.
        sideways: document.documentElement.scrollWidth > window.innerWidth,
        failed: /went wrong|could not be loaded|couldn't load/i.test(document.querySelector('main')?.innerText ?? ''),
      }));
      expect(layout).toEqual({ width: 390, height: 844, sideways: false, failed: screen.route === 'error' });
      await session.screenshot(shotName(screen));
    },
  );
});

describe('the problem recorder in WebKit', () => {
  it('sees a CSP violation and an uncaught error (so a clean run means none happened)', async () => {
    const session = await phone.open('/error?message=probe');
    await session.execute(() => {
      const pixel = document.createElement('img');
      pixel.src = 'https://tracker.example/pixel.png'; // not in img-src
      document.body.append(pixel);
      setTimeout(() => {
        throw new Error('probe failure');
      });
    });
    const recorded = () => session.execute(() => (window as unknown as { __problems: string[] }).__problems.slice());
    await waitFor(async () => {
      const problems = await recorded();
      return (
        problems.some((p) => p.startsWith('CSP violation: img-src https://tracker.example')) &&
        problems.some((p) => p.includes('probe failure'))
      );
    }, 'the recorded CSP violation and error');
    const problems = await recorded();
    expect(problems.some((p) => p.startsWith('CSP violation: img-src https://tracker.example'))).toBe(true);
    expect(problems.some((p) => p.includes('probe failure'))).toBe(true);
    await session.execute(() => void (window as unknown as { __problems: string[] }).__problems.splice(0)); // expected here
  });
});
