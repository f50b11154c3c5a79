// Size and nesting caps checked before a page definition reaches the schema validator. The generated validator and
// every walker after it recurse once per level, so a hostile page (68 nested Stacks, 860 nested `if`s) would
// overflow the call stack; this walk is iterative and stops at the first value over a cap. Shared by `acceptPage`
// and `npm run check:pages`, so both refuse the same pages with the same words.
import { escapeSegment } from './json-pointer';

/** JSON nesting levels; the bundled pages use at most 16. */
export const MAX_PAGE_DEPTH = 64;
/** Objects, arrays and scalars in one page; the largest bundled page has about 500. */
export const MAX_PAGE_VALUES = 20_000;
/** Characters of page text accepted from outside the build (the largest bundled page is about 19 KB). */
export const MAX_PAGE_TEXT = 512 * 1024;

export interface ShapeProblem {
  /** JSON pointer of the first value over a cap ('' for the whole document). */
  pointer: string;
  expected: string;
  found: string;
}

/** The first cap a parsed page breaks, or null; never recurses, never throws. */
export function pageShapeProblem(document: unknown): ShapeProblem | null {
  const pending: Array<{ value: unknown; pointer: string; depth: number }> = [
    { value: document, pointer: '', depth: 0 },
  ];
  let values = 0;
  while (pending.length > 0) {
    const { value, pointer, depth } = pending.pop()!;
    values += 1;
    if (values > MAX_PAGE_VALUES) {
      return { pointer, expected: `at most ${MAX_PAGE_VALUES} values in one page`, found: 'more' };
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_PAGE_DEPTH) {
      return { pointer, expected: `at most ${MAX_PAGE_DEPTH} levels of nesting`, found: 'a value nested deeper' };
    }
    const entries = Array.isArray(value)
      ? Array.from(value, (item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i];
      pending.push({ value: child, pointer: `${pointer}/${escapeSegment(key)}`, depth: depth + 1 });
    }
  }
  return null;
}

/** The same caps for page text before it is parsed (a huge text costs time even to parse). */
export function pageTextProblem(text: string): ShapeProblem | null {
  return text.length > MAX_PAGE_TEXT
    ? { pointer: '', expected: `at most ${MAX_PAGE_TEXT} characters of page text`, found: `${text.length}` }
    : null;
}
