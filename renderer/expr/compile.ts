/**
 * Text -> Compiled (literal, whole-value binding or template), parsed once and cached by text.
 * Pages that ship with the build are compiled at build time (build/vite-plugin-page-modules.ts) and their results
 * preloaded, so the app never loads the parser; tests, tools and pages from elsewhere install it (./index.ts).
 */
import type { Compiled, ExprError } from './types';
import { makeError } from './errors';

type Builder = (text: string) => Compiled | ExprError;
let build: Builder | null = null;

/** Makes `compile` able to parse text it was not given compiled (index.ts installs the jsep-based builder). */
export function installBuilder(builder: Builder): void {
  build = builder;
}

/**
 * Tables compiled at build time, one per loaded page; kept apart from the bounded cache so they are never evicted.
 * A result is frozen when first asked for, not when its page loads: a page's first render then freezes only what it
 * shows, instead of every expression of the page before anything is drawn.
 */
const tables: Readonly<Record<string, Compiled | ExprError>>[] = [];

export function preloadCompiled(table: Readonly<Record<string, Compiled | ExprError>>): void {
  if (!tables.includes(table)) tables.push(table);
}

function precompiledOf(text: string): Compiled | ExprError | undefined {
  for (const table of tables) if (Object.hasOwn(table, text)) return deepFreeze(table[text]);
  return undefined;
}

const CACHE_LIMIT = 2000;
const cache = new Map<string, Compiled | ExprError>();

export function isExprError(value: Compiled | ExprError): value is ExprError {
  return !('kind' in value);
}

/** Compiled trees are shared through the cache, so nobody may change them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function compile(text: string): Compiled | ExprError {
  if (typeof text !== 'string') return makeError('Expression must be a string', '', 0);
  const ready = precompiledOf(text);
  if (ready) return ready;
  const cached = cache.get(text);
  if (cached) {
    // Refresh recency so the strings a page keeps using stay cached.
    cache.delete(text);
    cache.set(text, cached);
    return cached;
  }
  let compiled: Compiled | ExprError;
  // Not cached: a parser may be loaded later (acceptPage), and then the same text compiles.
  if (!build) return makeError('Expression was not compiled at build time, and no parser is loaded', text, 0);
  try {
    compiled = deepFreeze(build(text));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    compiled = deepFreeze(makeError(`Cannot compile expression: ${detail}`, text, 0));
  }
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(text, compiled);
  return compiled;
}

/** True for a string with an unescaped `{{` (including a malformed one, so it gets evaluated and reported). */
export function isBinding(value: unknown): boolean {
  if (typeof value !== 'string' || !value.includes('{{')) return false;
  const compiled = compile(value);
  return isExprError(compiled) || compiled.kind !== 'literal';
}
