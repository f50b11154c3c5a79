// Are the words complete and readable? Pure functions over page definitions and catalogues, for the unit tests and the
// page checker: every locale has exactly English's keys with the same placeholders, each message is one the app can
// show, and every key a page uses exists in every locale with the placeholders the page fills in. Every problem is
// worded for the person translating: which placeholder, which brace, which apostrophe, where in the message.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { escapeSegment } from '../read/json-pointer';
import { MESSAGE_KEY, messageUses } from './message-keys';
import { didYouMean } from '../suggest';

export type { MessageUse as KeyUse } from './message-keys';
export { messageUses } from './message-keys';

export const REFERENCE_LOCALE = 'en';

export interface CatalogueProblem {
  locale: string;
  key: string;
  /** Where in a page the key is used (page problems only). */
  pointer?: string;
  message: string;
  hint?: string;
  /** `empty-text` for a translation that is empty; otherwise a `message-catalogue` or `message-key` problem. */
  empty?: boolean;
  /** The offset, in the message, of the character at fault (an unclosed brace, a quoting apostrophe). */
  offset?: number;
  /** For a missing key: the key after which it belongs (English's order), to place the problem there. */
  after?: string;
  /** The key itself is at fault (a group of keys, spaces around it): placed at the key, not at its message. */
  atKey?: boolean;
}

/** Each locale's keys with their placeholders (sorted), or null for a message the app cannot show. */
export type MessageFacts = Readonly<Record<string, Readonly<Record<string, readonly string[] | null>>>>;

export function collectArguments(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
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

/** The placeholders of an ICU message that take a number: a plural's, an ordinal's, a `{n, number}`. */
function numberArguments(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) numberArguments(option.value, into);
  }
  return into;
}

/** For each key, the placeholders that take a number in some catalogue, from each message's tree. */
export function numberPlaceholdersOfTrees(
  messages: Iterable<readonly [key: string, elements: readonly MessageFormatElement[]]>,
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, elements] of messages)
    for (const name of numberArguments(elements)) out.set(key, new Set([...(out.get(key) ?? []), name]));
  return out;
}

/** The same, parsing the catalogues' texts (Node; a message that does not parse adds none). */
export function numberPlaceholdersOf(
  catalogues: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Map<string, Set<string>> {
  return numberPlaceholdersOfTrees(
    Object.values(catalogues).flatMap((catalogue) =>
      Object.entries(catalogue).flatMap(([key, message]): Array<[string, MessageFormatElement[]]> => {
        if (typeof message !== 'string' || !message.includes('{')) return [];
        try {
          return [[key, parse(message, PARSE_OPTIONS)]];
        } catch {
          return []; // the catalogue's own check reports it
        }
      }),
    ),
  );
}

/** The app's parser options (build/vite-plugin-messages.mjs): no rich-text tags, plurals need `other`. */
const PARSE_OPTIONS = { ignoreTag: true, requiresOtherClause: true } as const;

/** The placeholder names of an ICU message, sorted; throws when it is not an ICU message. */
export function placeholdersOfMessage(message: string): string[] {
  return [...collectArguments(parse(message, PARSE_OPTIONS))].sort();
}

/** What each kind of ICU syntax error means, for someone translating. */
const ICU_WORDS: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a { that is never closed: every {placeholder} needs its }',
  EMPTY_ARGUMENT: '{} with no name in it: write the placeholder English has there',
  MALFORMED_ARGUMENT: 'a {…} that is not a placeholder (a name of letters and digits, no spaces)',
  EXPECT_ARGUMENT_TYPE: 'a {name, …} without plural, select or number after the comma',
  INVALID_ARGUMENT_TYPE: 'a {name, …} whose kind is not plural, select or number',
  MISSING_OTHER_CLAUSE: 'a plural or select without its "other {…}" case',
  UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: "an apostrophe ' that starts quoted text and never ends it",
  EXPECT_PLURAL_ARGUMENT_SELECTOR: 'a plural case without its name (one, other, =0 …)',
  EXPECT_SELECT_ARGUMENT_SELECTOR: 'a select case without its name',
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: 'a plural case without its {text}',
  EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: 'a select case without its {text}',
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: 'a plural case written twice',
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: 'a select case written twice',
};

