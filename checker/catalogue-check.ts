// Are the words complete? Pure functions over page definitions and catalogue sources (the JSON files as written), for
// the unit tests and the page checker: every key a page uses exists in every locale with the placeholders the page
// fills in, and every locale has exactly English's keys with the same placeholders. Tools only: this parses ICU text,
// which the app itself never does.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MESSAGE_KEY, messageUses } from './message-keys';

export type { MessageUse as KeyUse } from './message-keys';
export { messageUses } from './message-keys';

export interface CatalogueProblem {
  locale: string;
  key: string;
  pointer?: string;
  message: string;
}

function collectArguments(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      collectArguments(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) collectArguments(option.value, into);
  }
  return into;
}

/** The placeholder names of an ICU message, sorted; throws when it is not an ICU message. */
export function placeholdersOfMessage(message: string): string[] {
  return [...collectArguments(parse(message, { ignoreTag: true, requiresOtherClause: true }), new Set())].sort();
}

type Catalogue = Readonly<Record<string, unknown>>;

const messageKeys = (catalogue: Catalogue) => Object.keys(catalogue).filter((key) => key !== '$schema');

/** Each locale against the reference (English): the same keys, each a valid ICU message with the same placeholders. */
export function compareCatalogues(
  catalogues: Readonly<Record<string, Catalogue>>,
  reference = 'en',
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const base = catalogues[reference] ?? {};
  const placeholders = (locale: string, key: string, message: unknown): string[] | undefined => {
    if (typeof message !== 'string') return void problems.push({ locale, key, message: 'is not text' });
    try {
      return placeholdersOfMessage(message);
    } catch (error) {
      problems.push({ locale, key, message: `is not an ICU message (${(error as Error).message})` });
      return undefined;
    }
  };
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    for (const key of messageKeys(catalogue)) {
      if (!MESSAGE_KEY.test(key))
        problems.push({ locale, key, message: 'is not a key (screen.what, letters and digits)' });
      if (!Object.hasOwn(base, key)) problems.push({ locale, key, message: `is not in ${reference}` });
    }
    for (const key of messageKeys(base)) {
      if (!Object.hasOwn(catalogue, key)) {
        problems.push({ locale, key, message: 'is missing' });
        continue;
      }
      const own = placeholders(locale, key, catalogue[key]);
      const expected = locale === reference ? own : placeholders(reference, key, base[key]);
      if (own && expected && own.join(',') !== expected.join(','))
        problems.push({
          locale,
          key,
          message: `has placeholders {${own.join('}, {')}} where ${reference} has {${expected.join('}, {')}}`,
        });
    }
  }
  return problems;
}

/** A page's keys against every locale: each exists, and the page fills in exactly the message's placeholders. */
export function checkPageMessages(page: unknown, catalogues: Readonly<Record<string, Catalogue>>): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const use of messageUses(page)) {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const message = catalogue[use.key];
      if (typeof message !== 'string') {
        problems.push({ locale, key: use.key, pointer: use.pointer, message: 'is not in the catalogue' });
        continue;
      }
      let expected: string[];
      try {
        expected = placeholdersOfMessage(message);
      } catch {
        continue; // compareCatalogues names the broken message
      }
      const given = [...use.placeholders].sort();
      const fits = use.chosen ? expected.every((name) => given.includes(name)) : given.join(',') === expected.join(',');
      if (!fits)
        problems.push({
          locale,
          key: use.key,
          pointer: use.pointer,
          message: `needs {${expected.join('}, {')}}, the page gives {${given.join('}, {')}}`,
        });
    }
  }
  return problems;
}
