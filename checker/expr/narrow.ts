// A value cut down to what passes a test: after `status == 'success' &&`, status is 'success'; after `!flag ||`, flag
// is false-ish. Values known one by one are kept when the test, run by the language itself, passes them; an open kind
// (any text, any number) becomes the values that pass when those can be listed, stays whole when some of it may pass,
// and goes when none of its witnesses passes.
import type { BinaryOperator } from '../../expr/types';
import { isTruthy, toNumber } from '../../expr/values';
import { ANY, finite, union, witnesses, type AbstractValue } from '../types/values';

/** Per kind, the values of it that pass (undefined: they cannot be listed, keep the kind if any may pass). */
export interface Solutions {
  text?: readonly unknown[];
  number?: readonly unknown[];
  any?: readonly unknown[];
}

/** The falsy values of the language (isTruthy): what anything can be once found false. */
const FALSY = [false, 0, '', null, undefined];

/** `against`: what the value is tested with, so the witnesses of its open kinds include the values that matter. */
export function narrowBy(
  value: AbstractValue,
  passes: (v: unknown) => boolean,
  exact: Solutions = {},
  against: AbstractValue = finite([]),
): AbstractValue {
  if (value.any) return exact.any ? finite(exact.any.filter(passes)) : ANY;
  const parts: AbstractValue[] = [finite(value.values.filter(passes))];
  if (value.pending && passes(undefined)) parts.push({ values: [], pending: true });
  const kind = (open: boolean | undefined, listed: readonly unknown[] | undefined, of: AbstractValue) => {
    if (!open) return;
    if (listed) parts.push(finite(listed.filter(passes)));
    else if ((witnesses(of, against) ?? []).some(passes)) parts.push(of);
  };
  kind(value.text, exact.text, { values: [], text: true });
  kind(value.number, exact.number, { values: [], number: true });
  // Objects and lists are never equal to a listed value and always true: their one witness answers for them.
  const objects = value.objects?.length && passes({}) ? value.objects : undefined;
  const lists = value.lists?.length && passes([]) ? value.lists : undefined;
  if (objects || lists) parts.push({ values: [], objects, lists });
  return union(...parts);
}

export function narrowTruth(value: AbstractValue, truth: boolean): AbstractValue {
  const passes = (v: unknown) => isTruthy(v) === truth;
  if (truth) return narrowBy(value, passes);
  // Found false: text can only be '', a number only 0, and anything only one of the falsy values.
  return narrowBy(value, passes, { text: [''], number: [0], any: FALSY });
}

/**
 * The values of each open kind that make `value <op> other` come out `truth`, when they can be listed: equality with
 * one value (`=== 'a'` is 'a', `== 180` for a number is 180). Undefined when they cannot be (`!= 1`, `== 1` for text).
 */
export function solutions(operator: BinaryOperator, truth: boolean, other: unknown): Solutions | undefined {
  const equal = (operator === '==' || operator === '===') === truth;
  if (!equal || (operator !== '==' && operator !== '===' && operator !== '!=' && operator !== '!==')) return undefined;
  const strict = operator === '===' || operator === '!==';
  const number = toNumber(other);
  if (strict)
    return {
      text: typeof other === 'string' ? [other] : [],
      number: typeof other === 'number' ? [other] : [],
      any: [other],
    };
  return {
    text: typeof other === 'string' ? [other] : typeof other === 'number' ? undefined : [],
    number: number === undefined || typeof other === 'boolean' ? [] : [number],
    any: typeof other === 'number' || number !== undefined ? undefined : [other],
  };
}

/** The values of each open kind `includes(list, value)` finds in a list (compared as `==`). */
export function oneOf(list: readonly unknown[]): Solutions {
  const numeric = list.map(toNumber).filter((n): n is number => n !== undefined);
  const plain = list.every((item) => typeof item === 'string' && toNumber(item) === undefined);
  return {
    number: numeric,
    text: list.every((item) => typeof item === 'string') ? list.filter((item) => typeof item === 'string') : undefined,
    any: plain ? list : undefined,
  };
}
