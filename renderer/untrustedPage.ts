// Page definitions that do not ship with the build (the page lab pastes or loads them) are checked in the browser
// before they render, by the page checker itself (checker/bundled.ts): the same checks and the same words as
// `npm run check:pages`. The checker is loaded only here, so no screen pays for it.
import { pageTextProblem } from '../checker/read/page-limits';
import { describeProblem, isError } from '../checker/problem';
import type { PageDefinition } from '../schemas/generated/types';

export type PageVerdict = { ok: true; page: PageDefinition } | { ok: false; problems: string[] };

/** Parses and checks a page definition from outside the build; never throws. Warnings do not refuse it. */
export async function acceptPage(text: string): Promise<PageVerdict> {
  // The size cap before anything else: a huge text costs time even to parse.
  const tooLong =
    typeof text === 'string' ? pageTextProblem(text) : { pointer: '', expected: 'page text', found: typeof text };
  if (tooLong) return { ok: false, problems: [describeProblem(tooLong)] };
  try {
    const { checkPageText, expandedPageOf } = await import('../checker/bundled');
    const errors = checkPageText('untrusted page', text).filter(isError);
    if (errors.length)
      return { ok: false, problems: errors.map((problem) => `${problem.code}: ${describeProblem(problem)}`) };
    return { ok: true, page: expandedPageOf(text) as PageDefinition };
  } catch (error) {
    // A promise kept: whatever slips past the caps is a refusal with a one-line reason, never a throw.
    return { ok: false, problems: [`/: could not be checked (${error instanceof Error ? error.name : 'error'})`] };
  }
}
