/**
 * A parser that remembers: each text parsed once, its result frozen and kept in a bounded cache of its own (one per
 * engine that parses, ./index.ts). Only engines with a parser carry this; the app's has none (compile.ts).
 */
import type { Compiled, ExprError } from './types';
import { deepFreeze, type ExprParser } from './compile';
import { makeError } from './errors';

const CACHE_LIMIT = 2000;

export function parseCached(parse: ExprParser): ExprParser {
  const cache = new Map<string, Compiled | ExprError>();
  return (text) => {
    const cached = cache.get(text);
    if (cached) {
      // Refresh recency so the strings a page keeps using stay cached.
      cache.delete(text);
      cache.set(text, cached);
      return cached;
    }
    let compiled: Compiled | ExprError;
    try {
      compiled = deepFreeze(parse(text));
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
  };
}
