// What the checker reports. One problem is one line an operator can act on: the file, where in it
// (a JSON pointer, and the line and column it starts at), what was expected there and what was found
// instead, with a stable code (see codes.ts) so tools and page notes can name it.
import { WARNING_CODES, type ProblemCode } from './codes';
import { jsonSource, nodeAt, positionOf } from './read/json-positions';
import { placeFix } from './fixes/fix-placement';
import { showInvisible } from './read/invisible';
import type { FindingFix, ProblemFix } from './fixes/fix-types';

export type { FindingFix, ProblemFix } from './fixes/fix-types';

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
  /** What to do, when the checker can tell more than the expected value (a close name, `==` for `=`). */
  hint?: string;
  /** The one unambiguous edit the hint names, in the file's own text (the lab's quick fix, `check:pages --fix`). */
  fix?: ProblemFix;
}

/** A problem before it is tied to a file and placed; the per-file checks produce these. */
export interface Finding {
  pointer: string;
  /** `schema` when left out (checks written before the codes existed). */
  code?: ProblemCode;
  expected: string;
  found: string;
  hint?: string;
  /** Where the file could not be parsed, the position is known without a pointer. */
  at?: { line: number; column: number };
  /**
   * For a problem inside an expression or template string: the 0-based offset, in the string's decoded value at
   * `pointer`, of the token at fault, so the problem is placed at that token's line and column in the file rather
   * than at the start of the string.
   */
  exprOffset?: number;
  /** Where to place the problem when nothing is written at `pointer` (a missing key: after the key it follows). */
  near?: string;
  /** Where to place the problem when the value at `pointer` spans more than the line to show (a fragment's use: its name). */
  placeAt?: string;
  /** The member's name is at fault (an unknown or misspelt key): placed at the key, not at its value. */
  atKey?: boolean;
  /** The one unambiguous fix, where the hint names one (a close name, `==` for `=`, two swapped arguments). */
  fix?: FindingFix;
}

export const messageOf = ({ expected, found }: Pick<Problem, 'expected' | 'found'>) =>
  `expected ${expected}, found ${found}`;

/** `/pointer: expected …, found … — hint`: a problem without its file, as acceptPage lists them. */
export const describeProblem = (problem: Pick<Problem, 'pointer' | 'expected' | 'found' | 'hint'>) =>
  `${problem.pointer || '/'}: ${messageOf(problem)}${problem.hint ? ` — ${problem.hint}` : ''}`;

/**
 * `file:line:column: [warning: ]code: /pointer: expected …, found … — hint`. The code leads so a reader can
 * look it up in docs/checker.md's table; the shape is what .vscode/tasks.json's problem matcher parses.
 */
export function formatProblem(problem: Problem): string {
  const { file, line, column, severity, code } = problem;
  return `${file}:${line}:${column}: ${severity === 'warning' ? 'warning: ' : ''}${code}: ${describeProblem(problem)}`;
}

/** The `--format json` record: field order fixed so the output diffs cleanly. */
export function problemRecord(problem: Problem) {
  const { file, pointer, line, column, severity, code, expected, found, hint, fix } = problem;
  return {
    file,
    pointer,
    line,
    column,
    severity,
    code,
    message: messageOf(problem),
    expected,
    found,
    ...(hint ? { hint } : {}),
    // The edit an editor or a CI bot can offer (offsets into the file's text, as the lab's quick fix applies it).
    ...(fix ? { fix } : {}),
  };
}

/** Validates a document against the schema with that $id (ajv at run time in Node, generated code in the browser). */
export type SchemaCheck = (schemaId: string, document: unknown) => Finding[];

export const isError = (problem: Problem) => problem.severity === 'error';

/**
 * Ties findings to their file and places each at its line and column (1:1 when the text is not known): at its value,
 * or inside an expression string at the token named by `exprOffset`.
 */
export function inFile(file: string, findings: readonly Finding[], text?: string): Problem[] {
  // The syntax tree is built only when there is something to place.
  const source = text === undefined || findings.every((finding) => finding.at) ? undefined : jsonSource(text);
  return findings.map(({ at, code = 'schema', exprOffset, near, placeAt, atKey, fix, ...finding }) => {
    const place =
      placeAt !== undefined && source && nodeAt(source, placeAt)
        ? placeAt
        : near !== undefined && source && !nodeAt(source, finding.pointer)
          ? near
          : finding.pointer;
    const { line, column } = at ?? (source ? positionOf(source, place, { exprOffset, atKey }) : { line: 1, column: 1 });
    // A fix needs the text it edits: without it (or a finding placed by `at`, the text unreadable) there is none.
    const placed =
      source && text !== undefined && !at
        ? placeFix(source, text, { pointer: finding.pointer, near, atKey, fix })
        : undefined;
    const severity: Severity = WARNING_CODES.has(code) ? 'warning' : 'error';
    // Invisible characters are named wherever a message quotes the file (what was found, the names it lists).
    const { expected, found, hint } = finding;
    return {
      file,
      line,
      column,
      severity,
      code,
      ...finding,
      expected: showInvisible(expected),
      found: showInvisible(found),
      ...(hint ? { hint: showInvisible(hint) } : {}),
      ...(placed ? { fix: placed } : {}),
    };
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
