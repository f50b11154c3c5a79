// An unusable list is not an empty one, the shared helper's toast lasts 2 s, and Filipino screens carry no English or
// Chinese fallback, in Chromium at 390x844, against the production build and the sandbox under the production CSP.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, sandbox, screenshot, setUpPhone } from './support/browser';
import { overrideData } from './support/answers';
import { pauseClock } from './support/clock';

const phone = setUpPhone();

const open = async (path: string) => {
  const page = phone.page();
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main[aria-busy="false"]').waitFor();
  return page;
};
const text = (page: Page) => page.evaluate(() => document.body.innerText);

describe('an unusable list is not an empty list (end to end)', () => {
  it('/complaintList with tabs sent as one object: the error state with Retry, never "No complaints here yet"', async () => {
    await overrideData('problemList', {}, (data) => void (data.tabs = (data.tabs as unknown[])[0]), 1);
    const page = await open('/complaintList');
    await page.getByRole('heading', { name: "We couldn't load your complaints" }).waitFor();
    expect(await text(page)).toContain('The answer from the server could not be read. Please try again.');
    expect(await text(page)).not.toContain('No complaints here yet.');
    await screenshot(page, 'complaintList-unusable');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('tab', { name: 'All' }).waitFor();
    expect(await text(page)).not.toContain("We couldn't load your complaints");
  });

  it('the failure page with its products sent as a text: the error state with Retry, never "no other offers"', async () => {
    await overrideData('failureNotice', { productId: 'P001' }, (data) => void (data.products = 'none'), 1);
    const page = await open('/loginFailure?productId=P001');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await text(page)).toContain('The answer from the server could not be read. Please try again.');
    expect(await text(page)).not.toMatch(/no other offers/i);
    await screenshot(page, 'loginFailure-unusable');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('You can still borrow').waitFor();
  });

  it('/repay with its payment channels sent as a number: a notice with Retry, the rest of the screen stands', async () => {
    const params = { productId: 'P001', orderId: 'ORD174' };
    await overrideData('loanPlayDetail', params, (data) => void (data.repayList = 7), 1);
    const page = await open('/repay?productId=P001&orderId=ORD174');
    const notice = page.getByRole('note').filter({ hasText: 'Part of this page could not be read' });
    await notice.waitFor();
    expect(await page.getByRole('button', { name: 'Payment Method' }).isVisible()).toBe(true);
    await screenshot(page, 'repay-channels-unusable');
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('dialog').getByText('Part of this page could not be read').waitFor();
    expect(await text(page)).not.toContain('No payment channels are available right now.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => notice.count()).toBe(0);
  });
});

describe("toast lengths (end to end, on Playwright's clock)", () => {
  /** Complaint details with its rating prompt open (it opens 3 s after the page). */
  const ratingPrompt = async () => {
    const page = phone.page();
    await page.clock.install();
    await page.goto(`${baseUrl()}/complainDetails?problemId=1001`);
    await page.locator('main[aria-busy="false"]').waitFor();
    await page.clock.runFor(3_000);
    const rating = page.getByRole('dialog', { name: 'Rate our service' });
    await rating.waitFor();
    // Playwright's installed clock still flows with real time; stopped here, a busy machine's seconds between two
    // steps never count as the toast's: only runFor moves it.
    await pauseClock(page);
    return { page, rating, status: page.getByRole('status') };
  };

  it("the shared helper's failure toast (the server's message of a failed call) is gone after 2 s", async () => {
    await sandbox.override({ endpoint: 'saveScore', body: { code: '5000', message: 'System busy', data: null } });
    const { page, rating, status } = await ratingPrompt();
    await rating.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await rating.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => status.textContent()).toContain('System busy');
    await page.clock.runFor(1_900);
    expect(await status.textContent()).toContain('System busy');
    await page.clock.runFor(100);
    await expect.poll(() => status.textContent()).not.toContain('System busy');
  });

  it('a toast of the page (rating sent with no star) is still shown at 2.5 s, gone at 3 s', async () => {
    const { page, rating, status } = await ratingPrompt();
    await rating.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => status.textContent()).toContain('Silakan pilih');
    await page.clock.runFor(2_500);
    expect(await status.textContent()).toContain('Silakan pilih');
    await page.clock.runFor(500);
    await expect.poll(() => status.textContent()).not.toContain('Silakan pilih');
  });
});
