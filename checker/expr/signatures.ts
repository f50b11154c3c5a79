// Library calls typed by each function's one definition (expr/signature.ts): what a call gives back, from
// what its arguments can be (`filter(list, …)` keeps the list's items), and whether an argument can never be of the
// kind its parameter takes (`includes(data.loan.orderStatus, [174, 180])`: the first argument is a number). Only what
// is proved is said: an argument that can be anything, or can be missing only, is never refused.
import { paramAt, type Param, type ValueType } from '../../expr/signature';
import { isMissing, isPlainObject, toNumber } from '../../expr/values';
import {
  ANY,
  BOOLEAN,
  NUMBER,
  TEXT,
  UNDEFINED,
  itemsOf,
  listOf,
  member,
  objectOf,
  union,
  type AbstractValue,
  type Shape,
} from '../types/values';

const OPEN_OBJECT: Shape = { field: () => ANY, anyField: () => ANY, names: () => [] };

/** What a type stands for, given the call's arguments: the result of `filter(data.loans, …)` is a list of loans. */
export function typeValue(type: ValueType, args: readonly AbstractValue[]): AbstractValue {
  const arg = (index: number) => args[index] ?? UNDEFINED;
  if (typeof type === 'string') {
    switch (type) {
      case 'text':
        return TEXT;
      case 'number':
      case 'integer':
        return NUMBER;
      case 'boolean':
        return BOOLEAN;
      case 'object':
        return objectOf(OPEN_OBJECT);
      case 'nothing':
        return UNDEFINED;
      case 'arguments':
        return args.length ? union(...args) : UNDEFINED;
      default:
        return ANY;
    }
  }
  if ('list' in type) return listOf(typeValue(type.list, args));
  if ('oneOf' in type) return union(...type.oneOf.map((part) => typeValue(part, args)));
  if ('itemOf' in type) return itemsOf(arg(type.itemOf));
  if ('argument' in type) return arg(type.argument);
  const [list, key] = type.fieldOfItems;
  const keys = arg(key).values.filter((k): k is string | number => typeof k === 'string' || typeof k === 'number');
  const items = itemsOf(arg(list));
  return keys.length === 1 && !arg(key).text && !arg(key).number ? member(items, keys[0]) : ANY;
}

/** Whether one value known one by one is of the type (a decimal text counts as a number, as the functions read it). */
function valueFits(value: unknown, type: ValueType): boolean {
  if (typeof type !== 'string') {
    if ('list' in type) return Array.isArray(value);
    if ('oneOf' in type) return type.oneOf.some((part) => valueFits(value, part));
    return true;
  }
  switch (type) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return toNumber(value) !== undefined;
    case 'integer':
      return Number.isInteger(toNumber(value));
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isPlainObject(value);
    default:
      return true;
  }
}

/** The kinds of value (other than missing) an abstract value can be, each tested against the type. */
function kindsFit(value: AbstractValue, type: ValueType): boolean[] {
  const out: boolean[] = [];
  for (const v of value.values) if (!isMissing(v)) out.push(valueFits(v, type));
  // Any text may be a decimal one, which number parameters read as a number.
  if (value.text) out.push(valueFits('', type) || valueFits('1', type));
  if (value.number) out.push(valueFits(1, type));
  if (value.objects?.length) out.push(valueFits({}, type));
  if (value.lists?.length) out.push(valueFits([], type));
  return out;
}

/**
 * Whether the argument can never be of the type: every value it can hold (missing ones aside: the functions read
 * them as empty) is of another kind. Anything, or only missing values, is never refused.
 */
export function neverFits(value: AbstractValue, type: ValueType): boolean {
  if (value.any) return false;
  const kinds = kindsFit(value, type);
  return kinds.length > 0 && kinds.every((fits) => !fits);
}

/** The kind an argument is, in words, for a message: `a number`, `a list`, `text`, `true or false`. */
export function kindOfValue(value: AbstractValue): string {
  const parts = new Set<string>();
  for (const v of value.values) {
    if (isMissing(v)) continue;
    if (typeof v === 'string') parts.add('a text');
    else if (typeof v === 'number') parts.add('a number');
    else if (typeof v === 'boolean') parts.add('true or false');
    else parts.add(Array.isArray(v) ? 'a list' : 'an object');
  }
  if (value.text) parts.add('a text');
  if (value.number) parts.add('a number');
  if (value.objects?.length) parts.add('an object');
  if (value.lists?.length) parts.add('a list');
  return [...parts].join(' or ') || 'nothing';
}

/** An argument of a call that its parameter can never take. */
export interface ArgumentMismatch {
  index: number;
  param: Param;
}

/** The arguments no value of which fits their parameter, in order. */
export function mismatches(params: readonly Param[], args: readonly AbstractValue[]): ArgumentMismatch[] {
  const out: ArgumentMismatch[] = [];
  args.forEach((arg, index) => {
    const param = paramAt(params, index);
    if (param && neverFits(arg, param.type)) out.push({ index, param });
  });
  return out;
}
