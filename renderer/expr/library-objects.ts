/** Library functions that build objects, for forms whose fields come from the server. None mutates its input. */
import { readArgs } from './args';
import { isForbiddenKey } from './limits';
import { isMissing, isPlainObject, readOwnProperty } from './values';
import { ExprFailure, type LibraryFunction } from './types';

const MAX_RANGE = 1000;

/** Sets a key that came from data; a prototype key is refused rather than silently reshaping the object. */
function put(target: Record<string, unknown>, key: unknown, value: unknown, fn: string): void {
  if (typeof key !== 'string' && typeof key !== 'number') return; // items without the key field are skipped
  const name = String(key);
  if (isForbiddenKey(name)) throw new ExprFailure(`${fn}() refuses the key "${name}"`);
  target[name] = value;
}

function objectArg(fn: string, args: readonly unknown[], i: number): Record<string, unknown> {
  const value = args[i];
  if (isMissing(value)) return {};
  if (!isPlainObject(value)) throw readArgs(fn, args).fail(i, 'an object');
  return value;
}

export const OBJECT_FUNCTIONS: ReadonlyArray<[string, LibraryFunction]> = [
  // toMap(items, 'code', 'value') -> { [item.code]: item.value }; without a value field, the item itself.
  [
    'toMap',
    {
      min: 2,
      max: 3,
      run: (args) => {
        const read = readArgs('toMap', args);
        const key = read.key(1);
        const valueKey = args.length > 2 ? read.key(2) : undefined;
        const out: Record<string, unknown> = {};
        for (const item of read.array(0, []))
          put(
            out,
            readOwnProperty(item, key),
            valueKey === undefined ? item : readOwnProperty(item, valueKey),
            'toMap',
          );
        return out;
      },
    },
  ],
  // pick(values, ['a', 'b']) -> only those own keys that are present.
  [
    'pick',
    {
      min: 2,
      max: 2,
      run: (args) => {
        const source = objectArg('pick', args, 0);
        const out: Record<string, unknown> = {};
        for (const key of readArgs('pick', args).array(1, [])) {
          if ((typeof key === 'string' || typeof key === 'number') && Object.hasOwn(source, String(key)))
            put(out, key, readOwnProperty(source, key), 'pick');
        }
        return out;
      },
    },
  ],
  // merge(a, b, ...) -> a shallow merge, later objects win.
  [
    'merge',
    {
      min: 1,
      max: Infinity,
      run: (args) => {
        const out: Record<string, unknown> = {};
        args.forEach((_, i) => {
          for (const [key, value] of Object.entries(objectArg('merge', args, i))) put(out, key, value, 'merge');
        });
        return out;
      },
    },
  ],
  // present(a, b, ...) -> the first value that is neither missing nor an empty string (server fields fall back).
  ['present', { min: 1, max: Infinity, run: (args) => args.find((value) => !isMissing(value) && value !== '') }],
  // unusable(state.calls.list, '/tabs') -> whether the answer reader left that part out (it was not of its kind).
  ['unusable', { min: 2, max: 2, run: unusable }],
  // range(1, 31) -> [1, 2, ..., 31]: options such as days of a month.
  [
    'range',
    {
      min: 2,
      max: 2,
      run: (args) => {
        const read = readArgs('range', args);
        const start = read.integer(0, undefined);
        const end = read.integer(1, undefined);
        if (start === undefined || end === undefined) throw read.fail(start === undefined ? 0 : 1, 'an integer');
        if (end - start + 1 > MAX_RANGE) throw new ExprFailure(`range() is limited to ${MAX_RANGE} items`);
        return end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
      },
    },
  ],
];

/**
 * Whether the answer reader left out the value at `pointer` (a JSON pointer into the call's data), a value holding it,
 * or every row of it (api/answer-reader.ts, the call's `dropped`): unusable is not empty, so a page shows that the part
 * could not be read instead of saying there is nothing. A call that has not answered, or failed, has left nothing out.
 */
function unusable(args: readonly unknown[]): boolean {
  const pointer = readArgs('unusable', args).string(1, undefined);
  if (pointer === undefined || !pointer.startsWith('/'))
    throw readArgs('unusable', args).fail(1, "a JSON pointer such as '/tabs'");
  const call = args[0];
  if (isMissing(call)) return false;
  if (!isPlainObject(call)) throw readArgs('unusable', args).fail(0, 'a call state such as state.calls.list');
  const dropped = readOwnProperty(call, 'dropped');
  if (!Array.isArray(dropped)) return false;
  return dropped.some(
    (left) => typeof left === 'string' && (left === '/' || left === pointer || pointer.startsWith(`${left}/`)),
  );
}
