/**
 * The one definition of a library function: its body (`run`) and, beside it in the same object, what the tools read
 * (`about`): its typed signature (the parameters, each with the kinds of value it takes, and its result, derived from
 * the arguments where it can be), its description and its examples. The compile step checks arity from it, the page
 * checker types calls with it, the lab's hover shows it and the operator reference prints it.
 *
 * The app's production build sets `__EXPR_DOCS__` to false (vite.config.ts): every `about` is then `false` and its
 * strings fall out of the bundle, since the app evaluates only expressions compiled (and checked) at build time.
 */
declare const __EXPR_DOCS__: boolean | undefined;

/** Whether this build carries each function's `about` (every host but the app's production build). */
export const WITH_ABOUT: boolean = typeof __EXPR_DOCS__ === 'undefined' || __EXPR_DOCS__;

/**
 * A kind of value, as operators write values: `text`, `number` (a decimal text is read as one), `integer`,
 * `boolean`, `object`, `list` of items of a type, one of several types, or `any`. A result may also name the
 * arguments it is made of: an item of a list argument, an argument as given, or all of them.
 */
export type ValueType =
  | 'text'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'object'
  | 'any'
  | 'nothing'
  | { list: ValueType }
  | { oneOf: readonly ValueType[] }
  /** Results only: an item of the list given as argument `itemOf` (0-based). */
  | { itemOf: number }
  /** Results only: argument `argument` as given. */
  | { argument: number }
  /** Results only: any of the arguments. */
  | 'arguments'
  /** Results only: the field named by argument `[1]` of the items of the list given as argument `[0]`. */
  | { fieldOfItems: readonly [number, number] };

export interface Param {
  name: string;
  type: ValueType;
  /** May be left out (its default, in words, when it has one). */
  optional?: true;
  default?: string;
  /** Takes any number of values from here on (at least one unless optional). */
  rest?: true;
}

export interface FunctionAbout {
  params: readonly Param[];
  result: ValueType;
  description: string;
  /** An expression over literals and the reference's example data, and what it evaluates to. */
  examples: ReadonlyArray<{ expr: string; gives: unknown }>;
}

/** A library function: a pure body over already-evaluated arguments, and what the tools know of it. */
export interface LibraryFunction {
  run: (args: readonly unknown[]) => unknown;
  about: false | FunctionAbout;
}

/** How many arguments the parameters take: at least `min`, at most `max`. */
export function arityOf(params: readonly Param[]): { min: number; max: number } {
  const min = params.filter((param) => !param.optional).length;
  return { min, max: params.some((param) => param.rest) ? Infinity : params.length };
}

/** The parameter an argument at `index` fills (a rest parameter fills every one after it). */
export function paramAt(params: readonly Param[], index: number): Param | undefined {
  const last = params[params.length - 1];
  return index < params.length ? params[index] : last?.rest ? last : undefined;
}
