/** Library functions over arrays and objects. None mutates its input. */
import { readArgs } from './args';
import { isMissing, isPlainObject, looseEquals, readOwnProperty, toNumber, toText, typeName } from './values';
import { ExprFailure, type LibraryFunction } from './types';

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

export const LIST_FUNCTIONS: ReadonlyArray<[string, LibraryFunction]> = [
  [
    'len',
    {
      min: 1,
      max: 1,
      run: (args) => {
        const value = args[0];
        if (isMissing(value)) return 0;
        if (typeof value === 'string' || Array.isArray(value)) return value.length;
        throw readArgs('len', args).fail(0, 'a string or an array');
      },
    },
  ],
  [
    'join',
    {
      min: 1,
      max: 2,
      run: (args) => {
        const read = readArgs('join', args);
        return read.array(0, []).map(toText).join(read.string(1, ','));
      },
    },
  ],
  [
    'includes',
    {
      min: 2,
      max: 2,
      run: (args) => {
        const [haystack, needle] = args;
        if (isMissing(haystack)) return false;
        if (Array.isArray(haystack)) return haystack.some((item) => looseEquals(item, needle));
        const read = readArgs('includes', args);
        if (typeof haystack !== 'string') throw read.fail(0, 'a string or an array');
        if (typeof needle !== 'string' && typeof needle !== 'number') throw read.fail(1, 'a string or a number');
        return haystack.includes(String(needle));
      },
    },
  ],
  [
    'pluck',
    {
      min: 2,
      max: 2,
      run: (args) => {
        const read = readArgs('pluck', args);
        const key = read.key(1);
        return read.array(0, []).map((item) => readOwnProperty(item, key));
      },
    },
  ],
  [
    'filter',
    {
      min: 3,
      max: 3,
      run: (args) => {
        const { items, test } = matching('filter', args);
        return items.filter(test);
      },
    },
  ],
  [
    'find',
    {
      min: 3,
      max: 3,
      run: (args) => {
        const { items, test } = matching('find', args);
        return items.find(test);
      },
    },
  ],
  [
    'first',
    {
      min: 1,
      max: 1,
      run: (args) => {
        const items = readArgs('first', args).array(0, []);
        return items[0];
      },
    },
  ],
  [
    'last',
    {
      min: 1,
      max: 1,
      run: (args) => {
        const items = readArgs('last', args).array(0, []);
        return items[items.length - 1];
      },
    },
  ],
  [
    'slice',
    {
      min: 2,
      max: 3,
      run: (args) => {
        const read = readArgs('slice', args);
        const target = args[0];
        const start = read.integer(1, 0);
        const end = read.integer(2, undefined);
        if (isMissing(target)) return undefined;
        if (typeof target !== 'string' && !Array.isArray(target)) throw read.fail(0, 'a string or an array');
        return target.slice(start, end);
      },
    },
  ],
  [
    'concat',
    {
      min: 2,
      max: 2,
      run: (args) => {
        const items = readArgs('concat', args).array(0, []);
        const addition = args[1];
        return Array.isArray(addition) ? [...items, ...addition] : [...items, addition];
      },
    },
  ],
  [
    'without',
    {
      min: 2,
      max: 2,
      run: (args) => {
        const read = readArgs('without', args);
        const items = read.array(0, []);
        const index = read.integer(1, undefined);
        if (index === undefined) throw read.fail(1, 'an integer');
        return items.filter((_, i) => i !== index);
      },
    },
  ],
  [
    'keys',
    {
      min: 1,
      max: 1,
      run: (args) => {
        const value = args[0];
        if (isMissing(value)) return [];
        if (!isPlainObject(value) && !Array.isArray(value))
          throw readArgs('keys', args).fail(0, 'an object or an array');
        return Object.keys(value);
      },
    },
  ],
  ['coalesce', { min: 1, max: Infinity, run: (args) => args.find((value) => !isMissing(value)) }],
  [
    'min',
    {
      min: 1,
      max: Infinity,
      run: (args) => {
        const numbers = numbersOf('min', args);
        return numbers.length === 0 ? undefined : numbers.reduce((a, b) => Math.min(a, b));
      },
    },
  ],
  [
    'max',
    {
      min: 1,
      max: Infinity,
      run: (args) => {
        const numbers = numbersOf('max', args);
        return numbers.length === 0 ? undefined : numbers.reduce((a, b) => Math.max(a, b));
      },
    },
  ],
];
