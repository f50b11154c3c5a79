// What a library function gives back, for the page checker's types. Arguments known value by value are handed to the
// function itself (renderer/expr/functions.ts), so its own code decides; otherwise its result is what its documentation
// says it returns (renderer/expr/library-docs.ts `returns`; tests/unit/checker/exprTypes.test.ts holds every documented
// example to these).
import { callLibraryFunction } from '../renderer/expr/functions';
import {
  ANY,
  BOOLEAN,
  NUMBER,
  TEXT,
  UNDEFINED,
  finite,
  isListed,
  itemsOf,
  listOf,
  objectOf,
  union,
} from './expr-values';
import type { AbstractValue, Shape } from './expr-values';

/** Past this many combinations of argument values, the documented result is used instead of running the function. */
const MAX_COMBINATIONS = 64;

const OPEN_OBJECT: Shape = { field: () => ANY, anyField: () => ANY, names: () => [] };
const sameList = (args: readonly AbstractValue[]) => listOf(itemsOf(args[0] ?? ANY));
const itemOrNothing = (args: readonly AbstractValue[]) => union(itemsOf(args[0] ?? ANY), UNDEFINED);
const numberOrNothing = () => union(NUMBER, UNDEFINED);

/** Each function's documented result, from what its arguments can be. */
export const RESULTS: Readonly<Record<string, (args: readonly AbstractValue[]) => AbstractValue>> = {
  len: () => NUMBER,
  str: () => TEXT,
  num: numberOrNothing,
  int: numberOrNothing,
  lower: () => TEXT,
  upper: () => TEXT,
  trim: () => TEXT,
  join: () => TEXT,
  split: () => listOf(TEXT),
  includes: () => BOOLEAN,
  pluck: () => listOf(ANY),
  filter: sameList,
  find: itemOrNothing,
  first: itemOrNothing,
  last: itemOrNothing,
  slice: () => ANY,
  concat: () => listOf(ANY),
  without: sameList,
  keys: () => listOf(TEXT),
  coalesce: (args) => union(...args),
  present: (args) => union(...args, UNDEFINED),
  not: () => BOOLEAN,
  min: numberOrNothing,
  max: numberOrNothing,
  round: numberOrNothing,
  encode: () => TEXT,
  money: () => TEXT,
  // A value that is not a number comes back unchanged.
  toFix: (args) => union(TEXT, args[0] ?? ANY),
  toMap: () => objectOf(OPEN_OBJECT),
  pick: () => objectOf(OPEN_OBJECT),
  merge: () => objectOf(OPEN_OBJECT),
  range: () => listOf(NUMBER),
  // Whether the answer reader left a part out: the call's `dropped` comes with the answer, never known before.
  unusable: () => BOOLEAN,
};

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
  return (RESULTS[name] ?? (() => ANY))(args);
}