interface ParseFailure {
  message?: string;
  location?: { start?: { offset?: number } };
}

const STRAY_CLOSE = 'a } that closes no {placeholder}: it shows as the letter } ("Lahat}"); remove it';

/**
 * The offset of a `}` outside every `{…}`, which the parser leniently keeps as text ("Lahat}" on the button), or
 * undefined. A quoted brace (`'}'`, ICU's escape) is meant as text and passes.
 */
export function strayClosingBrace(message: string): number | undefined {
  let depth = 0;
  for (let at = 0; at < message.length; at++) {
    const char = message[at];
    if (char === "'" && message[at + 1] === "'") at++;
    else if (char === "'" && /[{}#|]/.test(message[at + 1] ?? '')) {
      const end = message.indexOf("'", at + 1);
      at = end < 0 ? message.length : end;
    } else if (char === '{') depth++;
    else if (char === '}' && depth-- === 0) return at;
  }
  return undefined;
}

/** Why a message cannot be shown, in plain words, and where in it; undefined when it parses. */
export function messageSyntaxProblem(message: string): { words: string; offset: number } | undefined {
  try {
    parse(message, PARSE_OPTIONS);
    const stray = strayClosingBrace(message);
    return stray === undefined ? undefined : { words: STRAY_CLOSE, offset: stray };
  } catch (error) {
    const { message: kind = '', location } = error as ParseFailure;
    return {
      words: ICU_WORDS[kind] ?? `a message the app cannot read (${kind || 'unknown error'}): copy the shape of English`,
      offset: location?.start?.offset ?? 0,
    };
  }
}

/** Each catalogue's keys with their placeholders, by parsing the messages (Node; the browser reads compiled ones). */
export function messageFactsOf(catalogues: Readonly<Record<string, Readonly<Record<string, unknown>>>>): MessageFacts {
  const placeholders = (message: unknown) => {
    if (typeof message !== 'string') return null;
    try {
      return placeholdersOfMessage(message);
    } catch {
      return null;
    }
  };
  // A group of keys (`"repay": { "done": … }`, which the app does not read) holds its keys as broken messages: the
  // catalogue's check names the group; a page using "repay.done" is not told again.
  const entries = (catalogue: Catalogue) =>
    messageKeys(catalogue).flatMap((key): Array<[string, readonly string[] | null]> => {
      const value = catalogue[key];
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.keys(value).map((inner) => [`${key}.${inner}`, null])
        : [[key, placeholders(value)]];
    });
  return Object.fromEntries(
    Object.entries(catalogues).map(([locale, catalogue]) => [locale, Object.fromEntries(entries(catalogue))]),
  );
}

type Catalogue = Readonly<Record<string, unknown>>;

const messageKeys = (catalogue: Catalogue) => Object.keys(catalogue).filter((key) => key !== '$schema');
const braces = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');
/** An apostrophe right before a brace (or #) starts quoted text in ICU: '{phone}' shows as the text {phone}. */
const QUOTING_APOSTROPHE = /'[{}#|]/;

function placeholderProblem(
  message: string,
  own: readonly string[],
  expected: readonly string[],
  reference: string,
): Pick<CatalogueProblem, 'message' | 'hint' | 'offset'> {
  const missing = expected.filter((name) => !own.includes(name));
  const extra = own.filter((name) => !expected.includes(name));
  const quote = QUOTING_APOSTROPHE.exec(message);
  if (quote && missing.length)
    return {
      message: `shows ${braces(missing)} as plain text: the apostrophe before it starts quoted text`,
      hint: `write '' (two apostrophes) for an apostrophe, or remove the quotes around ${braces(missing)}`,
      offset: quote.index,
    };
  if (missing.length && extra.length)
    return {
      message: `has ${braces(extra)} where ${reference} has ${braces(missing)}`,
      hint: `keep English's placeholder names (${braces(expected)}) and translate only the words around them`,
      offset: Math.max(0, message.indexOf(`{${extra[0]}`)),
    };
  if (missing.length)
    return {
      message: `leaves out ${braces(missing)}, which ${reference} has`,
      hint: `put ${braces(missing)} where the value belongs in the sentence: without it the borrower does not see it`,
    };
  return {
    message: `has ${braces(extra)}, which ${reference} does not have`,
    hint: `use only the placeholders ${reference} has (${braces(expected) || 'none'}): the page fills in only those`,
    offset: Math.max(0, message.indexOf(`{${extra[0]}`)),
  };
}

/** One catalogue's own keys: each a flat key holding words the app can show. */
function ownProblems(locale: string, catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const key of messageKeys(catalogue)) {
    const value = catalogue[key];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const inner = Object.keys(value)[0];
      problems.push({
        locale,
        key,
        message: 'is a group of keys, which the app does not read: catalogue keys are flat',
        atKey: true,
        hint: `write each as one key at the top level${inner ? `: "${key}.${inner}": "…"` : ''}`,
      });
      continue;
    }
    if (!MESSAGE_KEY.test(key))
      problems.push({
        locale,
        key,
        message: 'is not a key: the screen, a dot, then what the words are for (bindBank.next)',
        atKey: true,
        ...(key.trim() !== key ? { hint: 'remove the spaces around the key' } : {}),
      });
    if (typeof value !== 'string') {
      problems.push({ locale, key, message: 'is not text', hint: 'write the words between double quotes' });
      continue;
    }
    if (value.trim() === '') {
      problems.push({
        locale,
        key,
        empty: true,
        message: 'is empty: the borrower would see nothing there',
        hint: 'write the words in this language (a message that should show nothing does not belong in the catalogue)',
      });
      continue;
    }
    const syntax = messageSyntaxProblem(value);
    if (syntax)
      problems.push({
        locale,
        key,
        message: `is not a message the app can show: ${syntax.words}`,
        offset: syntax.offset,
        hint: "a { or } meant as text is written '{' or '}'",
      });
  }
  return problems;
}

