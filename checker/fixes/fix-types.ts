// The shape of a one-click fix (the lab's quick fix, `check:pages --fix`), apart from problem.ts so that the stage
// that places a fix in the file's text (fixes/fix-placement.ts) and the problems that carry one share it without a cycle.

/** An edit of the file's text: what the action is called and the ranges it replaces (offsets into the file). */
export interface ProblemFix {
  label: string;
  edits: { from: number; to: number; insert: string }[];
}

/**
 * A finding's fix, before the finding is placed: replace, in the decoded string value at the finding's pointer (its
 * member name with `atKey`), the characters [from, to) (the whole value when both are left out) with `insert`. For a
 * value that is not a string, `insert` is the JSON text that replaces the whole value.
 */
export interface FindingFix {
  label: string;
  from?: number;
  to?: number;
  insert: string;
}
