// Which language a borrower reads: the link's `lang`, else the phone's language, else the lender's default (env
// `locale`), else English. One locale per document: it is decided when the page opens.

export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

/**
 * The supported locale a BCP 47 tag asks for, or undefined. Tagalog (`tl`, what many Android phones report) is read
 * as Filipino: the catalogue is written in the Filipino of Metro Manila, which Tagalog speakers read as their own.
 */
export function localeOf(tag: unknown): Locale | undefined {
  if (typeof tag !== 'string') return undefined;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'en') return 'en';
  if (language === 'fil' || language === 'tl') return 'fil';
  return undefined;
}

export interface LocaleSources {
  /** The URL's `lang` parameter. */
  query?: unknown;
  /** The device's languages in preference order (navigator.languages). */
  device?: readonly unknown[];
  /** env.json's `locale`. */
  env?: unknown;
}

export function resolveLocale({ query, device = [], env }: LocaleSources): Locale {
  const fromDevice = device.map(localeOf).find((locale) => locale !== undefined);
  return localeOf(query) ?? fromDevice ?? localeOf(env) ?? FALLBACK_LOCALE;
}

/**
 * The locale a page is shown in: the reader's, except on an internal tool (`"audience": "staff"`), which is written in
 * English for the lender's own people, so its words, its widgets' own words and the document's lang agree.
 */
export function pageLocale(page: { audience?: string } | undefined, reader: Locale): Locale {
  return page?.audience === 'staff' ? FALLBACK_LOCALE : reader;
}

/** The browser's languages, best first (empty outside a browser). */
export function deviceLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