/**
 * One locale against the reference (English): the same keys, with the same placeholders. Without the reference's
 * facts (its file did not parse) only the locale's own messages are judged: no knock-on problem for every key.
 */
export function checkCatalogue(
  locale: string,
  catalogue: Catalogue,
  reference: Readonly<Record<string, readonly string[] | null>> | undefined,
  referenceLocale = REFERENCE_LOCALE,
): CatalogueProblem[] {
  const problems = ownProblems(locale, catalogue);
  if (!reference || locale === referenceLocale) return problems;
  const referenceKeys = Object.keys(reference);
  const value = (key: string) => catalogue[key];
  // A key with spaces around it, or a group of keys, is reported once, as such: not also as a key English lacks,
  // nor English's key as missing.
  const misspeltAs = new Map(
    messageKeys(catalogue)
      .filter((key) => key.trim() !== key && Object.hasOwn(reference, key.trim()))
      .map((key) => [key.trim(), key]),
  );
  const isGroup = (key: string) => typeof value(key) === 'object' && value(key) !== null && !Array.isArray(value(key));
  for (const key of messageKeys(catalogue))
    if (!Object.hasOwn(reference, key) && !isGroup(key) && !misspeltAs.has(key.trim())) {
      const hint = didYouMean(key, referenceKeys);
      problems.push({
        locale,
        key,
        message: `is not in ${referenceLocale}`,
        hint: hint ?? `add it to messages/${referenceLocale}.json first, or remove it`,
      });
    }
  let previous: string | undefined;
  const grouped = new Set(
    messageKeys(catalogue)
      .filter(isGroup)
      .flatMap((group) => Object.keys(value(group) as object).map((inner) => `${group}.${inner}`)),
  );
  for (const key of referenceKeys) {
    if (misspeltAs.has(key) || grouped.has(key)) {
      previous = key;
      continue;
    }
    if (!Object.hasOwn(catalogue, key)) {
      problems.push({
        locale,
        key,
        message: 'is missing',
        hint: `add "${key}" with its words in this language${previous ? `, after "${previous}"` : ''}`,
        ...(previous ? { after: previous } : {}),
      });
      continue;
    }
    previous = key;
    const message = catalogue[key];
    const expected = reference[key];
    if (typeof message !== 'string' || !expected || messageSyntaxProblem(message)) continue;
    const own = placeholdersOfMessage(message);
    if (own.join(',') !== expected.join(','))
      problems.push({ locale, key, ...placeholderProblem(message, own, expected, referenceLocale) });
  }
  return problems;
}

