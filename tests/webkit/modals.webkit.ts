// Modals under the keyboard in WebKit (MiniBrowser, Safari's engine) at 390x844, through WebDriver key actions: a page
// dialog and a bottom sheet in the top layer with the page behind inert, focus in, Tab and Shift+Tab wrapping, Escape
// taking the way out (or nothing, for kind tips), and focus given back. tests/e2e/modals.e2e.ts covers the rest in
// Chromium.
import { describe, expect, it } from 'vitest';
import { focusedControl, focusOnPageHeading } from '../support/focusInPage';
import { setUpWebKitPhone } from './support/phone';
import { waitFor, type WebKitSession } from './support/webdriver';

const phone = setUpWebKitPhone();

const focused = (session: WebKitSession) => session.execute(focusedControl);

async function focusAfter(session: WebKitSession, ...keys: string[]): Promise<string[]> {
  const seen: string[] = [];
  for (const key of keys) {
    await session.press(key);
    seen.push(await focused(session));
  }
  return seen;
}

const dialogOpen = (session: WebKitSession, name: string) =>
  session.execute(
    (wanted: string) =>
      Array.from(document.querySelectorAll('dialog')).some(
        (dialog) => dialog.matches(':modal') && dialog.querySelector('h2')?.textContent === wanted,
      ),
    name,
  );

/** The page behind refuses focus: the first control of <main> outside any dialog cannot take it. */
const pageBehindRefusesFocus = (session: WebKitSession) =>
  session.execute(() => {
    const control = Array.from(document.querySelectorAll<HTMLElement>('main button')).find(
      (b) => !b.closest('dialog'),
    )!;
    control.focus();
    return document.activeElement !== control;
  });

const onPageHeading = (session: WebKitSession) => session.execute(focusOnPageHeading);

describe('modals under the keyboard in WebKit', () => {
  it('the rating dialog: title first, Tab and Shift+Tab wrap, the page behind inert, Escape cancels, focus to the heading', async () => {
    const session = await phone.open('/loanDetail?productId=P001&orderId=ORDSCORE');
    await waitFor(() => dialogOpen(session, 'Rate your experience'), 'the rating dialog');
    expect(await focused(session)).toBe('H2 Rate your experience');
    expect(await focusAfter(session, 'Tab', 'Tab', 'Tab', 'Tab')).toEqual([
      'INPUT 1 star',
      'BUTTON Cancel',
      'BUTTON Send',
      'INPUT 1 star',
    ]);
    expect(await focusAfter(session, 'Shift+Tab', 'Shift+Tab')).toEqual(['BUTTON Send', 'BUTTON Cancel']);
    expect(await pageBehindRefusesFocus(session)).toBe(true);
    await session.screenshot('modal-rating-keyboard');
    await session.press('Escape');
    await waitFor(async () => !(await dialogOpen(session, 'Rate your experience')), 'the dialog to close');
    expect(await onPageHeading(session)).toBe(true);
  });

  it('kind tips: Escape leaves it open, Tab stays on Confirm, Enter on Confirm closes it', async () => {
    const session = await phone.open('/loanDetail?productId=P001&orderId=ORDTIPS');
    await waitFor(() => dialogOpen(session, 'Kind tips'), 'kind tips');
    await session.press('Escape');
    expect(await dialogOpen(session, 'Kind tips')).toBe(true);
    expect(await focusAfter(session, 'Tab', 'Tab', 'Shift+Tab')).toEqual([
      'BUTTON Confirm',
      'BUTTON Confirm',
      'BUTTON Confirm',
    ]);
    await session.press('Enter');
    await waitFor(async () => !(await dialogOpen(session, 'Kind tips')), 'kind tips to close');
    expect(await onPageHeading(session)).toBe(true);
  });

  it('a sheet opened from the keyboard closes on Escape and gives focus back to its button', async () => {
    const session = await phone.open('/repay?productId=P001&orderId=ORD174');
    await session.execute(() =>
      Array.from(document.querySelectorAll('button'))
        .find((b) => b.innerText.includes('Payment Method'))!
        .focus(),
    );
    await session.press('Enter');
    await waitFor(() => dialogOpen(session, 'Choose a payment channel'), 'the channel sheet');
    expect(await session.execute(() => document.querySelector('dialog')!.contains(document.activeElement))).toBe(true);
    expect(await pageBehindRefusesFocus(session)).toBe(true);
    await session.press('Escape');
    await waitFor(async () => !(await dialogOpen(session, 'Choose a payment channel')), 'the sheet to close');
    expect(await focused(session)).toBe('BUTTON Payment Method');
  });
});
