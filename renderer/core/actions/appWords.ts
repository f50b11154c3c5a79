// The app's own words (messages/<locale>.json, keys app.*): what the renderer itself tells a person (a refused link, a
// copy that failed), in the page's language, from the catalogue the page runs with.
import type { RunContext } from './context';

export type AppWord = 'linkRefused' | 'linkUnavailable' | 'phoneRefused' | 'copyFailed' | 'brokenCall';

/** The words in the page's language; the key itself only where a host gave the page no catalogue at all. */
export function appText(ctx: Pick<RunContext, 'store'>, word: AppWord, values: Record<string, unknown> = {}): string {
  const messages = ctx.store.get().messages;
  return messages ? messages.format(`app.${word}`, values) : `app.${word}`;
}
