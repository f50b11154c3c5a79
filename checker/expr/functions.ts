// What a library function gives back, for the page checker's types. Arguments known value by value are handed to the
// function itself (expr/functions.ts), so its own code decides; otherwise its result is the one its
// definition declares (expr/signature.ts `result`, read by expr/signatures.ts; tests/unit/expr/
// libraryResults.test.ts holds every example of the definitions to it).
import { aboutFunction, callLibraryFunction } from '../../expr/functions';
import { ANY, finite, isListed } from '../types/values';
import type { AbstractValue } from '../types/values';
import { typeValue } from './signatures';

/** Past this many combinations of argument values, the declared result is used instead of running the function. */
const MAX_COMBINATIONS = 64;

/** A function's declared result, from what its arguments can be. */
export function declaredResult(name: string, args: readonly AbstractValue[]): AbstractValue {
  const about = aboutFunction(name);
  return about ? typeValue(about.result, args) : ANY;
}

/** Every value a listed abstract value stands for, an answer not yet arrived as undefined. */
export const listedValues = (value: AbstractValue): unknown[] =>
  value.pending ? [...value.values, undefined] : [...value.values];

/** Every combination of the arguments' values, or null when there are too many (or one is not listed). */
export function combinations(args: readonly AbstractValue[]): unknown[][] | null {
  let out: unknown[][] = [[]];
  for (const arg of args) {
    if (!isListed(arg)) return null;
    const values = listedValues(arg);
    out = out.flatMap((combo) => values.map((value) => [...combo, value]));
    if (out.length > MAX_COMBINATIONS) return null;
  }
  return out;
}

export function callValue(name: string, args: readonly AbstractValue[]): AbstractValue {
  const combos = combinations(args);
  if (combos) {
    const results: unknown[] = [];
    for (const combo of combos) {
      try {
        results.push(callLibraryFunction(name, combo));
      } catch {
        // this combination fails when evaluated: it gives no value
      }
    }
    return finite(results);
  }
  return declaredResult(name, args);
}
