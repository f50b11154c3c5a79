// Whether the HTML already holds the app's first view: a page drawn at build time (build/prerender/drawn-html.ts marks
// the root `data-drawn="<page> <locale>"`) is hydrated only when it is this page in this reader's locale, and, for a
// view that reads the device (drawn as a browser outside the app sees it), only outside the app. Anything else is
// drawn anew by the browser, replacing what the HTML showed at React's first commit.
export const DRAWN_ATTRIBUTE = 'data-drawn';
export const DRAWN_OUTSIDE_APP_ATTRIBUTE = 'data-drawn-outside-app';

export function drawnPageMatches(container: Element, page: string, locale: string, inApp: () => boolean): boolean {
  if (container.getAttribute(DRAWN_ATTRIBUTE) !== `${page} ${locale}`) return false;
  return !container.hasAttribute(DRAWN_OUTSIDE_APP_ATTRIBUTE) || !inApp();
}
