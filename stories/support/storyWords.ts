// A widget story in the language chosen in the toolbar. Widgets get their words from the page, already in the reader's
// language; a story gives them as args, written in English. So, as a page would with `{ "$t": key }`, each text arg
// that is an English message of messages/en.json without placeholders is shown as that key's message in the chosen
// language (the first key with that English, when several share it). Text no catalogue holds stays as written.
import english from '../../messages/en.json';
import filipino from '../../messages/fil.json';
import type { Locale } from '../../renderer/host';

type Catalogue = Record<string, string>;
const CATALOGUES: Record<Locale, Catalogue> = { en: english, fil: filipino };

/** A message that is plain text: no placeholder, plural or select for a story to fill in. */
const isPlain = (message: unknown): message is string => typeof message === 'string' && !/[{}]/.test(message);

const keyOfEnglish = new Map<string, string>();
for (const [key, message] of Object.entries(english as Catalogue))
  if (key !== '$schema' && isPlain(message) && !keyOfEnglish.has(message)) keyOfEnglish.set(message, key);

/** A plain object or list of args; not a React element (children), which is a plain object too but marked. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  !('$$typeof' in value);

/** `value` with every English catalogue text in it (however deep in lists and objects) in `locale`. */
export function inLocale<T>(value: T, locale: Locale): T {
  if (locale === 'en') return value;
  const catalogue = CATALOGUES[locale];
  const translate = (item: unknown): unknown => {
    if (typeof item === 'string') {
      const key = keyOfEnglish.get(item);
      return key !== undefined && isPlain(catalogue[key]) ? catalogue[key] : item;
    }
    if (Array.isArray(item)) return item.map(translate);
    // React elements (children) and functions (spies) pass as they are.
    if (isPlainObject(item)) return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, translate(v)]));
    return item;
  };
  return translate(value) as T;
}
