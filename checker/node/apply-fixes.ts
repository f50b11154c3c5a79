// `check:pages --fix`: the problems' one-click fixes written to the files. A file's edits are applied from the last
// to the first, so each one's offsets still hold; a fix that overlaps one already taken is left for the next pass
// (the caller checks again), so two edits never touch the same characters.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem, ProblemFix } from '../problem';
import { showInvisible } from '../read/invisible';

export interface AppliedFix {
  /** `file:line:column` of the problem it fixed. */
  file: string;
  line: number;
  column: number;
  label: string;
  /** The file's text the edits replaced, and what they wrote, joined when a fix has several edits. */
  before: string;
  after: string;
}

const overlaps = (a: ProblemFix['edits'][number], b: ProblemFix['edits'][number]) =>
  a.from < b.to && b.from < a.to ? true : a.from === b.from && a.to === b.to; // two inserts at one place too

/** Applies every fix that does not overlap another to its file under `root`; returns what was changed. */
export function applyFixes(root: string, problems: readonly Problem[]): AppliedFix[] {
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems)
    if (problem.fix) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  const applied: AppliedFix[] = [];
  for (const [file, fixable] of byFile) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const taken: ProblemFix['edits'] = [];
    for (const problem of fixable) {
      const { edits, label } = problem.fix!;
      if (edits.some((edit) => edit.to > text.length || taken.some((other) => overlaps(edit, other)))) continue;
      taken.push(...edits);
      const shown = (parts: string[]) => parts.join(' … ');
      applied.push({
        file,
        line: problem.line,
        column: problem.column,
        label,
        before: shown(edits.map((edit) => text.slice(edit.from, edit.to))),
        after: shown(edits.map((edit) => edit.insert)),
      });
    }
    const fixed = [...taken]
      .sort((a, b) => b.from - a.from)
      .reduce((result, edit) => result.slice(0, edit.from) + edit.insert + result.slice(edit.to), text);
    if (fixed !== text) writeFileSync(path, fixed);
  }
  return applied;
}

/** A replaced piece as the line shows it: a whole JSON string as written (`"Buton"`), a part of one quoted. */
// Invisible characters by name: a removed zero-width space would otherwise print as two identical words.
const quoted = (text: string) => showInvisible(/^"(?:[^"\\]|\\.)*"$/.test(text) ? text : JSON.stringify(text));

/** `pages/x.json:12:5: fixed: "Buton" -> "Button"`. */
export const formatFix = (fix: AppliedFix) =>
  `${fix.file}:${fix.line}:${fix.column}: fixed: ${quoted(fix.before)} -> ${quoted(fix.after)}`;
