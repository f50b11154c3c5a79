/**
 * Words from the catalogue: a value `{ "$t": "bindBank.next" }` (with placeholder values beside the key, each a
 * literal or a {{ binding }}: `{ "$t": "repay.amountDue", "amount": "{{ money(data.plan.repayAmount) }}" }`) is
 * resolved to the active locale's text. The language itself stays pure: it only knows the formatter the scope
 * carries, under a name no expression can spell, so no page can read or replace the catalogue.
 */
import { isPlainObject } from './values';

/** Where the scope carries the active catalogue's formatter (not an identifier: expressions cannot reach it). */
export const MESSAGES_SCOPE_KEY = '@messages';

export interface MessageFormatter {
  /** The locale's text for `key` with `values` filled in; never throws (a missing key or a bad value is reported). */
  format(key: string, values: Readonly<Record<string, unknown>>): string;
}

export interface MessageRef {
  $t: string;
  [placeholder: string]: unknown;
}

export function isMessageRef(value: unknown): value is MessageRef {
  return isPlainObject(value) && typeof value.$t === 'string';
}

/** The placeholder values written beside `$t`, still unresolved. */
export function placeholdersOf(ref: MessageRef): Record<string, unknown> {
  const { $t: _key, ...values } = ref;
  return values;
}
