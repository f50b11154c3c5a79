/** Library functions over lists (and texts where a list function reads both). None mutates its input. */
import { readArgs } from './args';
import { isMissing, isPlainObject, looseEquals, readOwnProperty, toNumber, toText, typeName } from './values';
import { ExprFailure } from './types';
import { WITH_ABOUT, type LibraryFunction, type ValueType } from './signature';

const LIST: ValueType = { list: 'any' };
const KEY: ValueType = { oneOf: ['text', 'number'] };
const LIST_OR_TEXT: ValueType = { oneOf: [LIST, 'text'] };
const ITEM_OR_NOTHING: ValueType = { oneOf: [{ itemOf: 0 }, 'nothing'] };
const NUMBER_OR_NOTHING: ValueType = { oneOf: ['number', 'nothing'] };

/** Items whose own `key` equals `value` under the same loose equality as `==`. */
function matching(fn: string, args: readonly unknown[]): { items: unknown[]; test: (item: unknown) => boolean } {
  const read = readArgs(fn, args);
  const items = read.array(0, []);
  const key = read.key(1);
  const value = args[2];
  return { items, test: (item) => looseEquals(readOwnProperty(item, key), value) };
}

/** min/max take numbers, or one array of numbers; missing values are skipped (data may not be loaded). */
function numbersOf(fn: string, args: readonly unknown[]): number[] {
  const values = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
  const numbers: number[] = [];
  for (const value of values) {
    if (isMissing(value)) continue;
    const number = toNumber(value);
    if (number === undefined) throw new ExprFailure(`${fn}() expects numbers, got ${typeName(value)}`);
    numbers.push(number);
  }
  return numbers;
}

const NUMBERS: ValueType = { oneOf: ['number', { list: 'number' }] };

