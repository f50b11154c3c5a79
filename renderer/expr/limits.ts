/** Names and caps that are part of the language contract (tests and the page checker rely on them). */

export const SCOPE_NAMES: readonly string[] = Object.freeze([
  'query',
  'hash',
  'device',
  'env',
  'data',
  'state',
  'item',
  'index',
  'event',
  'result',
]);

export const MAX_SOURCE_LENGTH = 1000;
export const MAX_DEPTH = 32;

/** Keys that lead into prototypes; refused whether written dotted or computed. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}
