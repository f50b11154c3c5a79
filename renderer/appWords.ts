import { createContext, useContext } from 'react';
import type { MessageFormatter } from '../expr/runtime';
import { englishMessages } from './i18n/catalogues';
import { PageRuntimeContext } from './views/runtime';
// Types only: a key no catalogue has does not compile.
import type englishCatalogue from '../messages/en.json';

/**
 * The renderer's own words (`app.*` in messages/*.json), shipped with the app in every language it speaks: what a
 * widget says when its page gave no words of its own. A template a widget fills itself ({n}, {max}) keeps its
 * placeholder quoted in the catalogue ('{'n'}'), as the pages' own templates do.
 */
export type AppWordKey = Extract<keyof typeof englishCatalogue, `app.${string}`>;

/** One of the renderer's own words in the page's language; outside a page and without AppWordsContext, in English. */
export function appWord(
  messages: MessageFormatter | undefined,
  key: AppWordKey,
  values: Record<string, unknown> = {},
): string {
  return (messages ?? englishMessages()).format(key, values);
}

/**
 * The words a widget shown outside a page speaks (a widget's story in the language toolbar's choice); a page's own
 * language wins inside it.
 */
export const AppWordsContext = createContext<MessageFormatter | undefined>(undefined);

/** The renderer's words in the page's language, for a widget's defaults: a Filipino screen never falls back to English. */
export function useAppWords(): (key: AppWordKey) => string {
  const outside = useContext(AppWordsContext);
  const messages = useContext(PageRuntimeContext)?.store.get().messages ?? outside;
  return (key) => appWord(messages, key);
}
