// The catalogue checks (words/catalogue-check.ts) as the checker's findings: a catalogue's problems at the key's own line
// (inside the message at the brace or apostrophe at fault), and a page's `$t` problems at the `$t`, one per place
// whatever the number of catalogues that share it.
import {
  checkCatalogue,
  checkPageMessages,
  REFERENCE_LOCALE,
  type CatalogueProblem,
  type MessageFacts,
} from './catalogue-check';
import { childPointer, isPlainObject, valueAt } from '../read/json-pointer';
import { nameFixOf } from '../suggest';
import type { Finding } from '../problem';
import { MESSAGES_DIR } from '../targets';

export const catalogueFileOf = (locale: string) => `${MESSAGES_DIR}/${locale}.json`;

const keyPointer = (key: string) => childPointer('', key);

function catalogueFinding(problem: CatalogueProblem): Finding {
  const syntax = problem.message.startsWith('is not a message');
  return {
    code: problem.empty ? 'empty-text' : 'message-catalogue',
    pointer: keyPointer(problem.key),
    expected: syntax
      ? 'an ICU message: words, {placeholder}, {n, plural, one {…} other {…}}'
      : problem.empty
        ? 'words'
        : `the keys of ${REFERENCE_LOCALE} with the same placeholders`,
    found: `"${problem.key}" ${problem.message}`,
    ...(problem.hint ? { hint: problem.hint } : {}),
    ...(problem.offset !== undefined ? { exprOffset: problem.offset } : {}),
    ...(problem.after !== undefined ? { near: keyPointer(problem.after) } : {}),
    ...(problem.atKey ? { atKey: true } : {}),
  };
}

/** messages/<locale>.json on its own, against English's keys and placeholders (when English could be read). */
export function checkCatalogueDocument(locale: string, document: unknown, messages: MessageFacts): Finding[] {
  if (!isPlainObject(document))
    return [{ code: 'schema', pointer: '', expected: 'an object of "key": "words" pairs', found: typeof document }];
  return checkCatalogue(locale, document, messages[REFERENCE_LOCALE]).map(catalogueFinding);
}

/** A page's words against every catalogue: one finding per `$t` and problem, naming every catalogue it concerns. */
export function pageMessageFindings(page: unknown, messages: MessageFacts): Finding[] {
  const grouped = new Map<string, { problem: CatalogueProblem; locales: string[] }>();
  for (const problem of checkPageMessages(page, messages)) {
    const id = `${problem.pointer}\u0000${problem.key}\u0000${problem.message}`;
    const known = grouped.get(id);
    if (known) known.locales.push(problem.locale);
    else grouped.set(id, { problem, locales: [problem.locale] });
  }
  return [...grouped.values()].map(({ problem, locales }) => {
    const files = locales.map(catalogueFileOf).join(' and ');
    const missing = problem.message === 'is not in the catalogue';
    return {
      code: 'message-key',
      pointer: problem.pointer ?? '',
      ...(problem.atKey ? { atKey: true } : {}),
      expected: missing ? `a key of ${files}` : `the placeholders "${problem.key}" has in ${files}`,
      found: missing
        ? `"${problem.key}", which ${files} ${locales.length > 1 ? 'do' : 'does'} not have`
        : `"${problem.key}" ${problem.message}`,
      hint:
        problem.hint ??
        `add "${problem.key}" to every catalogue of messages/ with its words, or use a key they have (docs/words.md)`,
      // A close key is the sure fix only where no catalogue has the key written and `$t` is that key alone.
      ...(missing &&
      locales.length === Object.keys(messages).length &&
      valueAt(page, problem.pointer ?? '') === problem.key
        ? nameFixOf(problem.hint)
        : {}),
    };
  });
}
