import { useContext } from 'react';
import type { MessageFormatter } from './expr/runtime';
import { englishMessages } from './i18n/catalogues';
import { PageRuntimeContext } from './runtime';

/** The renderer's own words (`app.*` in messages/*.json), shipped with the app in every language it speaks. */
export type AppWordKey =
  | 'app.close'
  | 'app.showMore'
  | 'app.viewImage'
  | 'app.image'
  | 'app.documentUnavailable'
  | 'app.errorTitle'
  | 'app.retry';

/** One of the renderer's own words in the page's language; outside a page (a widget's own story or test), in English. */
export function appWord(
  messages: MessageFormatter | undefined,
  key: AppWordKey,
  values: Record<string, unknown> = {},
): string {
  return (messages ?? englishMessages()).format(key, values);
}

/**
 * What a widget says when its page gave no words of its own (an unnamed zoom button, a default Retry): the renderer's
 * word in the page's language, so a Filipino screen never falls back to English.
 */
export function useAppWord(key: AppWordKey): string {
  return appWord(useContext(PageRuntimeContext)?.store.get().messages, key);
}
