// The words the app has at hand. English arrives with each page (its module carries the English words it uses: the
// page-modules build plugin), so an English reader downloads no catalogue at all; a page without them (tests, a page
// from the lab) brings in the whole English catalogue. Every other locale is one chunk, fetched only by its readers,
// with English behind it for a key it lacks. intl-messageformat is fetched only for a message that needs it (a plural).
import {
  createMessages,
  loadIntl,
  intlLoaded,
  needsIntl,
  type CompiledCatalogue,
  type CompiledMessage,
  type Messages,
} from './format';
import type { Locale } from './locale';
import appWords from '../../messages/en.json?messages=app,client';

const CATALOGUES: Record<Locale, () => Promise<{ default: CompiledCatalogue }>> = {
  en: () => import('../../messages/en.json?messages'),
  fil: () => import('../../messages/fil.json?messages'),
};

// The app's own words (a refused link, a network failure) come with the renderer, so every screen has them in English.
const english: Record<string, CompiledMessage> = { ...appWords };
const complete = new Map<Locale, CompiledCatalogue>();
const messages = new Map<Locale, Messages>();
const fetching = new Map<Locale, Promise<void>>();

function addEnglish(words: CompiledCatalogue): void {
  for (const [key, message] of Object.entries(words)) if (!Object.hasOwn(english, key)) english[key] = message;
}

function fetchCatalogue(locale: Locale): Promise<void> {
  let pending = fetching.get(locale);
  if (!pending) {
    pending = CATALOGUES[locale]().then(
      async (module) => {
        if (locale === 'en') addEnglish(module.default);
        if (needsIntl(module.default)) await loadIntl();
        complete.set(locale, module.default);
        fetching.delete(locale);
      },
      (error: unknown) => {
        fetching.delete(locale);
        throw error;
      },
    );
    fetching.set(locale, pending);
  }
  return pending;
}

function messagesOf(locale: Locale): Messages {
  let found = messages.get(locale);
  if (!found) {
    found =
      locale === 'en'
        ? createMessages('en', english)
        : createMessages(locale, complete.get(locale)!, { fallback: { locale: 'en', catalogue: english } });
    messages.set(locale, found);
  }
  return found;
}

/** English with the app's own words: the formatter of a page shown without a catalogue (a tool, a story). */
export function englishMessages(): Messages {
  return messagesOf('en');
}

/**
 * The locale's messages for a page, at once when everything is here, else once it has arrived. `pageWords` is the
 * English the page's module carries (undefined: the page came without, so the whole English catalogue is fetched).
 * A catalogue that cannot be fetched rejects, and the next call tries again.
 */
export function messagesFor(locale: Locale, pageWords: CompiledCatalogue | undefined): Messages | Promise<Messages> {
  const waits: Promise<void>[] = [];
  if (pageWords) {
    addEnglish(pageWords);
    if (needsIntl(pageWords) && !intlLoaded()) waits.push(loadIntl());
  } else if (!complete.has('en')) waits.push(fetchCatalogue('en'));
  if (locale !== 'en' && !complete.has(locale)) waits.push(fetchCatalogue(locale));
  if (waits.length === 0) return messagesOf(locale);
  return Promise.all(waits).then(() => messagesOf(locale));
}
