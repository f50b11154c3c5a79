// Every built screen, as a borrower's phone renders it, checked by axe in Chromium (real colours, real layout).
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { baseUrl, setUpPhone } from './support/browser';

const phone = setUpPhone();

const SCREENS: Array<[string, string, string]> = [
  ['Order Details (174, rollover)', '/loanDetail?productId=P001&orderId=ORD174D', 'REPAY'],
  ['Order Details (200, recommended)', '/loanDetail?productId=P001&orderId=ORD200', 'Borrow Again'],
  ['Customer Service', '/customerService', 'Telephone'],
  ['Bank form', '/bindBank?productId=P001', 'Next'],
  ['Complaint entry', '/complaint?orderId=ORD174', 'My complaints'],
  ['Complaint list', '/complaintList', 'Processing'],
  ['Complaint details', '/complainDetails?problemId=1002', 'Customer service reply'],
  ['Order Details with the rating dialog open', '/loanDetail?productId=P001&orderId=ORDSCORE', 'Rate your experience'],
  ['Loan confirmation', '/confirmLoan?productId=P001', 'Go Loan'],
  ['Loan confirmation with the agreement modal open', '/confirmLoan?productId=P002', 'Please read the agreement'],
  ['Loan confirmation V2 with the promotion open', '/confirmLoanV2?productId=P001', 'A gift for you'],
  ['Joint-login failure', '/loginFailure?productId=P001', 'KwartaNow'],
  ['Legacy repayment', '/repayChoose?orderId=ORD174&amount=5682.50&productId=P001', 'Confirm repayment'],
  ['Promotion registration', '/promotion?templateId=12&app_from=ps&user_from=fb', 'Register now'],
  ['Promotion download page', '/promotion?templateId=12#/downloadTemplate?id=12', 'Get it on Google Play'],
  ['Promotion agreement page', '/promotion?templateId=12#/agreementTemplate?id=12', 'Registration Agreement'],
  ['Repayment guidance (Dragonpay)', '/dragonpay', 'Pay at a store'],
  ['Test preview', '/testPreview', 'Device fields'],
  ['Page lab (1280 wide)', '/testPreview/lab', 'Server scenarios'],
];

describe('accessibility of each screen (axe, WCAG 2 A/AA)', () => {
  it.each(SCREENS)('%s has no violations, and at most one main heading', async (_name, path, ready) => {
    const page = phone.page();
    if (path.endsWith('/lab')) await page.setViewportSize({ width: 1280, height: 800 }); // a desk tool for testers
    await page.goto(`${baseUrl()}${path}`);
    await page.getByText(ready, { exact: false }).first().waitFor();
    await page.locator('main[aria-busy="false"]').waitFor();
    // Framed documents (agreements, the privacy policy) run no scripts by design (sandbox without allow-scripts), so
    // axe cannot run inside them and would wait for them until the test times out, so they are left out.
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('iframe[sandbox]')
      .analyze();
    expect(results.passes.length, 'axe ran its rules on the page').toBeGreaterThan(10);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // A screen-reader user moves by headings: the page's own title is its one level-1 heading, sections are below it.
    // (The lab's phone shows a whole page, with that page's own title: it is counted as the page's, not the lab's.)
    const mainHeadings = await page.evaluate(() =>
      [...document.querySelectorAll('h1')]
        .filter((heading) => heading.checkVisibility() && !heading.closest('[aria-label="Phone"]'))
        .map((heading) => heading.textContent ?? ''),
    );
    expect(mainHeadings.length, `level-1 headings: ${mainHeadings.join(' | ')}`).toBeLessThanOrEqual(1);
  });
});
