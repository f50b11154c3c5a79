// What the checker reports. One problem is one line an operator can act on: the file, where in it
// (a JSON pointer, and the line and column it starts at), what was expected there and what was found
// instead, with a stable code (see codes.ts) so tools and page notes can name it.
import { WARNING_CODES, type ProblemCode } from './codes';
import { jsonPositions, positionOf } from './json-positions';

export type Severity = 'error' | 'warning';

export interface Problem {
  /** Path of the file, relative to the checked project's root, with forward slashes. */
  file: string;
  /** JSON pointer into the file ("" is the whole document). */
  pointer: string;
  /** 1-based line and column of the value at the pointer (1:1 when the file could not be read). */
  line: number;
  column: number;
  severity: Severity;
  code: ProblemCode;
  expected: string;
  found: string;
}

/** A problem before it is tied to a file and placed; the per-file checks produce these. */
export interface Finding {
  pointer: string;
  /** `schema` when left out (checks written before the codes existed). */
  code?: ProblemCode;
  expected: string;
  found: string;
  /** Where the file could not be parsed, the position is known without a pointer. */
  at?: { line: number; column: number };
}

export const messageOf = ({ expected, found }: Pick<Problem, 'expected' | 'found'>) => `expected ${expected}, found ${found}`;

/** `file:line:column: /pointer: expected …, found …`; warnings say so after the position. */
export function formatProblem(problem: Problem): string {
  const { file, pointer, line, column, severity } = problem;
  return `${file}:${line}:${column}: ${severity === 'warning' ? 'warning: ' : ''}${pointer || '/'}: ${messageOf(problem)}`;
}

/** The `--format json` record: field order fixed so the output diffs cleanly. */
export function problemRecord(problem: Problem) {
  const { file, pointer, line, column, severity, code, expected, found } = problem;
  return { file, pointer, line, column, severity, code, message: messageOf(problem), expected, found };
}

export const isError = (problem: Problem) => problem.severity === 'error';

/** Ties findings to their file and places each at its line and column (1:1 when the text is not known). */
export function inFile(file: string, findings: readonly Finding[], text?: string): Problem[] {
  const positions = text === undefined ? undefined : jsonPositions(text);
  return findings.map(({ at, code = 'schema', ...finding }) => {
    const { line, column } = at ?? (positions ? positionOf(positions, finding.pointer) : { line: 1, column: 1 });
    return { file, line, column, severity: WARNING_CODES.has(code) ? 'warning' : 'error', code, ...finding };
  });
}

const byPointerThenText = new Intl.Collator('en', { numeric: true });

/** Files in the order checked, and within a file in document order (numeric-aware pointer order). */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      byPointerThenText.compare(a.file, b.file) ||
      byPointerThenText.compare(a.pointer, b.pointer) ||
      byPointerThenText.compare(a.code, b.code) ||
      byPointerThenText.compare(a.expected, b.expected),
  );
}
