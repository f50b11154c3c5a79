// JSON pointers (RFC 6901) and short, readable renderings of the values found at them.

export type PathSegment = string | number;

export function escapeSegment(segment: PathSegment): string {
  const text = String(segment);
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
}

export function childPointer(pointer: string, segment: PathSegment): string {
  return `${pointer}/${escapeSegment(segment)}`;
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The unescaped keys of a pointer ("/a~1b/0" → ["a/b", "0"]). */
export const pointerSegments = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a pointer, or undefined when the path does not exist. Own properties only. */
export function valueAt(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const key of pointerSegments(pointer)) {
    if (Array.isArray(current) || isPlainObject(current)) {
      if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    } else return undefined;
  }
  return current;
}

const MAX_FOUND_LENGTH = 80;

/** How a found value is shown: strings and scalars as JSON, containers by kind so a line stays short. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (isPlainObject(value)) return 'an object';
  const json = JSON.stringify(value);
  return json.length > MAX_FOUND_LENGTH ? `${json.slice(0, MAX_FOUND_LENGTH - 4)}..."` : json;
}

/** The values at a path with `*` for every item or member, each with its pointer. */
export function valuesAt(
  value: unknown,
  path: readonly string[],
  pointer: string,
): Array<{ value: unknown; pointer: string }> {
  if (!path.length) return [{ value, pointer }];
  const [step, ...rest] = path;
  if (step === '*') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [index, item] as const)
      : isPlainObject(value)
        ? Object.entries(value)
        : [];
    return entries.flatMap(([key, item]) => valuesAt(item, rest, childPointer(pointer, key)));
  }
  return isPlainObject(value) && step in value ? valuesAt(value[step], rest, childPointer(pointer, step)) : [];
}
