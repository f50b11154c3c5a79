// The app's base styles and its loading view as plain CSS text, used twice: inlined in every HTML file the build
// writes (build/vite-plugin-app-shell.ts), so a borrower on a slow network sees the loading view as soon as the HTML
// arrives instead of a blank screen while the code downloads; and as App's global styles, so React's first render
// (the same loading view while the page's chunk loads) paints the same pixels and nothing flashes.
import type { AppTheme } from '../theme';

/** The loading view's markup before React runs; PageLoading renders the same element. */
export const LOADING_SHELL_HTML =
  '<div class="page-status" aria-busy="true" data-page-loading=""><span class="page-spinner" aria-hidden="true"></span>Loading…</div>';

export const LOAD_PROBLEM_TEXT = 'This page could not be loaded. Check your connection and try again.';

/**
 * The app's code itself could not be fetched (a dropped connection mid-download): the loading view becomes the
 * problem and a retry, built with DOM calls (no HTML parsing), since React is what failed to arrive.
 */
export function showLoadProblem(container: Element, retry: () => void): void {
  const doc = container.ownerDocument;
  const box = doc.createElement('div');
  box.className = 'page-status';
  box.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent = LOAD_PROBLEM_TEXT;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'page-retry';
  button.textContent = 'Retry';
  button.addEventListener('click', retry);
  box.append(text, button);
  container.replaceChildren(box);
}

/**
 * The HTML's copy of the base styles carries this attribute, its value a digest of the styles' text (for the theme it
 * was built with), so App can tell whether the styles it would add are already in the document.
 */
export const BASE_CSS_ATTRIBUTE = 'data-app-base';

/** A short digest of a text (djb2, base 36): a name for one version of the base styles, not a security measure. */
export function baseCssDigest(css: string): string {
  let hash = 5381;
  for (let index = 0; index < css.length; index++) hash = (hash * 33) ^ css.charCodeAt(index);
  return (hash >>> 0).toString(36);
}

/** Whether the document already holds these base styles (the built HTML's inline copy, for the same theme). */
export function documentHasBaseCss(doc: Document | undefined, css: string): boolean {
  return doc?.querySelector(`style[${BASE_CSS_ATTRIBUTE}="${baseCssDigest(css)}"]`) != null;
}

export function appBaseCss(theme: AppTheme): string {
  // Dialogs and toasts render outside <main>, so the type settings live on <body>. A long unbroken word from the server
  // (an id, a name without spaces) breaks where it must, everywhere, and never widens a row past a 320 px screen:
  // \`anywhere\`, unlike \`break-word\`, also lets a flex or grid item holding it shrink. Focus comes back to the page's
  // heading (or <main>) from a dialog the page opened itself: a place to read from, not a control, so it has no ring.
  return `*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; -webkit-text-size-adjust: 100%; }
body {
  overflow-wrap: anywhere;
  -webkit-tap-highlight-color: transparent;
  font-family: ${theme.font.family};
  font-size: ${theme.font.body}px;
  color: ${theme.colors.text};
  background: ${theme.colors.page};
}
button, input, textarea, select { font: inherit; }
main[tabindex="-1"]:focus, main h1[tabindex="-1"]:focus { outline: none; }
.page-status {
  min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 16px; padding: 32px; text-align: center;
}
.page-spinner {
  width: 32px; height: 32px; border-radius: 50%;
  border: 3px solid ${theme.colors.border}; border-top-color: ${theme.colors.brand};
  animation: page-spin 0.9s linear infinite;
}
.page-retry {
  min-height: 44px; padding: 0 28px; border: 0; border-radius: 22px;
  background: ${theme.colors.accent}; color: #fff; font-weight: 600; cursor: pointer;
}
@keyframes page-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .page-spinner { animation: none; } }
`;
}
