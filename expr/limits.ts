/** Names and caps that are part of the language contract (tests and the page checker rely on them). */

/**
 * The scope roots, by where they exist. Every expression of a page reads the page's snapshot (renderer/core/scope.ts);
 * a node or rule with `each` adds the item and its index; an action chain adds the event and the last call's result.
 * The parser, the renderer's caches, the build and the page checker all take the names from here.
 */
export const PAGE_ROOTS = Object.freeze(['query', 'hash', 'device', 'env', 'data', 'state'] as const);
export const LIST_ROOTS = Object.freeze(['item', 'index'] as const);
export const CHAIN_ROOTS = Object.freeze(['event', 'result'] as const);

/**
 * The page roots known the moment a route matches, before the page's code has run (renderer/core/earlyCalls.ts
 * routeScope): a page's first reads may start from them. Not `hash` (the early scope stands for the main view, its
 * sub-route is matched by the page), nor `data` and `state` (empty until the page runs).
 */
export const ROUTE_ROOTS: readonly (typeof PAGE_ROOTS)[number][] = Object.freeze(['query', 'device', 'env']);

export const SCOPE_NAMES: readonly string[] = Object.freeze([...PAGE_ROOTS, ...LIST_ROOTS, ...CHAIN_ROOTS]);

export const MAX_SOURCE_LENGTH = 1000;
export const MAX_DEPTH = 32;

/** Keys that lead into prototypes; refused whether written dotted or computed. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_KEYS.has(key);
}
