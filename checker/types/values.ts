// What an expression can evaluate to, as the page checker knows it: some values one by one (an enum's members, a
// literal, a page's initial state), and kinds it cannot list (any text, any number, objects of a known shape, lists of
// known items), or anything at all where the contract says nothing. Every question about such a value (is it ever
// equal to 1? is it ever false?) is answered by running the language's own operators (expr/operators.ts,
// values.ts) on the values it holds and on a few witnesses of each kind, never by a second copy of their rules.
import { isMissing, isTruthy, readOwnProperty, toNumber } from '../../expr/values';

/** The fields of objects of one shape (a response schema's object, the page's state, the query). */
export interface Shape {
  /** The value of one field; a field the shape does not know reads as `ANY` (other checks name unknown fields). */
  field(name: string): AbstractValue;
  /** The value of a field whose name is computed. */
  anyField(): AbstractValue;
  /** The field names it lists, for the editor's hover. */
  names(): readonly string[];
}

export interface AbstractValue {
  /** Values known one by one: JSON scalars, undefined, and whole JSON lists and objects (literals, initial state). */
  readonly values: readonly unknown[];
  /** Any text, any number. */
  readonly text?: boolean;
  readonly number?: boolean;
  readonly objects?: readonly Shape[];
  /** Lists, each by its items' value. */
  readonly lists?: readonly AbstractValue[];
  /** Anything at all: the contract says nothing, so nothing is judged. */
  readonly any?: boolean;
  /** Absent only because a call's answer has not arrived yet (a `data.<as>` read). */
  readonly pending?: boolean;
}

export const ANY: AbstractValue = Object.freeze({ values: [], any: true });
export const NOTHING: AbstractValue = Object.freeze({ values: [] });
export const TEXT: AbstractValue = Object.freeze({ values: [], text: true });
export const NUMBER: AbstractValue = Object.freeze({ values: [], number: true });
export const BOOLEAN: AbstractValue = Object.freeze({ values: [true, false] });
export const UNDEFINED: AbstractValue = Object.freeze({ values: [undefined] });

export const finite = (values: readonly unknown[]): AbstractValue => ({ values: dedupe(values) });
export const listOf = (items: AbstractValue): AbstractValue => ({ values: [], lists: [items] });
export const objectOf = (shape: Shape): AbstractValue => ({ values: [], objects: [shape] });

/** Past this many values known one by one, texts and numbers are counted as their kind (the checker stays fast). */
const MAX_VALUES = 48;

function dedupe(values: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const value of values) if (!out.some((known) => Object.is(known, value))) out.push(value);
  return out;
}

export function union(...parts: readonly AbstractValue[]): AbstractValue {
  if (parts.length === 1) return parts[0];
  if (parts.some((part) => part.any)) return ANY;
  const joined: AbstractValue = {
    values: dedupe(parts.flatMap((part) => part.values)),
    text: parts.some((part) => part.text) || undefined,
    number: parts.some((part) => part.number) || undefined,
    objects: parts.some((part) => part.objects?.length) ? parts.flatMap((part) => part.objects ?? []) : undefined,
    lists: parts.some((part) => part.lists?.length) ? parts.flatMap((part) => part.lists ?? []) : undefined,
    pending: parts.some((part) => part.pending) || undefined,
  };
  return joined.values.length > MAX_VALUES ? widen(joined) : joined;
}

/** Texts and numbers known one by one become their kind; lists known whole become lists of their items. */
export function widen(value: AbstractValue): AbstractValue {
  if (value.any) return value;
  const kept = value.values.filter((v) => typeof v !== 'string' && typeof v !== 'number' && !Array.isArray(v));
  const arrays = value.values.filter((v): v is unknown[] => Array.isArray(v));
  return {
    ...value,
    values: kept,
    text: value.text || value.values.some((v) => typeof v === 'string') || undefined,
    number: value.number || value.values.some((v) => typeof v === 'number') || undefined,
    lists: arrays.length ? [...(value.lists ?? []), widen(finite(arrays.flat()))] : value.lists,
  };
}

/** True when the value holds nothing but values known one by one (so the language can be run on each). */
export const isListed = (value: AbstractValue): boolean =>
  !value.any && !value.text && !value.number && !value.objects?.length && !value.lists?.length;

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/** The same value without the absence of an answer not yet arrived (what a condition means once the page has it). */
export const settled = (value: AbstractValue): AbstractValue =>
  value.pending ? { ...value, pending: undefined } : value;

