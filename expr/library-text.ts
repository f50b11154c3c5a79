/** Library functions over strings and numbers. */
import { readArgs } from './args';
import { formatMoney, roundTo, toFix } from './money';
import { isMissing, isTruthy, toNumber, toText } from './values';
import { ExprFailure } from './types';
import { WITH_ABOUT, type FunctionAbout, type LibraryFunction, type ValueType } from './signature';

const MAX_ROUND_DIGITS = 10;
const NUMBER_OR_NOTHING: ValueType = { oneOf: ['number', 'nothing'] };

function mapString(
  fn: string,
  transform: (s: string) => string,
  about: false | Omit<FunctionAbout, 'params' | 'result'>,
): [string, LibraryFunction] {
  return [
    fn,
    {
      run: (args) => transform(readArgs(fn, args).string(0, '')),
      about: about && { params: [{ name: 's', type: 'text' }], result: 'text', ...about },
    },
  ];
}

export const TEXT_FUNCTIONS: ReadonlyArray<[string, LibraryFunction]> = [
  [
    'str',
    {
      run: (args) => toText(args[0]),
      about: WITH_ABOUT && {
        params: [{ name: 'x', type: 'any' }],
        result: 'text',
        description: 'Text by the template rules: missing -> empty, lists joined with commas, objects -> empty.',
        examples: [
          { expr: 'str(12)', gives: '12' },
          { expr: 'str(null)', gives: '' },
          { expr: "str(['a', 'b'])", gives: 'a,b' },
        ],
      },
    },
  ],
  // Not-a-number becomes undefined rather than NaN, so `num(x) ?? 0` reads naturally.
  [
    'num',
    {
      run: (args) => toNumber(args[0]),
      about: WITH_ABOUT && {
        params: [{ name: 'x', type: 'any' }],
        result: NUMBER_OR_NOTHING,
        description:
          'A number from a number or a decimal string; anything else is undefined (never NaN), so `num(x) ?? 0` reads naturally.',
        examples: [
          { expr: "num('12.5')", gives: 12.5 },
          { expr: "num('abc')", gives: undefined },
        ],
      },
    },
  ],
  [
    'int',
    {
      run: (args) => {
        const number = toNumber(args[0]);
        return number === undefined ? undefined : Math.trunc(number) || 0;
      },
      about: WITH_ABOUT && {
        params: [{ name: 'x', type: 'any' }],
        result: NUMBER_OR_NOTHING,
        description: 'num(x) truncated toward zero.',
        examples: [
          { expr: "int('7.9')", gives: 7 },
          { expr: 'int(-2.5)', gives: -2 },
        ],
      },
    },
  ],
  mapString(
    'lower',
    (s) => s.toLowerCase(),
    WITH_ABOUT && {
      description: 'Lower case; a missing value gives an empty string.',
      examples: [{ expr: "lower('GCash')", gives: 'gcash' }],
    },
  ),
  mapString(
    'upper',
    (s) => s.toUpperCase(),
    WITH_ABOUT && {
      description: 'Upper case; a missing value gives an empty string.',
      examples: [{ expr: "upper('bdo')", gives: 'BDO' }],
    },
  ),
  mapString(
    'trim',
    (s) => s.trim(),
    WITH_ABOUT && {
      description: 'Without leading and trailing white space; a missing value gives an empty string.',
      examples: [{ expr: "trim('  0917 ')", gives: '0917' }],
    },
  ),
  [
    'split',
    {
      run: (args) => {
        const read = readArgs('split', args);
        const separator = read.string(1, undefined);
        if (separator === undefined) throw read.fail(1, 'a string');
        const text = read.string(0, undefined);
        return text === undefined ? [] : text.split(separator);
      },
      about: WITH_ABOUT && {
        params: [
          { name: 's', type: 'text' },
          { name: 'sep', type: 'text' },
        ],
        result: { list: 'text' },
        description: 'The text cut at each separator; a missing text gives an empty list.',
        examples: [{ expr: "split('a-b-c', '-')", gives: ['a', 'b', 'c'] }],
      },
    },
  ],
  [
    'encode',
    {
      run: (args) => {
        const value = args[0];
        if (isMissing(value)) return '';
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
          throw readArgs('encode', args).fail(0, 'a string');
        }
        try {
          return encodeURIComponent(String(value));
        } catch {
          throw new ExprFailure('encode() got a string with an unpaired surrogate');
        }
      },
      about: WITH_ABOUT && {
        params: [{ name: 's', type: { oneOf: ['text', 'number', 'boolean'] } }],
        result: 'text',
        description: 'encodeURIComponent, for a value put into a link; a missing value gives an empty string.',
        examples: [{ expr: "encode('a b&c')", gives: 'a%20b%26c' }],
      },
    },
  ],
  [
    'not',
    {
      run: (args) => !isTruthy(args[0]),
      about: WITH_ABOUT && {
        params: [{ name: 'x', type: 'any' }],
        result: 'boolean',
        description: "The opposite of x's truthiness ('0' is truthy: compare server flags with == 1).",
        examples: [
          { expr: "not('')", gives: true },
          { expr: "not('0')", gives: false },
        ],
      },
    },
  ],
  [
    'round',
    {
      run: (args) => {
        const read = readArgs('round', args);
        const digits = read.integer(1, 0);
        if (digits < 0 || digits > MAX_ROUND_DIGITS) throw read.fail(1, `an integer from 0 to ${MAX_ROUND_DIGITS}`);
        const number = read.number(0, undefined);
        return number === undefined ? undefined : roundTo(number, digits);
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'x', type: 'number' },
          { name: 'digits', type: 'integer', optional: true, default: '0' },
        ],
        result: NUMBER_OR_NOTHING,
        description: 'Rounded half away from zero to 0..10 digits.',
        examples: [
          { expr: 'round(2.345, 2)', gives: 2.35 },
          { expr: 'round(-2.5)', gives: -3 },
        ],
      },
    },
  ],
  [
    'money',
    {
      run: (args) => formatMoney(args[0], args[1]),
      about: WITH_ABOUT && {
        params: [
          { name: 'x', type: { oneOf: ['number', 'text'] } },
          { name: 'flag', type: 'any', optional: true },
        ],
        result: 'text',
        description:
          "An amount in pesos: '₱1.234.567' for whole amounts, '₱1.234,50' otherwise, '-₱5' for negatives, '₹' when flag == 1; a text that is not a number as written; otherwise '—'.",
        examples: [
          { expr: 'money(1234567)', gives: '₱1.234.567' },
          { expr: 'money(1234.5)', gives: '₱1.234,50' },
          { expr: 'money(null)', gives: '—' },
        ],
      },
    },
  ],
  [
    'toFix',
    {
      run: (args) => toFix(args[0]),
      about: WITH_ABOUT && {
        params: [{ name: 'x', type: { oneOf: ['number', 'text'] } }],
        // A value that is not a number comes back unchanged.
        result: { oneOf: ['text', { argument: 0 }] },
        description:
          'Minor units (centavos) as a 2-decimal text; not a number -> x unchanged. Pages show amounts as money(toFix(x)).',
        examples: [
          { expr: 'toFix(12345)', gives: '123.45' },
          { expr: 'money(toFix(568250))', gives: '₱5.682,50' },
        ],
      },
    },
  ],
];
