// The active catalogue as the expression language's MessageFormatter. Messages arrive compiled (plain text, or the AST
// of an ICU message: scripts/vite-plugin-messages.ts); intl-messageformat formats an AST without parsing anything, and
// uses the platform's Intl (CLDR `fil` plural rules included) for plurals and numbers.
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatter } from '../expr/runtime';
import type { Locale } from './locale';

/** A compiled message: its plain text, or the AST of an ICU message with placeholders or plurals. */
export type CompiledMessage = string | MessageFormatElement[];
export type CompiledCatalogue = Readonly<Record<string, CompiledMessage>>;

export interface MessagesOptions {
  /** Looked up when the catalogue lacks a key (English, so a borrower still reads something true). */
  fallback?: { locale: Locale; catalogue: CompiledCatalogue };
  /** Where a missing key or a message that cannot be formatted is told (once per key). */
  report?: (problem: string) => void;
}

export interface Messages extends MessageFormatter {
  readonly locale: Locale;
}

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

  return {
    locale,
    format(key, values) {
      const found = lookup(key);
      if (!found) {
        report(`no message "${key}"`);
        return key;
      }
      if (typeof found.message === 'string') return found.message;
      let formatter = formatters.get(key);
      if (!formatter) {
        formatter = new IntlMessageFormat(found.message, found.locale, undefined, { ignoreTag: true });
        formatters.set(key, formatter);
      }
      try {
        const text = formatter.format(values as Record<string, string | number | boolean | null | undefined>);
        return Array.isArray(text) ? text.join('') : String(text);
      } catch (error) {
        report(`"${key}" could not be formatted: ${(error as Error).message}`);
        return '';
      }
    },
  };
}
