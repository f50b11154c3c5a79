// One file's text to its problems, placed at their line and column: the JSON syntax, the nesting caps,
// then the checks of the file's kind. The Node part and the lab both end here.
import { parseJsonText } from './json-text';
import { checkTarget } from '../check-targets';
import type { ProjectFacts } from '../pages/page-check';
import { inFile, sortProblems, type Problem, type SchemaCheck } from '../problem';
import type { TargetKind } from '../targets';

export function checkFileText(
  kind: TargetKind,
  file: string,
  text: string,
  facts: ProjectFacts,
  validate: SchemaCheck,
): Problem[] {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return inFile(file, [parsed.finding]);
  return sortProblems([
    ...inFile(file, parsed.findings, text),
    ...checkFileValue(kind, file, parsed.value, text, facts, validate),
  ]);
}

/** For a document already parsed (the mutation corpus hands values, with their text as written). */
export function checkFileValue(
  kind: TargetKind,
  file: string,
  value: unknown,
  text: string,
  facts: ProjectFacts,
  validate: SchemaCheck,
): Problem[] {
  return sortProblems(inFile(file, checkTarget(kind, file, value, facts, validate), text));
}