/** Whether the value could be absent (null or undefined), an unarrived answer included. */
export const mayBeMissing = (value: AbstractValue) =>
  !!value.any || !!value.pending || value.values.some((v) => isMissing(v));

/** The truth values a value can have as a condition, by the language's own rule (isTruthy). */
export function truthsOf(value: AbstractValue): Set<boolean> {
  const truths = new Set<boolean>();
  if (value.any || value.text || value.number) return new Set([true, false]);
  for (const v of value.values) truths.add(isTruthy(v));
  if (value.objects?.length || value.lists?.length) truths.add(true);
  if (value.pending) truths.add(false);
  return truths;
}

/** Whether an object or a list is among the possible values (a condition on it asks "is it there?"). */
export const holdsContainer = (value: AbstractValue) =>
  !!value.objects?.length || !!value.lists?.length || value.values.some((v) => !isScalar(v));

// Witnesses: values of each kind that, together with the values compared against, reach every outcome an operator can
// give (equal, less, greater, equal as a number, not a number at all). Objects and lists share one witness per side so
// a value compared with itself can be equal.
const TEXT_WITNESSES = ['', 'a', '0', '1', '-1', '0.5', '\uffff'];
const NUMBER_WITNESSES = [0, 1, -1, 0.5, 2];
const OBJECT_WITNESS = Object.freeze({});
const LIST_WITNESS = Object.freeze([]);

/** Values standing for everything `value` can be, given what it is compared with; null when it can be anything. */
export function witnesses(value: AbstractValue, against: AbstractValue): unknown[] | null {
  if (value.any) return null;
  const out: unknown[] = [...value.values];
  if (value.pending) out.push(undefined);
  const numbers = against.values.map(toNumber).filter((n): n is number => n !== undefined);
  if (value.text) {
    out.push(...TEXT_WITNESSES);
    for (const other of against.values) if (typeof other === 'string') out.push(other);
    for (const n of numbers) out.push(String(n), String(n - 1), String(n + 1));
  }
  if (value.number) {
    out.push(...NUMBER_WITNESSES);
    for (const n of numbers) out.push(n, n - 1, n + 1);
  }
  if (value.objects?.length) out.push(OBJECT_WITNESS);
  if (value.lists?.length) out.push(LIST_WITNESS);
  return dedupe(out);
}

/** A member read (`value.key`, `value[key]`): `key` undefined when computed and not known. */
export function member(value: AbstractValue, key: string | number | undefined): AbstractValue {
  if (value.any) return ANY;
  const parts: AbstractValue[] = [];
  const anyKey = key === undefined;
  const name = anyKey ? undefined : String(key);
  const index = name !== undefined && /^(0|[1-9]\d*)$/.test(name);
  for (const v of value.values) {
    if (isMissing(v)) parts.push(UNDEFINED);
    else if (anyKey)
      parts.push(typeof v === 'object' ? union(finite(Object.values(v as object)), UNDEFINED) : union(TEXT, UNDEFINED));
    else {
      try {
        parts.push(finite([readOwnProperty(v, name as string)]));
      } catch {
        // a forbidden key: the expression fails to compile, and is reported as such
      }
    }
  }
  if (value.pending) parts.push({ values: [], pending: true });
  if (value.text) parts.push(name === 'length' ? NUMBER : anyKey || index ? union(TEXT, UNDEFINED) : UNDEFINED);
  if (value.number) parts.push(UNDEFINED);
  for (const shape of value.objects ?? []) parts.push(anyKey ? shape.anyField() : shape.field(name as string));
  for (const items of value.lists ?? [])
    parts.push(name === 'length' ? NUMBER : anyKey || index ? union(items, UNDEFINED) : UNDEFINED);
  return parts.length ? union(...parts) : NOTHING;
}

/** The items of a list value (what `each` repeats); ANY when it is not known to be a list of something. */
export function itemsOf(value: AbstractValue): AbstractValue {
  if (value.any || value.text || value.number || value.objects?.length) return ANY;
  const items = [
    ...(value.lists ?? []),
    ...value.values.filter((v): v is unknown[] => Array.isArray(v)).map((list) => finite(list)),
  ];
  return items.length ? union(...items) : ANY;
}
