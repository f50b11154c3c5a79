// The active catalogue as the expression language's MessageFormatter. Messages arrive compiled (plain text, or the AST
// of an ICU message: build/vite-plugin-messages.mjs), so nothing is parsed here. Text with placeholders only is joined
// at once, each value as the page's own template would show it; plurals, selects and number or date formats go to FormatJS's intl-messageformat (the platform's Intl, CLDR
// `fil` plural rules included), which is a chunk of its own fetched only when a catalogue holds such a message.
import type { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatter } from '../../expr/runtime';
import type { Locale } from './locale';

/** A compiled message: its plain text, or the AST of an ICU message with placeholders or plurals. */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

// The parser's TYPE enum values (literal, argument): the enum itself lives in the parser, which stays out of the bundle.
const LITERAL = 0;
const ARGUMENT = 1;

const isSimple = (ast: MessageFormatElement[]) =>
  ast.every((element) => element.type === LITERAL || element.type === ARGUMENT);

/** Whether formatting this catalogue needs intl-messageformat (a plural, a select, a number or date format). */
export function needsIntl(catalogue: CompiledCatalogue): boolean {
  return Object.values(catalogue).some((message) => typeof message !== 'string' && !isSimple(message));
}

let Intl$: typeof IntlMessageFormat | undefined;
let intlLoading: Promise<void> | undefined;

/** Fetches intl-messageformat once; a failed fetch may be tried again. */
export function loadIntl(): Promise<void> {
  if (Intl$) return Promise.resolve();
  intlLoading ??= import('intl-messageformat').then(
    (module) => void (Intl$ = module.IntlMessageFormat),
    (error: unknown) => {
      intlLoading = undefined;
      throw error;
    },
  );
  return intlLoading;
}

export const intlLoaded = (): boolean => Intl$ !== undefined;

export interface MessagesOptions {
  /** Looked up when the catalogue lacks a key (English, so a borrower still reads something true). */
  fallback?: { locale: Locale; catalogue: CompiledCatalogue };
  /** Where a missing key or a message that cannot be formatted is told (once per problem). */
  report?: (problem: string) => void;
}

export interface Messages extends MessageFormatter {
  readonly locale: Locale;
}

/**
 * A value in a plain {placeholder} reads as it would in the page's own template ({{ }}): a number as written (an order
 * number must not gain thousands separators), nothing for a missing value. `{n, number}` formats in the locale's digits.
 */
function argumentText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}

/** Messages over `catalogue`, read at each call: a catalogue that grows (English, as pages bring their words) is seen. */
export function createMessages(locale: Locale, catalogue: CompiledCatalogue, options: MessagesOptions = {}): Messages {
  const formatters = new Map<string, IntlMessageFormat>();
  const reported = new Set<string>();
  const report = (problem: string) => {
    if (reported.has(problem)) return;
    reported.add(problem);
    (options.report ?? ((text: string) => console.warn(`[messages] ${text}`)))(problem);
  };

  function lookup(key: string): { message: CompiledMessage; locale: Locale } | undefined {
    if (Object.hasOwn(catalogue, key)) return { message: catalogue[key], locale };
    const fallback = options.fallback;
    if (fallback && Object.hasOwn(fallback.catalogue, key)) {
      report(`"${key}" is missing in ${locale}; shown in ${fallback.locale}`);
      return { message: fallback.catalogue[key], locale: fallback.locale };
    }
    return undefined;
  }

  function formatRich(
    key: string,
    ast: MessageFormatElement[],
    messageLocale: Locale,
    values: Readonly<Record<string, unknown>>,
  ): string {
    if (!Intl$) {
      report(`"${key}" needs intl-messageformat, which has not loaded`);
      return '';
    }
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl$(ast, messageLocale, undefined, { ignoreTag: true });
      formatters.set(key, formatter);
    }
    try {
      const text = formatter.format(values as Record<string, string | number | boolean | null | undefined>);
      return Array.isArray(text) ? text.join('') : String(text);
    } catch (error) {
      report(`"${key}" could not be formatted: ${(error as Error).message}`);
      return '';
    }
  }

  return {
    locale,
    format(key, values) {
      const found = lookup(key);
      if (!found) {
        report(`no message "${key}"`);
        return key;
      }
      const { message } = found;
      if (typeof message === 'string') return message;
      if (!isSimple(message)) return formatRich(key, message, found.locale, values);
      let text = '';
      for (const element of message) {
        if (element.type === LITERAL) text += element.value;
        else text += argumentText(Object.hasOwn(values, element.value) ? values[element.value] : undefined);
      }
      return text;
    },
  };
}
