// The public site: one page per route (pages/home.json, siteAbout.json, siteUser.json, sitePolicy.json,
// siteLoan.json, siteContact.json) in one frame (pages/fragments/siteFrame.json), whose navigation opens each
// item's route. The legal texts are in legalPages.test.tsx, the contact form in siteContact.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { env } from '../../../api/env-json';
import { renderRoute, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

const NAV = ['Home', 'About Us', 'Privacy Policy', 'Loan terms and conditions', 'Contact us'];
const h1 = () => screen.getByRole('heading', { level: 1 });
const nav = () => screen.getByRole('navigation', { name: 'Main' });
/** All the text a reader sees in the page's main area. */
const mainText = () => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');

/** The nav items as a phone shows them: behind the Menu button (jsdom has no desktop media queries). */
async function navLink(name: string) {
  const menu = screen.getByRole('button', { name: /Menu/ });
  if (menu.getAttribute('aria-expanded') !== 'true') await userEvent.click(menu);
  return within(nav()).getByRole('link', { name });
}

async function choose(name: string) {
  await userEvent.click(await navLink(name));
}

async function open(path: string) {
  const view = renderRoute(path);
  await settled();
  return view;
}

/** Waits for the page the person was sent to: its main heading (the next page loads its own code first). */
const opened = (heading: string) => waitFor(() => expect(h1()).toHaveTextContent(heading));

// Walking through every page renders the long legal texts several times: jsdom needs more than the default 5 s.
const WALK_TIMEOUT_MS = 20_000;

describe('public site: navigation', () => {
  it('/ shows the home page with the company name from the env config and the five nav items', async () => {
    await open('/');
    expect(h1()).toHaveTextContent('Cash loans that fit your plans');
    expect(screen.getAllByText(env.appName.en).length).toBeGreaterThan(0);
    expect(mainText()).toContain(env.company.name);
    expect(
      within(nav())
        .getAllByRole('link', { hidden: true })
        .map((b) => b.textContent),
    ).toEqual(NAV);
    expect(await navLink('Home')).toHaveAttribute('aria-current', 'page');
  });

  it(
    "each nav item opens its own page's address, a history entry each (so back returns)",
    async () => {
      const view = await open('/');
      const walk = [
        ['About Us', 'About Us', '/About'],
        ['Loan terms and conditions', 'Loan terms and conditions', '/Loan'],
        ['Contact us', 'Contact us', '/Contact'],
        ['Privacy Policy', 'Privacy Policy', '/Policy'],
        ['Home', 'Cash loans that fit your plans', '/'],
      ] as const;
      for (const [item, heading, path] of walk) {
        await choose(item);
        await opened(heading);
        expect(view.history.at(-1)).toBe(path);
        expect(await navLink(item)).toHaveAttribute('aria-current', 'page');
      }
      expect(view.history).toEqual(['/', '/About', '/Loan', '/Contact', '/Policy', '/']);
    },
    WALK_TIMEOUT_MS,
  );

  it("choosing the page's own item stays on the page, with no new history entry", async () => {
    const view = await open('/About');
    await choose('About Us');
    expect(h1()).toHaveTextContent('About Us');
    expect(view.history).toEqual(['/About']);
  });

  it('on a phone the Menu button opens and closes the navigation', async () => {
    const view = await open('/');
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav()).getByRole('link', { name: 'Contact us' }));
    await opened('Contact us');
    expect(screen.getByRole('button', { name: /Menu/ })).toHaveAttribute('aria-expanded', 'false');
    expect(view.history.at(-1)).toBe('/Contact');
  });

  it.each([
    ['/About', 'About Us', 'About Us'],
    ['/Loan', 'Loan terms and conditions', 'Loan terms and conditions'],
    ['/Contact', 'Contact us', 'Contact us'],
    ['/Policy', 'Privacy Policy', 'Privacy Policy'],
  ])('%s opens its page directly, its nav item current', async (path, heading, current) => {
    await open(path);
    expect(h1()).toHaveTextContent(heading);
    expect(await navLink(current)).toHaveAttribute('aria-current', 'page');
  });

  it('/User is a plain empty page inside the site frame, not an error', async () => {
    await open('/User');
    expect(nav()).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(mainText()).not.toMatch(/error|wrong|not found|coming soon/i);
    expect(within(nav()).queryByRole('link', { current: 'page', hidden: true })).toBeNull();
  });

  it.each([
    ['/', 'PesoNow | Cash loans in the Philippines'],
    ['/About', 'About Us | PesoNow'],
    ['/User', 'PesoNow'],
    ['/Policy', 'Privacy Policy | PesoNow'],
    ['/Loan', 'Loan terms and conditions | PesoNow'],
    ['/Contact', 'Contact us | PesoNow'],
  ])('%s names the tab with the app name filled in (not a raw template)', async (path, title) => {
    await open(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it(
    'the home page\'s "Read the loan terms" and "Contact us" open those pages',
    async () => {
      const view = await open('/');
      await userEvent.click(screen.getByRole('button', { name: 'Read the loan terms' }));
      await opened('Loan terms and conditions');
      await choose('Home');
      await opened('Cash loans that fit your plans');
      await userEvent.click(
        within(document.querySelector('main') as HTMLElement)
          .getAllByRole('button', { name: 'Contact us' })
          .at(-1)!,
      );
      await opened('Contact us');
      expect(view.history).toEqual(['/', '/Loan', '/', '/Contact']);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'no link of the site depends on the native app, and "Back to the app" never shows',
    async () => {
      const view = await open('/');
      for (const [item, heading] of [
        ['About Us', 'About Us'],
        ['Privacy Policy', 'Privacy Policy'],
        ['Home', 'Cash loans'],
      ]) {
        await choose(item);
        await opened(heading);
        expect(screen.queryByText('Back to the app')).toBeNull();
      }
      expect(view.bridgeLog()).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
