// "Did you mean": the known names closest to a misspelt one, by Damerau-Levenshtein distance (optimal string
// alignment: a swap of two neighbouring letters counts as one edit, as in "Buton"/"Button", "lodaDetail").
import type { FindingFix } from './problem';
import { invisibleDifference } from './read/invisible';

export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[x.length][y.length];
}

/** Up to `count` known names closest to what was written (closest first, ties in declared order). */
export function nearest(found: string, known: readonly string[], count = 3): string[] {
  return known
    .map((name, order) => ({ name, order, distance: editDistance(found, name) }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, count)
    .map(({ name }) => name);
}

/**
 * The one known name that is close enough to be what was meant: at most a third of its letters wrong
 * (at least one edit allowed), and nearer than any other name. Undefined when nothing is close.
 */
export function closeName(found: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const name of known) {
    if (name === found) return undefined;
    const distance = editDistance(found, name);
    if (distance < bestDistance) [best, bestDistance, tie] = [name, distance, false];
    else if (distance === bestDistance && name.toLowerCase() !== best?.toLowerCase()) tie = true;
  }
  const allowed = Math.max(1, Math.floor(Math.max(found.length, 3) / 3));
  return best !== undefined && bestDistance <= allowed && !tie ? best : undefined;
}

/** `did you mean "Button"?` for a misspelt name (with what to delete when only spaces or invisible characters differ). */
export function didYouMean(found: string, known: Iterable<string>): string | undefined {
  const name = closeName(found, known);
  if (name === undefined) return undefined;
  const unseen = invisibleDifference(found, name);
  return `did you mean ${JSON.stringify(name)}?${unseen ? ` ${unseen}` : ''}`;
}

/**
 * The one-click fix of a `did you mean "Button"?` hint (also one that goes on, `did you mean "/x"? a path starts with
 * /`), for a finding whose whole value, or member name with `atKey`, is the name that was misspelt.
 */
export function nameFix(hint: string | undefined): FindingFix | undefined {
  const quoted = hint && /^did you mean ("(?:[^"\\]|\\.)*")\?/.exec(hint)?.[1];
  if (!quoted) return undefined;
  const name = JSON.parse(quoted) as string;
  return { label: `change to ${quoted}`, insert: name };
}

/** The fix that puts `name` in place of the `length` characters at `at` of an expression string. */
export const wordFix = (name: string, at: number, length: number): FindingFix => ({
  label: `change to ${JSON.stringify(name)}`,
  from: at,
  to: at + length,
  insert: name,
});

/** `{ fix }` for a finding whose whole value (or member name) is the misspelt name; nothing without one. */
export const nameFixOf = (hint: string | undefined): { fix?: FindingFix } => {
  const fix = nameFix(hint);
  return fix ? { fix } : {};
};

const NAME_CHARACTER = /[\w$]/;

/**
 * `{ fix }` for a misspelt name inside an expression `text`, written at `at` (or just past the `.` or quote there):
 * none unless `written` stands there as a whole word, so the fix never lands on the wrong characters.
 */
export function nameFixIn(
  text: string,
  at: number | undefined,
  written: string,
  hint: string | undefined,
): { fix?: FindingFix } {
  const fix = nameFix(hint);
  if (!fix || at === undefined) return {};
  const start = [at, at + 1].find(
    (from) =>
      (from === at || /[.'"]/.test(text[at])) &&
      text.startsWith(written, from) &&
      !NAME_CHARACTER.test(text[from + written.length] ?? '') &&
      !NAME_CHARACTER.test(from > 0 ? text[from - 1] : ''),
  );
  return start === undefined ? {} : { fix: { ...fix, from: start, to: start + written.length } };
}
