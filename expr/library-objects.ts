/** Library functions that build objects, for forms whose fields come from the server. None mutates its input. */
import { readArgs } from './args';
import { isForbiddenKey } from './limits';
import { isMissing, isPlainObject, readOwnProperty } from './values';
import { ExprFailure } from './types';
import { WITH_ABOUT, type LibraryFunction, type ValueType } from './signature';

const KEY: ValueType = { oneOf: ['text', 'number'] };

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
      about: WITH_ABOUT && {
        params: [
          { name: 'list', type: { list: 'any' } },
          { name: 'keyField', type: KEY },
          { name: 'valueField', type: KEY, optional: true },
        ],
        result: 'object',
        description:
          "{ [item.keyField]: item.valueField } (or the item itself without valueField): a form payload from the server's fields.",
        examples: [{ expr: "toMap(data.fields, 'code', 'value')", gives: { bankName: 'BDO', account: '0012' } }],
      },
    },
  ],
  // pick(values, ['a', 'b']) -> only those own keys that are present.
  [
    'pick',
    {
      run: (args) => {
        const source = objectArg('pick', args, 0);
        const out: Record<string, unknown> = {};
        for (const key of readArgs('pick', args).array(1, [])) {
          if ((typeof key === 'string' || typeof key === 'number') && Object.hasOwn(source, String(key)))
            put(out, key, readOwnProperty(source, key), 'pick');
        }
        return out;
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'object', type: 'object' },
          { name: 'keys', type: { list: KEY } },
        ],
        result: 'object',
        description: 'Only the listed own keys that are present.',
        examples: [{ expr: "pick(data.form, ['account', 'pin'])", gives: { account: '0012' } }],
      },
    },
  ],
  // merge(a, b, ...) -> a shallow merge, later objects win.
  [
    'merge',
    {
      run: (args) => {
        const out: Record<string, unknown> = {};
        args.forEach((_, i) => {
          for (const [key, value] of Object.entries(objectArg('merge', args, i))) put(out, key, value, 'merge');
        });
        return out;
      },
      about: WITH_ABOUT && {
        params: [{ name: 'objects', type: 'object', rest: true }],
        result: 'object',
        description: 'A shallow merge; later objects win; missing arguments count as empty.',
        examples: [
          {
            expr: "merge(pick(data.form, ['note']), toMap(data.fields, 'code', 'value'))",
            gives: { note: '', bankName: 'BDO', account: '0012' },
          },
        ],
      },
    },
  ],
  // present(a, b, ...) -> the first value that is neither missing nor an empty string (server fields fall back).
  [
    'present',
    {
      run: (args) => args.find((value) => !isMissing(value) && value !== ''),
      about: WITH_ABOUT && {
        params: [{ name: 'values', type: 'any', rest: true }],
        result: { oneOf: ['arguments', 'nothing'] },
        description: 'The first argument that is neither missing nor an empty string: a server field with a fallback.',
        examples: [{ expr: "present(null, '', 'x')", gives: 'x' }],
      },
    },
  ],
  // unusable(state.calls.list, '/tabs') -> whether the answer reader left that part out (it was not of its kind).
  [
    'unusable',
    {
      run: unusable,
      about: WITH_ABOUT && {
        params: [
          { name: 'call', type: 'object' },
          { name: 'pointer', type: 'text' },
        ],
        // Whether the answer reader left a part out: the call's `dropped` comes with the answer, never known before.
        result: 'boolean',
        description:
          "Whether the answer reader left out the part of a call's answer at the JSON pointer (or what holds it, or every row of it) because it was not of its documented kind: show that it could not be read, never an empty list. `call` is state.calls.<as>.",
        examples: [
          { expr: "unusable(state.calls.list, '/tabs')", gives: true },
          { expr: "unusable(state.calls.list, '/tabs/0/list')", gives: true },
          { expr: "unusable(state.calls.list, '/title')", gives: false },
        ],
      },
    },
  ],
  // range(1, 31) -> [1, 2, ..., 31]: options such as days of a month.
  [
    'range',
    {
      run: (args) => {
        const read = readArgs('range', args);
        const start = read.integer(0, undefined);
        const end = read.integer(1, undefined);
        if (start === undefined || end === undefined) throw read.fail(start === undefined ? 0 : 1, 'an integer');
        if (end - start + 1 > MAX_RANGE) throw new ExprFailure(`range() is limited to ${MAX_RANGE} items`);
        return end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
      },
      about: WITH_ABOUT && {
        params: [
          { name: 'start', type: 'integer' },
          { name: 'end', type: 'integer' },
        ],
        result: { list: 'number' },
        description: 'The integers from start to end inclusive (at most 1000): options such as the days of a month.',
        examples: [
          { expr: 'range(1, 3)', gives: [1, 2, 3] },
          { expr: 'range(3, 1)', gives: [] },
        ],
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
