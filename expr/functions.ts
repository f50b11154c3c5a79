/**
 * The function library: the only callable things in the language. Functions get evaluated arguments
 * only (never the scope), are pure, and check their own arguments. Each is defined once (signature.ts): its arity is
 * checked when an expression is compiled (check.ts), so what reaches the evaluator calls each with what it takes.
 */
import { LIST_FUNCTIONS } from './library-lists';
import { OBJECT_FUNCTIONS } from './library-objects';
import { TEXT_FUNCTIONS } from './library-text';
import { ExprFailure } from './types';
import type { FunctionAbout, LibraryFunction } from './signature';

// A Map, not an object literal, so a name like "constructor" can never resolve through a prototype.
const LIBRARY: ReadonlyMap<string, LibraryFunction> = new Map([
  ...LIST_FUNCTIONS,
  ...TEXT_FUNCTIONS,
  ...OBJECT_FUNCTIONS,
]);

export const FUNCTION_NAMES: readonly string[] = Object.freeze([...LIBRARY.keys()]);

export function isLibraryFunction(name: string): boolean {
  return LIBRARY.has(name);
}

/** A function's signature, description and examples (undefined for an unknown name, and in the app's build). */
export function aboutFunction(name: string): FunctionAbout | undefined {
  return LIBRARY.get(name)?.about || undefined;
}

/** Throws ExprFailure (without a position; the caller knows it) on bad arguments. */
export function callLibraryFunction(name: string, args: readonly unknown[]): unknown {
  const fn = LIBRARY.get(name);
  if (!fn) throw new ExprFailure(`Unknown function "${name}"`);
  const result = fn.run(args);
  // first()/find() can pick an item out of caller data; a function there must not escape either.
  if (typeof result === 'function') throw new ExprFailure(`${name}() would return a function`);
  return result;
}
