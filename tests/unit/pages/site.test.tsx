// The public site and the legal and information pages, rendered from pages/site.json (one page
// definition serves every route of the site; the route decides the section).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../../api/env';
import { renderRoute, settled, useSandbox } from '../../support/renderRoute';

useSandbox();

// The page definition is large (the legal texts): load it once before the timed tests, not in the first one.
beforeAll(async () => {
  await import('../../../pages/site.json');
});

const NAV = ['Home', 'About Us', 'Privacy Policy', 'Loan terms and conditions', 'Contact us'];
const h1 = () => screen.getByRole('heading', { level: 1 });
const nav = () => screen.getByRole('navigation', { name: 'Main' });
/** All the text a reader sees in the page's main area. */
const mainText = () => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');

/** The nav items as a phone shows them: behind the Menu button (jsdom has no desktop media queries). */
async function navButton(name: string) {
  const menu = screen.getByRole('button', { name: /Menu/ });
  if (menu.getAttribute('aria-expanded') !== 'true') await userEvent.click(menu);
  return within(nav()).getByRole('button', { name });
}

async function choose(name: string) {
  await userEvent.click(await navButton(name));
}

async function open(path: string) {
  const view = renderRoute(path);
  await settled();
  return view;
}

// Walking through every section renders the long legal texts several times: jsdom needs more than the default 5 s.
const WALK_TIMEOUT_MS = 20_000;

