// Puts the app's base styles and its loading view into index.html (dev and build; the per-route HTML files are copies
// of the built index.html), so the first paint comes with the HTML instead of after the code has downloaded and run.
// A <style> element and static markup: the strict CSP allows inline styles (Emotion needs them anyway), no script.
import type { Plugin } from 'vite';
import { appBaseCss, BASE_CSS_ATTRIBUTE, baseCssDigest, LOADING_SHELL_HTML } from '../renderer/appShell';
import type { AppTheme } from '../renderer/theme';

const EMPTY_ROOT = '<div id="root"></div>';

export function withAppShell(html: string, theme: AppTheme): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to put the loading view in`);
  const css = appBaseCss(theme);
  // Marked with its digest: App then leaves these styles out of its own (renderer/BaseStyles.tsx).
  const style = `<style ${BASE_CSS_ATTRIBUTE}="${baseCssDigest(css)}">${css.replace(/\s*\n\s*/g, ' ')}</style>`;
  return html
    .replace(EMPTY_ROOT, `<div id="root">${LOADING_SHELL_HTML}</div>`)
    .replace(/\n(\s*)<\/head>/, (closing, indent: string) => `\n${indent}  ${style}${closing}`);
}

export function appShellPlugin(theme: AppTheme): Plugin {
  return {
    name: 'app-shell',
    transformIndexHtml: { order: 'pre', handler: (html) => withAppShell(html, theme) },
  };
}
