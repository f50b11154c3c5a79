// Page definitions that do not ship with the build (the tester preview mode pastes or loads them) are checked in
// the browser before they render. The validator is generated at build time (no code generation at run time, so the
// strict CSP holds) and is loaded only here, so no screen pays for it.
import { compile, isBinding } from './expr';
import { formatShapeProblem, pageShapeProblem, pageTextProblem } from './pageLimits';
import { collectPageSites } from '../scripts/checker/page-sites';
import { checkReferences } from '../scripts/checker/page-references';
import { ENDPOINT_IDS } from '../api/catalogue';
import manifest from '../pages.json';
import type { PageDefinition } from '../schemas/generated/types';

export type PageVerdict = { ok: true; page: PageDefinition } | { ok: false; problems: string[] };

function describe(error: { instancePath: string; message?: string; params: Record<string, unknown> }): string {
  const detail = error.params.additionalProperty ? ` "${String(error.params.additionalProperty)}"` : error.params.allowedValues ? `: ${(error.params.allowedValues as unknown[]).join(', ')}` : '';
  return `${error.instancePath || '/'}: ${error.message ?? 'is invalid'}${detail}`;
}

/** Every string that holds `{{` must compile; the page schema alone cannot tell. */
function expressionProblems(value: unknown, pointer: string, out: string[]): void {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return;
    const compiled = compile(value);
    if ('message' in compiled) out.push(`${pointer}: ${compiled.message} (at character ${compiled.index})`);
  } else if (Array.isArray(value)) value.forEach((item, i) => expressionProblems(item, `${pointer}/${i}`, out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) expressionProblems(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
}

/** Routes, endpoints, dialogs, chains and validation groups named by the page exist, as the checker requires. */
function referenceProblems(page: unknown): string[] {
  const names = { endpoints: new Set<string>(ENDPOINT_IDS), routes: new Set(Object.keys(manifest.routes)) };
  return checkReferences(page, collectPageSites(page, isBinding).references, names).map(
    (finding) => `${finding.pointer}: expected ${finding.expected}, found ${finding.found}`,
  );
}

/** Parses and checks a page definition from outside the build; never throws. */
export async function acceptPage(text: string): Promise<PageVerdict> {
  const tooLong = typeof text === 'string' ? pageTextProblem(text) : { pointer: '', expected: 'page text', found: typeof text };
  if (tooLong) return { ok: false, problems: [formatShapeProblem(tooLong)] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`not JSON: ${(error as Error).message}`] };
  }
  // Caps first: the generated validator recurses once per level and would overflow on a hostile nesting.
  const shape = pageShapeProblem(json);
  if (shape) return { ok: false, problems: [formatShapeProblem(shape)] };
  try {
    const { validate } = await import('../schemas/generated/validate-page.js');
    if (!validate(json)) return { ok: false, problems: (validate.errors ?? []).map(describe) };
    const problems: string[] = [];
    expressionProblems(json, '', problems);
    problems.push(...referenceProblems(json));
    return problems.length ? { ok: false, problems } : { ok: true, page: json as PageDefinition };
  } catch (error) {
    // A promise kept: whatever slips past the caps is a refusal with a one-line reason, never a throw.
    return { ok: false, problems: [`/: could not be checked (${error instanceof Error ? error.name : 'error'})`] };
  }
}
