// @vitest-environment node
// `npm run check:pages` on pages nested deep enough to overflow the validator's stack.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProject, formatProblem } from '../../../checker/node/index';
import { MAX_PAGE_DEPTH } from '../../../checker/read/page-limits';
import { nestedIfs, nestedStacks } from '../../support/hostilePages';
import { runCheckPages } from './fixture-expectations';

function projectWith(pages: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'deep-pages-'));
  mkdirSync(join(root, 'pages'));
  for (const [name, page] of Object.entries(pages))
    writeFileSync(join(root, 'pages', `${name}.json`), JSON.stringify(page));
  return root;
}

describe('the checker caps nesting before validation', () => {
  it.each([
    ['stacks', nestedStacks(68)],
    ['ifs', nestedIfs(860)],
  ])('nested %s: one problem line with a pointer, no throw', async (name, page) => {
    const root = projectWith({ [name]: page });
    const problems = await checkProject({ root, files: [`pages/${name}.json`] });
    const capped = problems.filter((problem) => problem.expected.includes('levels of nesting'));
    expect(capped).toHaveLength(1);
    expect(capped[0].pointer).toMatch(/^\/(regions|onLoad)\/0\//);
    expect(formatProblem(capped[0])).toContain(`expected at most ${MAX_PAGE_DEPTH} levels of nesting`);
  });

  it('the command prints short lines and exits 1, never a stack trace or generated code', () => {
    const root = projectWith({ deep: nestedIfs(860) });
    const run = runCheckPages('--root', root, join(root, 'pages/deep.json'));
    expect(run.status).toBe(1);
    expect(run.stderr).not.toMatch(/RangeError|at .*\(.*:\d+:\d+\)|function validate/);
    expect(run.stdout).toContain('levels of nesting');
    expect(run.stdout.length + run.stderr.length).toBeLessThan(10_000);
  }, 30_000);
});
