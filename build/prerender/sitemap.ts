// The public site's sitemap.xml (every drawn page, each language as an alternate: sitemaps.org with Google's
// xhtml:link extension) and the robots.txt that names it. Both need the site's absolute address (env `siteUrl`).
import type { Locale } from '../../renderer/i18n/locale';
import { localeAddress } from './drawn-html';
import { escapeAttribute } from '../env-html';

export interface SitemapEntry {
  path: string;
  locales: readonly Locale[];
  own: Locale;
}

// XML escapes its text as HTML's attributes do.
const escapeXml = escapeAttribute;

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, locales, own }) =>
    locales.map((locale) => {
      const alternates = locales.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(localeAddress(siteUrl, path, other, own))}"/>`,
      );
      return [
        `  <url>`,
        `    <loc>${escapeXml(localeAddress(siteUrl, path, locale, own))}</loc>`,
        ...alternates,
        `  </url>`,
      ];
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.flat(),
    '</urlset>',
    '',
  ].join('\n');
}

/** Every crawler may read the site; with the site's address, it is told where the sitemap is. */
export function robotsTxt(siteUrl: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (siteUrl) lines.push('', `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
