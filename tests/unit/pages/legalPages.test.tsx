// The legal and information texts, each written once (pages/fragments/loanTermsText.json, privacyPolicyText.json,
// aboutText.json) and shown by a page of the site (/Loan, /Policy, /About) and a page of the app without the site
// frame (/loanAgreement, /privacyPolicy, /aboutUs).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../../api/env-json';
import { renderRoute, settled, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();

// The page definitions are large (the legal texts): load them once before the timed tests, not in the first one.
beforeAll(async () => {
  await Promise.all([
    import('../../../pages/siteLoan.json'),
    import('../../../pages/loanAgreement.json'),
    import('../../../pages/sitePolicy.json'),
  ]);
});

const h1 = () => screen.getByRole('heading', { level: 1 });
const mainText = () => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
/** The text of the content itself: headings, paragraphs, list items and term/detail rows, not the site's header, nav or footer. */
const contentText = () =>
  [...document.querySelectorAll('main h1, main h2, main h3, main p, main li, main dt, main dd')]
    .filter((element) => !element.closest('nav, footer'))
    .map((element) => element.textContent);

async function open(path: string) {
  const view = renderRoute(path);
  await settled();
  return view;
}

describe('each text is written once: the site page and the app page show the same words', () => {
  it.each([
    ['/Loan', '/loanAgreement?productId=P001'],
    ['/About', '/aboutUs'],
    ['/Policy', '/privacyPolicy'],
  ])('%s and %s', async (site, app) => {
    const onSite = await open(site);
    const siteText = contentText();
    onSite.unmount();
    await open(app);
    expect(contentText()).toEqual(siteText);
    expect(siteText.length).toBeGreaterThan(10);
  });
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

  it.each(['/Loan', '/loanAgreement?productId=P001'])(
    '%s carries every term of the loan, the lender details and the lifecycle',
    async (path) => {
      await open(path);
      const text = mainText();
      for (const term of TERMS) expect(text).toMatch(term);
      for (const detail of [
        env.company.name,
        env.company.registration,
        env.company.authority,
        env.company.address,
        env.company.email,
      ])
        expect(text).toContain(detail);
      const lifecycle = screen.getByRole('heading', { name: '3. How a loan works' }).nextElementSibling as HTMLElement;
      expect(lifecycle.tagName).toBe('OL');
      expect(
        within(lifecycle)
          .getAllByRole('listitem')
          .map((li) => li.textContent?.split(':')[0]),
      ).toEqual(LIFECYCLE);
    },
  );

  it('inside the app the terms show without the site header, nav or footer', async () => {
    await open('/loanAgreement?productId=P001');
    expect(h1()).toHaveTextContent('Loan terms and conditions');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Loan agreement'));
  });
});

describe('privacy policy (/privacyPolicy, /Policy) and about us (/aboutUs)', () => {
  it('the privacy policy gives the registration details, the grievance officer, the Indian law, the age limit and the 3-weekday promise', async () => {
    await open('/privacyPolicy');
    expect(h1()).toHaveTextContent('Privacy Policy');
    const text = mainText();
    for (const detail of [env.company.name, env.company.registration, env.company.authority, env.company.address])
      expect(text).toContain(detail);
    expect(screen.getByRole('heading', { name: '9. Grievance Officer' })).toBeVisible();
    for (const detail of Object.values(env.company.grievanceOfficer)) expect(text).toContain(detail);
    expect(text).toContain('Information Technology Act, 2000 of India');
    expect(text).toMatch(/not intended for people under 18/);
    expect(text).toMatch(/respond within 3 weekdays/);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Privacy policy'));
  });

  it("the site's /Policy frames the external policy document between the heading and the text", async () => {
    await open('/Policy');
    const frame = await screen.findByTitle('Privacy policy document');
    expect(h1().compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      frame.compareDocumentPosition(screen.getByRole('heading', { name: '1. Who we are' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('about us has the mission, advantages, team, contact and the service e-mail', async () => {
    await open('/aboutUs');
    for (const name of ['Our mission', 'Why borrowers choose us', 'Our team', 'Contact'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(screen.getAllByText(env.company.email).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation')).toBeNull();
    await waitFor(() => expect(document.title).toBe('About us'));
  });
});
