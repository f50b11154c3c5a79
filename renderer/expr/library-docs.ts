/**
 * What each library function takes, returns and does, as data: the operator reference (scripts/gen-operator-reference.ts)
 * prints it, and tests/unit/expr/libraryDocs.test.ts checks that every function has an entry and that every example
 * evaluates to what it says. The renderer never imports this file, so no borrower downloads it.
 */
export interface FunctionDoc {
  /** How it is called; `?` marks an optional argument, `...` any number. */
  signature: string;
  /** What it gives back, in a few words. */
  returns: string;
  description: string;
  /** An expression over literals and EXAMPLE_SCOPE, and what it evaluates to. */
  examples: ReadonlyArray<{ expr: string; gives: unknown }>;
}

/** The data the examples read (the language has list literals but no object literals). */
export const EXAMPLE_SCOPE = {
  data: {
    fields: [
      { code: 'bankName', value: 'BDO' },
      { code: 'account', value: '0012' },
    ],
    form: { bankName: 'BDO', account: '0012', note: '' },
  },
  state: { calls: { list: { status: 'success', message: '', code: 0, dropped: ['/tabs'] } } },
} as const;

export const FUNCTION_DOCS: Readonly<Record<string, FunctionDoc>> = {
  len: {
    signature: 'len(x)',
    returns: 'number',
    description: 'Length of a string or a list; 0 for a missing value.',
    examples: [
      { expr: "len('abc')", gives: 3 },
      { expr: 'len([1, 2])', gives: 2 },
      { expr: 'len(null)', gives: 0 },
    ],
  },
  str: {
    signature: 'str(x)',
    returns: 'string',
    description: 'Text by the template rules: missing -> empty, lists joined with commas, objects -> empty.',
    examples: [
      { expr: 'str(12)', gives: '12' },
      { expr: 'str(null)', gives: '' },
      { expr: "str(['a', 'b'])", gives: 'a,b' },
    ],
  },
  num: {
    signature: 'num(x)',
    returns: 'number or undefined',
    description:
      'A number from a number or a decimal string; anything else is undefined (never NaN), so `num(x) ?? 0` reads naturally.',
    examples: [
      { expr: "num('12.5')", gives: 12.5 },
      { expr: "num('abc')", gives: undefined },
    ],
  },
  int: {
    signature: 'int(x)',
    returns: 'number or undefined',
    description: 'num(x) truncated toward zero.',
    examples: [
      { expr: "int('7.9')", gives: 7 },
      { expr: 'int(-2.5)', gives: -2 },
    ],
  },
  lower: {
    signature: 'lower(s)',
    returns: 'string',
    description: 'Lower case; a missing value gives an empty string.',
    examples: [{ expr: "lower('GCash')", gives: 'gcash' }],
  },
  upper: {
    signature: 'upper(s)',
    returns: 'string',
    description: 'Upper case; a missing value gives an empty string.',
    examples: [{ expr: "upper('bdo')", gives: 'BDO' }],
  },
  trim: {
    signature: 'trim(s)',
    returns: 'string',
    description: 'Without leading and trailing white space; a missing value gives an empty string.',
    examples: [{ expr: "trim('  0917 ')", gives: '0917' }],
  },
  join: {
    signature: "join(list, sep? = ',')",
    returns: 'string',
    description: 'The items as text, joined with the separator.',
    examples: [
      { expr: "join(['a', 'b'], ' / ')", gives: 'a / b' },
      { expr: 'join([1, 2])', gives: '1,2' },
    ],
  },
  split: {
    signature: 'split(s, sep)',
    returns: 'list of strings',
    description: 'The text cut at each separator; a missing text gives an empty list.',
    examples: [{ expr: "split('a-b-c', '-')", gives: ['a', 'b', 'c'] }],
  },
  includes: {
    signature: 'includes(listOrText, value)',
    returns: 'boolean',
    description: 'Whether a list holds the value (compared as `==`, so 1 matches "1") or a text contains it.',
    examples: [
      { expr: "includes([1, 2], '2')", gives: true },
      { expr: "includes('GCash', 'Cash')", gives: true },
    ],
  },
  pluck: {
    signature: 'pluck(list, key)',
    returns: 'list',
    description: 'The value of `key` of every item.',
    examples: [{ expr: "pluck(data.fields, 'code')", gives: ['bankName', 'account'] }],
  },
  filter: {
    signature: 'filter(list, key, value)',
    returns: 'list',
    description: 'The items whose own `key` == value.',
    examples: [{ expr: "filter(data.fields, 'code', 'account')", gives: [{ code: 'account', value: '0012' }] }],
  },
  find: {
    signature: 'find(list, key, value)',
    returns: 'item or undefined',
    description: 'The first item whose own `key` == value.',
    examples: [{ expr: "find(data.fields, 'code', 'bankName').value", gives: 'BDO' }],
  },
  first: {
    signature: 'first(list)',
    returns: 'item or undefined',
    description: 'The first item.',
    examples: [
      { expr: 'first([3, 4])', gives: 3 },
      { expr: 'first(null)', gives: undefined },
    ],
  },
  last: {
    signature: 'last(list)',
    returns: 'item or undefined',
    description: 'The last item.',
    examples: [{ expr: 'last([3, 4])', gives: 4 }],
  },
  slice: {
    signature: 'slice(listOrText, start, end?)',
    returns: 'list or string',
    description: 'A part of a list or a text, as JavaScript slices (negative counts from the end).',
    examples: [
      { expr: "slice('ORD174', 0, 3)", gives: 'ORD' },
      { expr: 'slice([1, 2, 3], -1)', gives: [3] },
    ],
  },
  concat: {
    signature: 'concat(list, listOrValue)',
    returns: 'list',
    description: 'A new list with the items (or the one value) added at the end.',
    examples: [
      { expr: 'concat([1], [2, 3])', gives: [1, 2, 3] },
      { expr: 'concat([1], 2)', gives: [1, 2] },
    ],
  },
  without: {
    signature: 'without(list, index)',
    returns: 'list',
    description: 'A copy without the item at that index (removing an uploaded photo).',
    examples: [{ expr: "without(['a', 'b', 'c'], 1)", gives: ['a', 'c'] }],
  },
  keys: {
    signature: 'keys(objectOrList)',
    returns: 'list of strings',
    description: 'The own keys; a missing value gives an empty list.',
    examples: [{ expr: 'keys(data.form)', gives: ['bankName', 'account', 'note'] }],
  },
  coalesce: {
    signature: 'coalesce(a, b, ...)',
    returns: 'value',
    description: 'The first argument that is not null or undefined (an empty string counts; see present).',
    examples: [{ expr: "coalesce(null, '', 'x')", gives: '' }],
  },
  present: {
    signature: 'present(a, b, ...)',
    returns: 'value',
    description: 'The first argument that is neither missing nor an empty string: a server field with a fallback.',
    examples: [{ expr: "present(null, '', 'x')", gives: 'x' }],
  },
  not: {
    signature: 'not(x)',
    returns: 'boolean',
    description: "The opposite of x's truthiness ('0' is truthy: compare server flags with == 1).",
    examples: [
      { expr: "not('')", gives: true },
      { expr: "not('0')", gives: false },
    ],
  },
  min: {
    signature: 'min(a, b, ...) or min(list)',
    returns: 'number or undefined',
    description: 'The smallest number; missing values are skipped; none gives undefined.',
    examples: [
      { expr: "min(3, '2', null)", gives: 2 },
      { expr: 'min([5, 1])', gives: 1 },
    ],
  },
  max: {
    signature: 'max(a, b, ...) or max(list)',
    returns: 'number or undefined',
    description: 'The largest number; missing values are skipped; none gives undefined.',
    examples: [{ expr: 'max(3, 7)', gives: 7 }],
  },
  round: {
    signature: 'round(x, digits? = 0)',
    returns: 'number or undefined',
    description: 'Rounded half away from zero to 0..10 digits.',
    examples: [
      { expr: 'round(2.345, 2)', gives: 2.35 },
      { expr: 'round(-2.5)', gives: -3 },
    ],
  },
  encode: {
    signature: 'encode(s)',
    returns: 'string',
    description: 'encodeURIComponent, for a value put into a link; a missing value gives an empty string.',
    examples: [{ expr: "encode('a b&c')", gives: 'a%20b%26c' }],
  },
  money: {
    signature: 'money(x, flag?)',
    returns: 'string',
    description:
      "An amount in pesos: '₱1.234.567' for whole amounts, '₱1.234,50' otherwise, '-₱5' for negatives, '₹' when flag == 1; a text that is not a number as written; otherwise '—'.",
    examples: [
      { expr: 'money(1234567)', gives: '₱1.234.567' },
      { expr: 'money(1234.5)', gives: '₱1.234,50' },
      { expr: 'money(null)', gives: '—' },
    ],
  },
  toFix: {
    signature: 'toFix(x)',
    returns: 'string',
    description:
      'Minor units (centavos) as a 2-decimal text; not a number -> x unchanged. Pages show amounts as money(toFix(x)).',
    examples: [
      { expr: 'toFix(12345)', gives: '123.45' },
      { expr: 'money(toFix(568250))', gives: '₱5.682,50' },
    ],
  },
  toMap: {
    signature: 'toMap(list, keyField, valueField?)',
    returns: 'object',
    description:
      "{ [item.keyField]: item.valueField } (or the item itself without valueField): a form payload from the server's fields.",
    examples: [{ expr: "toMap(data.fields, 'code', 'value')", gives: { bankName: 'BDO', account: '0012' } }],
  },
  pick: {
    signature: 'pick(object, keys)',
    returns: 'object',
    description: 'Only the listed own keys that are present.',
    examples: [{ expr: "pick(data.form, ['account', 'pin'])", gives: { account: '0012' } }],
  },
  merge: {
    signature: 'merge(a, b, ...)',
    returns: 'object',
    description: 'A shallow merge; later objects win; missing arguments count as empty.',
    examples: [
      {
        expr: "merge(pick(data.form, ['note']), toMap(data.fields, 'code', 'value'))",
        gives: { note: '', bankName: 'BDO', account: '0012' },
      },
    ],
  },
  unusable: {
    signature: 'unusable(call, pointer)',
    returns: 'boolean',
    description:
      "Whether the answer reader left out the part of a call's answer at the JSON pointer (or what holds it, or every row of it) because it was not of its documented kind: show that it could not be read, never an empty list. `call` is state.calls.<as>.",
    examples: [
      { expr: "unusable(state.calls.list, '/tabs')", gives: true },
      { expr: "unusable(state.calls.list, '/tabs/0/list')", gives: true },
      { expr: "unusable(state.calls.list, '/title')", gives: false },
    ],
  },
  range: {
    signature: 'range(start, end)',
    returns: 'list of numbers',
    description: 'The integers from start to end inclusive (at most 1000): options such as the days of a month.',
    examples: [
      { expr: 'range(1, 3)', gives: [1, 2, 3] },
      { expr: 'range(3, 1)', gives: [] },
    ],
  },
};
