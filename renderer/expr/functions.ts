/**
 * The function library: the only callable things in the language. Functions get evaluated arguments
 * only (never the scope), are pure, and check their own arguments.
 */
import { checkArity } from './args';
import { LIST_FUNCTIONS } from './library-lists';
import { OBJECT_FUNCTIONS } from './library-objects';
import { TEXT_FUNCTIONS } from './library-text';
import { ExprFailure, type LibraryFunction } from './types';

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

/** Throws ExprFailure (without a position; the caller knows it) on bad arity or arguments. */
export function callLibraryFunction(name: string, args: readonly unknown[]): unknown {
  const fn = LIBRARY.get(name);
  if (!fn) throw new ExprFailure(`Unknown function "${name}"`);
  checkArity(name, args.length, fn.min, fn.max);
  const result = fn.run(args);
  // first()/find() can pick an item out of caller data; a function there must not escape either.
  if (typeof result === 'function') throw new ExprFailure(`${name}() would return a function`);
  return result;
}