describe('public site: navigation', () => {
  it('/ shows the home section with the company name from the env config and the five nav items', async () => {
    await open('/');
    expect(h1()).toHaveTextContent('Cash loans that fit your plans');
    expect(screen.getAllByText(env.appName.en).length).toBeGreaterThan(0);
    expect(mainText()).toContain(env.company.name);
    expect(
      within(nav())
        .getAllByRole('button', { hidden: true })
        .map((b) => b.textContent),
    ).toEqual(NAV);
    expect(await navButton('Home')).toHaveAttribute('aria-current', 'page');
  });

  it('the nav bar switches sections on / without leaving the page', async () => {
    const view = await open('/');
    await choose('About Us');
    expect(h1()).toHaveTextContent('About Us');
    await choose('Loan terms and conditions');
    expect(h1()).toHaveTextContent('Loan terms and conditions');
    expect(await navButton('Loan terms and conditions')).toHaveAttribute('aria-current', 'page');
    await choose('Contact us');
    expect(h1()).toHaveTextContent('Contact us');
    await choose('Home');
    expect(h1()).toHaveTextContent('Cash loans that fit your plans');
    expect(view.history).toEqual(['/']);
  }, WALK_TIMEOUT_MS);

  it('on a phone the Menu button opens and closes the navigation', async () => {
    await open('/');
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav()).getByRole('button', { name: 'Contact us' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(h1()).toHaveTextContent('Contact us');
  });

  it.each([
    ['/About', 'About Us', 'About Us'],
    ['/Loan', 'Loan terms and conditions', 'Loan terms and conditions'],
    ['/Contact', 'Contact us', 'Contact us'],
    ['/Policy', 'Privacy Policy', 'Privacy Policy'],
  ])('%s opens its section directly', async (path, heading, current) => {
    await open(path);
    expect(h1()).toHaveTextContent(heading);
    expect(await navButton(current)).toHaveAttribute('aria-current', 'page');
  });

  it('/User is a plain empty page inside the site frame, not an error', async () => {
    await open('/User');
    expect(nav()).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(mainText()).not.toMatch(/error|wrong|not found|coming soon/i);
    expect(within(nav()).queryByRole('button', { current: 'page', hidden: true })).toBeNull();
  });

  it.each([
    ['/', 'PesoNow | Cash loans in the Philippines'],
    ['/User', 'PesoNow'],
    ['/Policy', 'Privacy Policy | PesoNow'],
    ['/Contact', 'Contact us | PesoNow'],
  ])('%s names the tab with the app name filled in (not a raw template)', async (path, title) => {
    await open(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('no link of the site depends on the native app, and "Back to the app" never shows', async () => {
    const view = await open('/');
    for (const item of NAV) {
      await choose(item);
      expect(screen.queryByText('Back to the app')).toBeNull();
    }
    await choose('Home');
    await userEvent.click(screen.getByRole('button', { name: 'Read the loan terms' }));
    expect(h1()).toHaveTextContent('Loan terms and conditions');
    expect(view.bridgeLog()).toEqual([]);
  }, WALK_TIMEOUT_MS);
});

describe('loan terms (/Loan and /loanAgreement)', () => {
  const TERMS = [
    /not less than 91 and not more than 365 calendar days/,
    /decision within 1 day/,
    /within 1 to 3 calendar days/,
    /only once half of the loan term has passed, and in any case not earlier than 7 calendar days after the funds were sent/,
    /₱1,000 for new clients or ₱800 for repeat clients, charged once/,
    /Late interest, days 1 to 30 ?5% of the unpaid amount per day/,
    /Late interest, days 31 to 90 ?4% of the unpaid amount per day/,
    /Late interest, from day 91 ?2% of the unpaid amount per day/,
    /change of your name, date of birth or address within 3 days/,
    /at least 7 business days before the assignment/,
    /do not pay it within 10 days after the judgment/,
    /over 18 years of age/,
    /within 3 weekdays/,
  ];
  const LIFECYCLE = ['Application', 'Decision', 'Acceptance', 'Disbursement', 'Maturity', 'Default'];

  it.each(['/Loan', '/loanAgreement?productId=P001'])('%s carries every term of the loan, the lender details and the lifecycle', async (path) => {
    await open(path);
    const text = mainText();
    for (const term of TERMS) expect(text).toMatch(term);
    for (const detail of [env.company.name, env.company.registration, env.company.authority, env.company.address, env.company.email])
      expect(text).toContain(detail);
    const lifecycle = screen.getByRole('heading', {
      name: '3. How a loan works',
    }).nextElementSibling as HTMLElement;
    expect(lifecycle.tagName).toBe('OL');
    expect(
      within(lifecycle)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(LIFECYCLE);
  });

  it('inside the app the terms show without the site header, nav or footer', async () => {
    await open('/loanAgreement?productId=P001');
    expect(h1()).toHaveTextContent('Loan terms and conditions');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Loan agreement'));
  });
});

describe('privacy policy (/privacyPolicy) and about us (/aboutUs)', () => {
  it('the privacy policy gives the registration details, the grievance officer, the Indian law, the age limit and the 3-weekday promise', async () => {
    await open('/privacyPolicy');
    expect(h1()).toHaveTextContent('Privacy Policy');
    const text = mainText();
    for (const detail of [env.company.name, env.company.registration, env.company.authority, env.company.address]) expect(text).toContain(detail);
    expect(screen.getByRole('heading', { name: '9. Grievance Officer' })).toBeVisible();
    for (const detail of Object.values(env.company.grievanceOfficer)) expect(text).toContain(detail);
    expect(text).toContain('Information Technology Act, 2000 of India');
    expect(text).toMatch(/not intended for people under 18/);
    expect(text).toMatch(/respond within 3 weekdays/);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('about us has the mission, advantages, team, contact and the service e-mail', async () => {
    await open('/aboutUs');
    for (const name of ['Our mission', 'Why borrowers choose us', 'Our team', 'Contact']) expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(screen.getAllByText(env.company.email).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('contact form (/Contact)', () => {
  const field = (name: string) => screen.getByRole('textbox', { name });
  const send = () => screen.getByRole('button', { name: 'Send message' });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['name', { Phone: '09171234567', Message: 'When is my due date?' }],
    ['phone', { Name: 'Juan dela Cruz', Message: 'When is my due date?' }],
    ['message', { Name: 'Juan dela Cruz', Phone: '09171234567' }],
    ['a name of spaces only', { Name: '   ', Phone: '09171234567', Message: 'Hello' }],
  ])('without %s: "Please provide complete information!"', async (_missing, values: Record<string, string>) => {
    const view = await open('/Contact');
    const user = userEvent.setup();
    for (const [name, value] of Object.entries(values)) await user.type(field(name), value);
    await user.click(send());
    await waitFor(() => expect(view.status()).toContain('Please provide complete information!'));
    expect(view.status()).not.toContain('Successful!');
  });

  it('complete: "Successful!", the form is cleared, and nothing is sent anywhere', async () => {
    const view = await open('/Contact');
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const xhrSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
    await user.type(field('Name'), 'Juan dela Cruz');
    await user.type(field('Phone'), '09171234567');
    await user.type(field('Message'), 'When is my due date?');
    await user.click(send());
    await waitFor(() => expect(view.status()).toContain('Successful!'));
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
    expect(view.fullNavigation.assign).not.toHaveBeenCalled();
    expect(view.bridgeLog()).toEqual([]);
  });
});

describe('error page (/error?message=)', () => {
  it('shows the message from the query as text', async () => {
    await open('/error?message=Your%20session%20has%20expired.');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Your session has expired.')).toBeVisible();
  });

  it('shows an HTML/script payload literally, never as markup', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>bold</b>';
    await open(`/error?message=${encodeURIComponent(payload)}`);
    expect(screen.getByText(payload)).toBeVisible();
    expect(document.querySelector('main img[src="x"], main script, main b')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('without a message it says to try again; outside the app it offers the home page, not the app', async () => {
    const view = await open('/error');
    expect(screen.getByText('Please try again in a moment.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back to the app' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(view.history.at(-1)).toBe('/'));
  });
});

describe('"Back to the app" only inside the app', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[env.androidBridge];
  });

  it.each(['/error?message=x', '/no-such-screen'])(
    '%s in a browser: no "Back to the app", a way home instead',
    async (path) => {
      await open(path);
      expect(screen.queryByRole('button', { name: 'Back to the app' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
    },
  );

  it.each(['/error?message=x', '/no-such-screen'])(
    '%s inside the app: "Back to the app" closes the webview',
    async (path) => {
      const closeWebview = vi.fn();
      (window as unknown as Record<string, unknown>)[env.androidBridge] = {
        closeWebview,
      };
      await open(path);
      expect(screen.queryByRole('button', { name: 'Go to the home page' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Back to the app' }));
      expect(closeWebview).toHaveBeenCalledTimes(1);
    },
  );
});