/** Each locale against the reference (English): the same keys, each a valid ICU message with the same placeholders. */
export function compareCatalogues(
  catalogues: Readonly<Record<string, Catalogue>>,
  reference = REFERENCE_LOCALE,
): CatalogueProblem[] {
  const base = catalogues[reference] ? messageFactsOf({ [reference]: catalogues[reference] })[reference] : undefined;
  return Object.entries(catalogues).flatMap(([locale, catalogue]) =>
    checkCatalogue(locale, catalogue, base, reference),
  );
}

/**
 * A page's keys against every locale: each exists, and the page fills in exactly the message's placeholders, which
 * are English's (a translation with other placeholders is its catalogue's problem, reported there, not the page's).
 */
export function checkPageMessages(page: unknown, messages: MessageFacts): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const placeholderLocales = Object.hasOwn(messages, REFERENCE_LOCALE) ? [REFERENCE_LOCALE] : Object.keys(messages);
  // A key that is not a key at all ("", "Repay") is the page schema's to name.
  for (const use of messageUses(page).filter(({ key }) => MESSAGE_KEY.test(key))) {
    for (const [locale, catalogue] of Object.entries(messages)) {
      if (!Object.hasOwn(catalogue, use.key)) {
        // Written with spaces around it, or inside a group of keys: the catalogue's own problem, named there.
        const miswritten = Object.keys(catalogue).some((key) => key.trim() === use.key);
        if (miswritten) continue;
        const hint = didYouMean(use.key, Object.keys(catalogue));
        problems.push({
          locale,
          key: use.key,
          pointer: use.pointer,
          message: 'is not in the catalogue',
          ...(hint ? { hint } : {}),
        });
        continue;
      }
      const expected = catalogue[use.key];
      if (!expected || !placeholderLocales.includes(locale)) continue; // the catalogue's own check names the rest
      const given = [...use.placeholders].sort();
      const fits = use.chosen ? expected.every((name) => given.includes(name)) : given.join(',') === expected.join(',');
      if (fits) continue;
      const missing = expected.filter((name) => !given.includes(name));
      const unknown = given.filter((name) => !expected.includes(name));
      const close = unknown.length === 1 && missing.length ? didYouMean(unknown[0], missing) : undefined;
      // A placeholder the message does not have is placed at its own name beside "$t".
      problems.push({
        locale,
        key: use.key,
        ...(unknown.length
          ? { pointer: use.pointer.replace(/[^/]*$/, escapeSegment(unknown[0])), atKey: true }
          : { pointer: use.pointer }),
        message: `needs ${braces(expected) || 'no placeholder'}, the page gives ${braces(given) || 'none'}`,
        hint:
          close ??
          (missing.length
            ? `give ${missing.map((name) => `"${name}"`).join(', ')} beside "$t"`
            : `remove ${unknown.map((name) => `"${name}"`).join(', ')} from beside "$t"`),
      });
    }
  }
  return problems;
}
