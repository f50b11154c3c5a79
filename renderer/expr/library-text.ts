/** Library functions over strings and numbers. */
import { readArgs } from './args';
import { formatMoney, roundTo, toFix } from './money';
import { isMissing, isTruthy, toNumber, toText } from './values';
import { ExprFailure, type LibraryFunction } from './types';

const MAX_ROUND_DIGITS = 10;

function mapString(fn: string, transform: (s: string) => string): [string, LibraryFunction] {
  return [fn, { min: 1, max: 1, run: (args) => transform(readArgs(fn, args).string(0, '')) }];
}

export const TEXT_FUNCTIONS: ReadonlyArray<[string, LibraryFunction]> = [
  ['str', { min: 1, max: 1, run: (args) => toText(args[0]) }],
  // Not-a-number becomes undefined rather than NaN, so `num(x) ?? 0` reads naturally.
  ['num', { min: 1, max: 1, run: (args) => toNumber(args[0]) }],
  [
    'int',
    {
      min: 1,
      max: 1,
      run: (args) => {
        const number = toNumber(args[0]);
        return number === undefined ? undefined : Math.trunc(number) || 0;
      },
    },
  ],
  mapString('lower', (s) => s.toLowerCase()),
  mapString('upper', (s) => s.toUpperCase()),
  mapString('trim', (s) => s.trim()),
  [
    'split',
    {
      min: 2,
      max: 2,
      run: (args) => {
        const read = readArgs('split', args);
        const separator = read.string(1, undefined);
        if (separator === undefined) throw read.fail(1, 'a string');
        const text = read.string(0, undefined);
        return text === undefined ? [] : text.split(separator);
      },
    },
  ],
  [
    'encode',
    {
      min: 1,
      max: 1,
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
    },
  ],
  ['not', { min: 1, max: 1, run: (args) => !isTruthy(args[0]) }],
  [
    'round',
    {
      min: 1,
      max: 2,
      run: (args) => {
        const read = readArgs('round', args);
        const digits = read.integer(1, 0);
        if (digits < 0 || digits > MAX_ROUND_DIGITS) throw read.fail(1, `an integer from 0 to ${MAX_ROUND_DIGITS}`);
        const number = read.number(0, undefined);
        return number === undefined ? undefined : roundTo(number, digits);
      },
    },
  ],
  ['money', { min: 1, max: 2, run: (args) => formatMoney(args[0], args[1]) }],
  ['toFix', { min: 1, max: 1, run: (args) => toFix(args[0]) }],
];
