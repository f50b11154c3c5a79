// What the checker reports. One problem is one line an operator can act on: the file, where in it
// (a JSON pointer), what was expected there and what was found instead.

export interface Problem {
  /** Path of the file, relative to the checked project's root, with forward slashes. */
  file: string;
  /** JSON pointer into the file ("" is the whole document). */
  pointer: string;
  expected: string;
  found: string;
}

/** A problem before it is tied to a file; the per-file checks produce these. */
export type Finding = Omit<Problem, 'file'>;

export function formatProblem({ file, pointer, expected, found }: Problem): string {
  return `${file}: ${pointer || '/'}: expected ${expected}, found ${found}`;
}

export function inFile(file: string, findings: readonly Finding[]): Problem[] {
  return findings.map((finding) => ({ file, ...finding }));
}

const byPointerThenText = new Intl.Collator('en', { numeric: true });

/** Files in the order checked, and within a file in document order (numeric-aware pointer order). */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      byPointerThenText.compare(a.file, b.file) ||
      byPointerThenText.compare(a.pointer, b.pointer) ||
      byPointerThenText.compare(a.expected, b.expected),
  );
}
