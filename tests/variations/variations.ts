// One-field variations of a server answer, the way real back ends differ from their documentation: a number sent as
// text or the reverse, null, a field left out, a flag value nobody documented, an empty string, a field nobody asked
// for. Generated from an answer and its endpoint's reader schema; lists vary their first item only (every item has the
// same shape), so the count grows with the fields of a screen, not with the length of its lists.
import type { ReaderSchema } from '../../api/answer-reader';

export type VariationKind =
  | 'swap'
  | 'null'
  | 'missing-optional'
  | 'missing-required'
  | 'unknown-value'
  | 'empty-string'
  | 'extra-field'
  | UnusableKind;

/**
 * A part that is not of its kind at all, as PHP and other loosely typed back ends send it: a list as one object (its
 * first row, or an empty object) or as a text or a number, an object as a list. The reader leaves such a part out;
 * the screen must then say it could not be read, never that the list is empty.
 */
export type UnusableKind = 'list-as-object' | 'list-as-string' | 'list-as-number' | 'object-as-list';

export const UNUSABLE_KINDS: readonly VariationKind[] = [
  'list-as-object',
  'list-as-string',
  'list-as-number',
  'object-as-list',
];

export interface Variation {
  kind: VariationKind;
  /** Where in the answer's data the change is. */
  pointer: string;
  /** The whole answer's data with that one change. */
  data: unknown;
}

/**
 * Kinds that must never cost a screen: CI fails on any of them. The issue that asked for the suite named swaps, nulls,
 * missing optional fields and extra fields; every kind here is ordinary server looseness and every screen survives all
 * of them, so all are held.
 */
export const GATED_KINDS: readonly VariationKind[] = [
  'swap',
  'null',
  'missing-optional',
  'missing-required',
  'unknown-value',
  'empty-string',
  'extra-field',
  ...UNUSABLE_KINDS,
];

const DECIMAL = /^-?\d+(\.\d+)?$/;

type Path = Array<string | number>;

function withChange(
  data: unknown,
  path: Path,
  change: (parent: Record<string, unknown> | unknown[], key: string | number) => void,
): unknown {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  change(node as Record<string, unknown>, path[path.length - 1]);
  return copy;
}

const set = (value: unknown) => (parent: Record<string, unknown> | unknown[], key: string | number) =>
  void ((parent as Record<string, unknown>)[key] = value);
const remove = (parent: Record<string, unknown> | unknown[], key: string | number) =>
  void delete (parent as Record<string, unknown>)[key];

function pointerOf(path: Path): string {
  return `/${path.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

function unknownMember(values: readonly unknown[]): unknown {
  return values.every((value) => typeof value === 'number') ? Math.max(...(values as number[])) + 7 : 'unexpected';
}

function scalarVariations(
  data: unknown,
  path: Path,
  value: unknown,
  schema: ReaderSchema,
  required: boolean,
): Variation[] {
  const pointer = pointerOf(path);
  const out: Variation[] = [];
  const add = (kind: VariationKind, change: Parameters<typeof withChange>[2]) =>
    out.push({ kind, pointer, data: withChange(data, path, change) });
  if (typeof value === 'number') add('swap', set(String(value)));
  else if (typeof value === 'string' && DECIMAL.test(value)) add('swap', set(Number(value)));
  add('null', set(null));
  add(required ? 'missing-required' : 'missing-optional', remove);
  if (schema.enum) add('unknown-value', set(unknownMember(schema.enum)));
  if (value !== '') add('empty-string', set(''));
  return out;
}

/** Every variation of `data` that its schema describes. */
export function variationsOf(data: unknown, schema: ReaderSchema): Variation[] {
  const out: Variation[] = [];
  const unusable = (kind: UnusableKind, path: Path, value: unknown) =>
    out.push({ kind, pointer: pointerOf(path), data: withChange(data, path, set(value)) });
  const visit = (value: unknown, node: ReaderSchema, path: Path, required: boolean) => {
    if (Array.isArray(value)) {
      if (path.length > 0) {
        unusable('list-as-object', path, typeof value[0] === 'object' && value[0] !== null ? value[0] : {});
        unusable('list-as-string', path, 'none');
        unusable('list-as-number', path, 7);
      }
      if (value.length > 0 && node.items) visit(value[0], node.items, [...path, 0], true);
      return;
    }
    if (typeof value === 'object' && value !== null) {
      if (path.length > 0) unusable('object-as-list', path, [value]);
      out.push({
        kind: 'extra-field',
        pointer: pointerOf(path),
        data: withChange(data, [...path, 'unexpectedField'], set({ note: 'not in the contract' })),
      });
      for (const [name, child] of Object.entries(value)) {
        const childSchema = node.properties?.[name];
        if (childSchema) visit(child, childSchema, [...path, name], node.required?.includes(name) ?? false);
      }
      return;
    }
    if (path.length > 0) out.push(...scalarVariations(data, path, value, node, required));
  };
  visit(data, schema, [], true);
  return out;
}
