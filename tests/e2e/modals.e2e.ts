// Every kind of modal, under the keyboard, in Chromium at 390x844 against the production build: focus moves in (the
// title of a page dialog, the first control of a sheet or the viewer), Tab and Shift+Tab stay inside, Escape takes the
// modal's own way out (or nothing, for kind tips), the page behind is inert, focus comes back to the control that
// opened it (to the page's heading when the page opened it), toasts show above it, and back closes it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { focusedControl, focusOnPageHeading } from '../support/focusInPage';
import { baseUrl, setUpPhone } from './support/browser';

const phone = setUpPhone();

async function open(path: string): Promise<Page> {
  const page = phone.page();
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('main[aria-busy="false"]').waitFor();
  return page;
}

const focused = (page: Page) => page.evaluate(focusedControl);

/** The names a screen reader can reach (Chromium's accessibility tree, without what it ignores, inert included). */
async function readable(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ ignored: boolean; name?: { value?: unknown } }>;
  };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.name?.value).map((node) => String(node.name!.value));
}

/** The focus after each press of `key`. */
async function press(page: Page, key: string, times: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    seen.push(await focused(page));
  }
  return seen;
}

/** Whether the page behind the modal is inert: its controls take neither focus nor a tap, nor show to assistive tech. */
const pageBehindIsInert = (page: Page) =>
  page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('main button, main a[href]');
    const control = [...controls].find((element) => !element.closest('dialog'))!;
    control.focus();
    const { x, y, width, height } = control.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return document.activeElement !== control && hit?.closest('dialog[open]') != null;
  });

const onPageHeading = (page: Page) => page.evaluate(focusOnPageHeading);

describe('modals under the keyboard (Chromium)', () => {
  it('a dialog the page opens: title first, Tab and Shift+Tab wrap, the page behind is inert, Escape cancels, focus to the heading', async () => {
    const page = await open('/loanDetail?productId=P001&orderId=ORDSCORE');
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await focused(page)).toBe('H2 Rate your experience');
    expect(await press(page, 'Tab', 4)).toEqual([
      'INPUT 1 star',
      'BUTTON Cancel',
      'BUTTON Send',
      'INPUT 1 star', // wrapped
    ]);
    expect(await press(page, 'Shift+Tab', 2)).toEqual(['BUTTON Send', 'BUTTON Cancel']);
    expect(await pageBehindIsInert(page)).toBe(true);
    // A screen reader does not reach what is behind either.
    expect(await readable(page)).not.toContain('Borrow Again');
    expect(await readable(page)).toContain('Send');
    expect(await focused(page)).toBe('BUTTON Cancel');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await onPageHeading(page)).toBe(true);
    expect(await readable(page)).toContain('Borrow Again');
  });

  it('kind tips has only Confirm: Escape and back leave it open, Tab stays on Confirm, Confirm closes it', async () => {
    const page = await open('/loanDetail?productId=P001&orderId=ORDTIPS');
    const tips = page.getByRole('dialog', { name: 'Kind tips' });
    await tips.waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.onNativeBack?.())).toBe(true); // handled: the shell stays
    expect(await tips.isVisible()).toBe(true);
    expect(await press(page, 'Tab', 2)).toEqual(['BUTTON Confirm', 'BUTTON Confirm']);
    expect(await press(page, 'Shift+Tab', 1)).toEqual(['BUTTON Confirm']);
    await page.keyboard.press('Enter');
    await tips.waitFor({ state: 'detached' });
    expect(await onPageHeading(page)).toBe(true);
  });

  it('the bank-card dialog: Escape does what its close icon does; back on another dialog takes its cancel', async () => {
    const page = await open('/loanDetail?productId=P001&orderId=ORDCARD');
    const card = page.getByRole('dialog');
    await card.waitFor();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    const scored = await open('/loanDetail?productId=P001&orderId=ORDSCORE');
    const rating = scored.getByRole('dialog', { name: 'Rate your experience' });
    await rating.waitFor();
    expect(await scored.evaluate(() => window.onNativeBack?.())).toBe(true);
    await rating.waitFor({ state: 'detached' });
    expect(await scored.evaluate(() => window.onNativeBack?.())).toBe(false); // nothing open: back is the shell's
  });

  it('two dialogs opened on load: the later one on top; each Escape closes the top one, focus goes back down', async () => {
    const page = await open('/confirmLoanV2?productId=P002');
    const agreement = page.getByRole('dialog', { name: 'Loan Agreement' });
    const promotion = page.getByRole('dialog', { name: 'A gift for you' });
    await agreement.waitFor();
    await promotion.waitFor();
    expect(await focused(page)).toBe('H2 Loan Agreement');
    await page.keyboard.press('Escape');
    await agreement.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('H2 A gift for you');
    expect(await readable(page)).not.toContain('Go Loan'); // the page is still behind the promotion
    await page.keyboard.press('Escape');
    await promotion.waitFor({ state: 'detached' });
    expect(await onPageHeading(page)).toBe(true);
    expect(await page.getByRole('checkbox').isChecked()).toBe(false); // the agreement's Cancel ran
  });

  it('a sheet opened from the keyboard: first control focused, Escape closes it, focus back on its button', async () => {
    const page = await open('/repay?productId=P001&orderId=ORD174');
    await page.getByRole('button', { name: 'Payment Method' }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Choose a payment channel' });
    await sheet.waitFor();
    expect(await sheet.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await pageBehindIsInert(page)).toBe(true);
    const last = await press(page, 'Shift+Tab', 1);
    expect(last[0]).toMatch(/^BUTTON /);
    expect(await press(page, 'Tab', 1)).not.toEqual(last); // wrapped to the first control
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('BUTTON Payment Method');
  });

  it('the image viewer: focus on Close, Tab stays there, Escape closes it, focus back on the picture', async () => {
    const page = await open('/complainDetails?problemId=1001');
    const picture = page.locator('main button:has(img)').first();
    await picture.focus();
    const opener = await focused(page);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(await focused(page)).toBe('BUTTON Close');
    expect(await press(page, 'Tab', 1)).toEqual(['BUTTON Close']);
    expect(await pageBehindIsInert(page)).toBe(true);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe(opener);
  });

  it('a toast shows above an open dialog, inside it, and is read out from there', async () => {
    const page = await open('/loanDetail?productId=P001&orderId=ORDSCORE');
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.getByRole('button', { name: 'Send' }).click(); // no star chosen
    const toast = dialog.getByRole('status').getByText('Silakan pilih');
    await toast.waitFor();
    expect(
      await toast.evaluate((element) => {
        (element as HTMLElement).style.pointerEvents = 'auto'; // toasts let taps through; this one must be hit
        const { x, y, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      }),
    ).toBe(true);
    expect(await page.getByRole('status').count()).toBe(1); // still the one live region
  });

  it('axe finds nothing on a dialog open over the page, with the page behind inert', async () => {
    const page = await open('/loanDetail?productId=P001&orderId=ORDTIPS');
    await page.getByRole('dialog', { name: 'Kind tips' }).waitFor();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
