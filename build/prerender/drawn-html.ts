// A route's HTML with its page drawn in: the markup in the app's root (between two markers, so a configure for
// another environment draws it again in place), the document's language, title and description, and the links a
// search engine reads (the canonical address and the page in each language). Text is escaped; nothing is parsed.
import { LOADING_SHELL_HTML } from '../../renderer/start/appShell';
import type { Locale } from '../../renderer/i18n/locale';
import type { DrawnPage } from './render-page';
import { escapeAttribute, escapeText } from '../env-html';

import { DRAWN_ATTRIBUTE, DRAWN_OUTSIDE_APP_ATTRIBUTE } from '../../renderer/start/drawnPage';

const START = '<!--drawn-->';
const END = '<!--/drawn-->';
const ROOT = new RegExp(`<div id="root"[^>]*>(?:${escapeRegExp(LOADING_SHELL_HTML)}|${START}[\\s\\S]*?${END})</div>`);
const LINKS = /\n\s*<link rel="(?:canonical|alternate)"[^>]*>/g;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

const beforeHeadEnd = (html: string, elements: readonly string[]) =>
  html.replace(
    /\n(\s*)<\/head>/,
    (closing, indent: string) => elements.map((element) => `\n${indent}  ${element}`).join('') + closing,
  );

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page's address in a locale: the environment's own locale has none of its own (`?lang=` is how links ask). */
export function localeAddress(siteUrl: string, path: string, locale: Locale, own: Locale): string {
  const base = siteUrl.replace(/\/+$/, '');
  return locale === own ? `${base}${path}` : `${base}${path}?lang=${locale}`;
}

export interface DrawnHtmlOptions {
  page: string;
  path: string;
  locale: Locale;
  /** The environment's own locale (env `locale`), whose address carries no `lang`. */
  own: Locale;
  /** The public site's address (env `siteUrl`); without it, no canonical or alternate links are written. */
  siteUrl?: string;
  locales: readonly Locale[];
}

function replaceOne(html: string, pattern: RegExp, write: () => string, what: string): string {
  if (!pattern.test(html)) throw new Error(`the HTML has no ${what} to draw into`);
  return html.replace(pattern, write);
}

export function withDrawnPage(html: string, drawn: DrawnPage, options: DrawnHtmlOptions): string {
  const outside = drawn.readsDevice ? ` ${DRAWN_OUTSIDE_APP_ATTRIBUTE}=""` : '';
  const root = `<div id="root" ${DRAWN_ATTRIBUTE}="${options.page} ${options.locale}"${outside}>${START}${drawn.html}${END}</div>`;
  let out = replaceOne(html, ROOT, () => root, 'app root with its loading view or an earlier drawing');
  out = replaceOne(out, /<html lang="[^"]*"/, () => `<html lang="${options.locale}"`, '<html lang>');
  out = replaceOne(out, /<title>[^<]*<\/title>/, () => `<title>${escapeText(drawn.title)}</title>`, '<title>');
  const description = `<meta name="description" content="${escapeAttribute(drawn.description)}" />`;
  out = DESCRIPTION.test(out) ? out.replace(DESCRIPTION, () => description) : beforeHeadEnd(out, [description]);
  out = out.replace(LINKS, '');
  if (options.siteUrl) {
    const { siteUrl, path, own } = options;
    const links = [
      `<link rel="canonical" href="${escapeAttribute(localeAddress(siteUrl, path, options.locale, own))}" />`,
      ...options.locales.map(
        (locale) =>
          `<link rel="alternate" hreflang="${locale}" href="${escapeAttribute(localeAddress(siteUrl, path, locale, own))}" />`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(localeAddress(siteUrl, path, own, own))}" />`,
    ];
    out = beforeHeadEnd(out, links);
  }
  return out;
}
