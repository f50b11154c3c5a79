// The catalogues the app ships. English is in the renderer's chunk (most borrowers read it, and a first screen must not
// wait for a second request); every other locale is a chunk of its own, fetched only by those who read it.
import en from '../../messages/en.json?messages';
import { createMessages, type CompiledCatalogue, type Messages } from './format';
import type { Locale } from './locale';

const LAZY: Record<Exclude<Locale, 'en'>, () => Promise<{ default: CompiledCatalogue }>> = {
  fil: () => import('../../messages/fil.json?messages'),
};

const ENGLISH = { locale: 'en' as const, catalogue: en };
const ready = new Map<Locale, Messages>([['en', createMessages('en', en)]]);
const pending = new Map<Locale, Promise<Messages>>();

/** The locale's messages when already here (English always is), else undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return ready.get(locale);
}

/** The locale's messages; a catalogue that cannot be fetched rejects, and the next call tries again. */
export function loadMessages(locale: Locale): Promise<Messages> {
  const known = ready.get(locale);
  if (known) return Promise.resolve(known);
  let loading = pending.get(locale);
  if (!loading) {
    loading = LAZY[locale as Exclude<Locale, 'en'>]().then(
      (module) => {
        const messages = createMessages(locale, module.default, { fallback: ENGLISH });
        ready.set(locale, messages);
        pending.delete(locale);
        return messages;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
