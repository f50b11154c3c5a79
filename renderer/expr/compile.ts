/** Text -> Compiled (literal, whole-value binding or template), parsed once and cached by text. */
import type { Compiled, ExprError } from './types';
import { checkSource } from './check';
import { makeError } from './errors';
import { scanTemplate } from './template';

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

function build(text: string): Compiled | ExprError {
  const segments = scanTemplate(text);
  if ('message' in segments) return makeError(segments.message, text, segments.index);
  const parts: Array<string | { source: string; ast: unknown }> = [];
  for (const segment of segments) {
    if (segment.kind === 'text') {
      parts.push(segment.text);
      continue;
    }
    const ast = checkSource(segment.source, segment.start);
    if ('message' in ast) return makeError(ast.message, text, ast.index);
    parts.push({ source: segment.source, ast });
  }
  const [only] = parts;
  if (parts.length === 0) return { kind: 'literal', value: '' };
  if (parts.length === 1 && typeof only === 'string') return { kind: 'literal', value: only };
  if (parts.length === 1 && typeof only !== 'string') return { kind: 'binding', source: only.source, ast: only.ast };
  return { kind: 'template', parts };
}

export function compile(text: string): Compiled | ExprError {
  if (typeof text !== 'string') return makeError('Expression must be a string', '', 0);
  const cached = cache.get(text);
  if (cached) {
    // Refresh recency so the strings a page keeps using stay cached.
    cache.delete(text);
    cache.set(text, cached);
    return cached;
  }
  let compiled: Compiled | ExprError;
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
