/** Argument checks shared by the function library, so every function words its errors the same way. */
import { ExprFailure } from './types';
import { isMissing, toNumber, typeName } from './values';

export interface ArgReader {
  /** An array, or `whenMissing` for null/undefined. */
  array<T>(i: number, whenMissing: T): unknown[] | T;
  /** A string, or `whenMissing` for null/undefined. */
  string<T>(i: number, whenMissing: T): string | T;
  /** A string or a number, as an object key. Missing is an error. */
  key(i: number): string | number;
  /** An integer; `whenMissing` for null/undefined. */
  integer<T>(i: number, whenMissing: T): number | T;
  /** A number or a decimal string; `whenMissing` for null/undefined. */
  number<T>(i: number, whenMissing: T): number | T;
  fail(i: number, expected: string): ExprFailure;
}

export function readArgs(fn: string, args: readonly unknown[]): ArgReader {
  const fail = (i: number, expected: string): ExprFailure =>
    new ExprFailure(`${fn}() expects ${expected} as argument ${i + 1}, got ${typeName(args[i])}`);
  return {
    fail,
    array(i, whenMissing) {
      const value = args[i];
      if (isMissing(value)) return whenMissing;
      if (!Array.isArray(value)) throw fail(i, 'an array');
      return value;
    },
    string(i, whenMissing) {
      const value = args[i];
      if (isMissing(value)) return whenMissing;
      if (typeof value !== 'string') throw fail(i, 'a string');
      return value;
    },
    key(i) {
      const value = args[i];
      if (typeof value !== 'string' && typeof value !== 'number') throw fail(i, 'a string or a number');
      return value;
    },
    integer(i, whenMissing) {
      const value = args[i];
      if (isMissing(value)) return whenMissing;
      const number = toNumber(value);
      if (number === undefined || !Number.isInteger(number)) throw fail(i, 'an integer');
      return number;
    },
    number(i, whenMissing) {
      const value = args[i];
      if (isMissing(value)) return whenMissing;
      const number = toNumber(value);
      if (number === undefined) throw fail(i, 'a number');
      return number;
    },
  };
}

/** `len() expects 1 argument, got 2` and friends, placed at `at` (the call). */
export function checkArity(fn: string, count: number, min: number, max: number, at?: number): void {
  if (count >= min && count <= max) return;
  const plural = (n: number): string => `${n} argument${n === 1 ? '' : 's'}`;
  let expected: string;
  if (max === Infinity) expected = `at least ${plural(min)}`;
  else if (min === max) expected = plural(min);
  else expected = `${min} to ${plural(max)}`;
  throw new ExprFailure(`${fn}() expects ${expected}, got ${count}`, at);
}