export const LIST_FUNCTIONS: ReadonlyArray<[string, LibraryFunction]> = [
  [
    'len',
    {
      run: (args) => {
        const value = args[0];
        if (isMissing(value)) return 0;
        if (typeof value === 'string' || Array.isArray(value)) return value.length;
        throw readArgs('len', args).fail(0, 'a string or an array');
      },
      about: WITH_ABOUT && {
        params: [{ name: 'x', type: LIST_OR_TEXT }],
        result: 'number',
        description: 'Length of a string or a list; 0 for a missing value.',
        examples: [
          { expr: "len('abc')", gives: 3 },
          { expr: 'len([1, 2])', gives: 2 },
          { expr: 'len(null)', gives: 0 },
        ],
      },
    },
  ],
  [
    'join',
    {
      run: (args) => {
        const read = readArgs('join', args);
        return read.array(0, []).map(toText).join(read.string(1, ','));
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'list', type: LIST },
          { name: 'sep', type: 'text', optional: true, default: "','" },
        ],
        result: 'text',
        description: 'The items as text, joined with the separator.',
        examples: [
          { expr: "join(['a', 'b'], ' / ')", gives: 'a / b' },
          { expr: 'join([1, 2])', gives: '1,2' },
        ],
      },
    },
  ],
  [
    'includes',
    {
      run: (args) => {
        const [haystack, needle] = args;
        if (isMissing(haystack)) return false;
        if (Array.isArray(haystack)) return haystack.some((item) => looseEquals(item, needle));
        const read = readArgs('includes', args);
        if (typeof haystack !== 'string') throw read.fail(0, 'a string or an array');
        if (typeof needle !== 'string' && typeof needle !== 'number') throw read.fail(1, 'a string or a number');
        return haystack.includes(String(needle));
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'list', type: LIST_OR_TEXT },
          { name: 'value', type: 'any' },
        ],
        result: 'boolean',
        description: 'Whether a list holds the value (compared as `==`, so 1 matches "1") or a text contains it.',
        examples: [
          { expr: "includes([1, 2], '2')", gives: true },
          { expr: "includes('GCash', 'Cash')", gives: true },
        ],
      },
    },
  ],
  [
    'pluck',
    {
      run: (args) => {
        const read = readArgs('pluck', args);
        const key = read.key(1);
        return read.array(0, []).map((item) => readOwnProperty(item, key));
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'list', type: LIST },
          { name: 'key', type: KEY },
        ],
        result: { list: { fieldOfItems: [0, 1] } },
        description: 'The value of `key` of every item.',
        examples: [{ expr: "pluck(data.fields, 'code')", gives: ['bankName', 'account'] }],
      },
    },
  ],
  [
    'filter',
    {
      run: (args) => {
        const { items, test } = matching('filter', args);
        return items.filter(test);
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'list', type: LIST },
          { name: 'key', type: KEY },
          { name: 'value', type: 'any' },
        ],
        result: { list: { itemOf: 0 } },
        description: 'The items whose own `key` == value.',
        examples: [{ expr: "filter(data.fields, 'code', 'account')", gives: [{ code: 'account', value: '0012' }] }],
      },
    },
  ],
  [
    'find',
    {
      run: (args) => {
        const { items, test } = matching('find', args);
        return items.find(test);
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'list', type: LIST },
          { name: 'key', type: KEY },
          { name: 'value', type: 'any' },
        ],
        result: ITEM_OR_NOTHING,
        description: 'The first item whose own `key` == value.',
        examples: [{ expr: "find(data.fields, 'code', 'bankName').value", gives: 'BDO' }],
      },
    },
  ],
  [
    'first',
    {
      run: (args) => readArgs('first', args).array(0, [])[0],
      about: WITH_ABOUT && {
        params: [{ name: 'list', type: LIST }],
        result: ITEM_OR_NOTHING,
        description: 'The first item.',
        examples: [
          { expr: 'first([3, 4])', gives: 3 },
          { expr: 'first(null)', gives: undefined },
        ],
      },
    },
  ],
  [
    'last',
    {
      run: (args) => {
        const items = readArgs('last', args).array(0, []);
        return items[items.length - 1];
      },
      about: WITH_ABOUT && {
        params: [{ name: 'list', type: LIST }],
        result: ITEM_OR_NOTHING,
        description: 'The last item.',
        examples: [{ expr: 'last([3, 4])', gives: 4 }],
      },
    },
  ],
  [
    'slice',
    {
      run: (args) => {
        const read = readArgs('slice', args);
        const target = args[0];
        const start = read.integer(1, 0);
        const end = read.integer(2, undefined);
        if (isMissing(target)) return undefined;
        if (typeof target !== 'string' && !Array.isArray(target)) throw read.fail(0, 'a string or an array');
        return target.slice(start, end);
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'listOrText', type: LIST_OR_TEXT },
          { name: 'start', type: 'integer' },
          { name: 'end', type: 'integer', optional: true },
        ],
        result: { argument: 0 },
        description: 'A part of a list or a text, as JavaScript slices (negative counts from the end).',
        examples: [
          { expr: "slice('ORD174', 0, 3)", gives: 'ORD' },
          { expr: 'slice([1, 2, 3], -1)', gives: [3] },
        ],
      },
    },
  ],
  [
    'concat',
    {
      run: (args) => {
        const items = readArgs('concat', args).array(0, []);
        const addition = args[1];
        return Array.isArray(addition) ? [...items, ...addition] : [...items, addition];
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'list', type: LIST },
          { name: 'listOrValue', type: 'any' },
        ],
        result: LIST,
        description: 'A new list with the items (or the one value) added at the end.',
        examples: [
          { expr: 'concat([1], [2, 3])', gives: [1, 2, 3] },
          { expr: 'concat([1], 2)', gives: [1, 2] },
        ],
      },
    },
  ],
  [
    'without',
    {
      run: (args) => {
        const read = readArgs('without', args);
        const items = read.array(0, []);
        const index = read.integer(1, undefined);
        if (index === undefined) throw read.fail(1, 'an integer');
        return items.filter((_, i) => i !== index);
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'list', type: LIST },
          { name: 'index', type: 'integer' },
        ],
        result: { list: { itemOf: 0 } },
        description: 'A copy without the item at that index (removing an uploaded photo).',
        examples: [{ expr: "without(['a', 'b', 'c'], 1)", gives: ['a', 'c'] }],
      },
    },
  ],
  [
    'keys',
    {
      run: (args) => {
        const value = args[0];
        if (isMissing(value)) return [];
        if (!isPlainObject(value) && !Array.isArray(value))
          throw readArgs('keys', args).fail(0, 'an object or an array');
        return Object.keys(value);
      },
      about: WITH_ABOUT && {
        params: [{ name: 'objectOrList', type: { oneOf: ['object', LIST] } }],
        result: { list: 'text' },
        description: 'The own keys; a missing value gives an empty list.',
        examples: [{ expr: 'keys(data.form)', gives: ['bankName', 'account', 'note'] }],
      },
    },
  ],
  [
    'coalesce',
    {
      run: (args) => args.find((value) => !isMissing(value)),
      about: WITH_ABOUT && {
        params: [{ name: 'values', type: 'any', rest: true }],
        result: 'arguments',
        description: 'The first argument that is not null or undefined (an empty string counts; see present).',
        examples: [{ expr: "coalesce(null, '', 'x')", gives: '' }],
      },
    },
  ],
  [
    'min',
    {
      run: (args) => {
        const numbers = numbersOf('min', args);
        return numbers.length === 0 ? undefined : numbers.reduce((a, b) => Math.min(a, b));
      },
      about: WITH_ABOUT && {
        params: [{ name: 'numbers', type: NUMBERS, rest: true }],
        result: NUMBER_OR_NOTHING,
        description:
          'The smallest number, of the arguments or of one list; missing values are skipped; none gives undefined.',
        examples: [
          { expr: "min(3, '2', null)", gives: 2 },
          { expr: 'min([5, 1])', gives: 1 },
        ],
      },
    },
  ],
  [
    'max',
    {
      run: (args) => {
        const numbers = numbersOf('max', args);
        return numbers.length === 0 ? undefined : numbers.reduce((a, b) => Math.max(a, b));
      },
      about: WITH_ABOUT && {
        params: [{ name: 'numbers', type: NUMBERS, rest: true }],
        result: NUMBER_OR_NOTHING,
        description:
          'The largest number, of the arguments or of one list; missing values are skipped; none gives undefined.',
        examples: [{ expr: 'max(3, 7)', gives: 7 }],
      },
    },
  ],
];
