// What has focus, read inside the page under test: each function is sent to the browser as its source (Playwright's
// page.evaluate, WebDriver's execute), so it uses nothing from outside itself.

/** The focused element's tag and name (aria-label, its label, else its text), e.g. "BUTTON Send"; "BODY" for none. */
export function focusedControl(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return 'BODY';
  const label = (element as HTMLInputElement).labels?.[0]?.innerText;
  const name = element.getAttribute('aria-label') ?? label ?? (element as HTMLElement).innerText ?? '';
  return `${element.tagName} ${name.trim()}`.trim();
}

/** Whether focus is on the page's heading (its <main> on a page without one), where it goes after a page's dialog. */
export function focusOnPageHeading(): boolean {
  return document.activeElement === (document.querySelector('main h1') ?? document.querySelector('main'));
}
