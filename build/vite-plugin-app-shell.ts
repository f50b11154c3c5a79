// Puts the app's loading view into index.html (dev and build; the per-route HTML files are copies of the built
// index.html), so the first paint comes with the HTML instead of after the code has downloaded and run. Static
// markup, no script. Its styles are in the theme of the environment, so build/env-html.ts writes them beside the rest
// of what depends on it.
import type { Plugin } from 'vite';
import { LOADING_SHELL_HTML } from '../renderer/start/appShell';

const EMPTY_ROOT = '<div id="root"></div>';

export function withAppShell(html: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to put the loading view in`);
  return html.replace(EMPTY_ROOT, `<div id="root">${LOADING_SHELL_HTML}</div>`);
}

export function appShellPlugin(): Plugin {
  return {
    name: 'app-shell',
    transformIndexHtml: { order: 'pre', handler: (html) => withAppShell(html) },
  };
}
