// @vitest-environment node
// `npm run check:pages -- --fix` on a copy of the operator-mistakes corpus: it writes the one-click fixes to the
// files, says what it changed, and what it fixed is no longer reported. The repository's own files are never touched.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFixes } from '../../../checker/node/apply-fixes';
import type { Problem } from '../../../checker/problem';
import { repositoryRoot, runCheckPages } from './fixture-expectations';

const corpus = join(repositoryRoot, 'tests/fixtures/operator-mistakes');
const roots: string[] = [];
const tempCopy = () => {
  const root = mkdtempSync(join(tmpdir(), 'check-pages-fix-'));
  roots.push(root);
  cpSync(corpus, root, { recursive: true });
  return root;
};
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

const runCli = runCheckPages;

describe('check:pages --fix', () => {
  it('writes each fix, prints what it changed, and then reports only what is left', () => {
    const root = tempCopy();
    const before = readFileSync(join(corpus, 'pages/widgetTypo.json'), 'utf8');
    const run = runCli('--root', root, '--fix');
    expect(run.stdout).toContain('pages/widgetTypo.json:8:19: fixed: "Buton" -> "Button"');
    expect(run.stdout).toContain('pages/andForAmpersands.json:18:55: fixed: "and" -> "&&"');
    expect(run.stdout).toContain('pages/assignForCompare.json:24:48: fixed: "=" -> "=="');
    expect(run.stdout).toContain('pages/escapedQuotes.json:18:46: fixed: "orderStatuss" -> "orderStatus"');
    expect(run.stdout).toContain('pages.json:277:15: fixed: "pathWithoutSlash" -> "/pathWithoutSlash"');
    expect(run.stdout).toContain('pages/routeAsPath.json:16:26: fixed: "/repay" -> "repay"');
    expect(readFileSync(join(root, 'pages/widgetTypo.json'), 'utf8')).toBe(before.replace('"Buton"', '"Button"'));
    // The report after the fixes no longer names the fixed files' slips; other problems are still reported.
    const remaining = run.stdout.split('\n').filter((line) => !line.includes(': fixed: '));
    expect(remaining.some((line) => line.startsWith('pages/widgetTypo.json:'))).toBe(false);
    expect(remaining.some((line) => line.startsWith('pages/andForAmpersands.json:'))).toBe(false);
    expect(remaining.length).toBeGreaterThan(1);
    expect(run.status).toBe(1);
    // Nothing is left to fix: a second run changes nothing.
    expect(runCli('--root', root, '--fix').stdout).not.toContain(': fixed: ');
    // The corpus itself is as it was.
    expect(readFileSync(join(corpus, 'pages/widgetTypo.json'), 'utf8')).toBe(before);
  }, 120_000); // a few checks of some seventy pages, on a busy machine

  it('never applies two fixes whose edits overlap', () => {
    const root = mkdtempSync(join(tmpdir(), 'check-pages-fix-'));
    roots.push(root);
    writeFileSync(join(root, 'a.json'), '{"type": "Buton"}');
    const problem = (insert: string, from: number, to: number): Problem => ({
      file: 'a.json',
      pointer: '/type',
      line: 1,
      column: 10,
      severity: 'error',
      code: 'schema',
      expected: 'x',
      found: 'y',
      fix: { label: insert, edits: [{ from, to, insert }] },
    });
    const applied = applyFixes(root, [problem('"Button"', 9, 16), problem('"Baton"', 10, 15)]);
    expect(applied.map(({ after }) => after)).toEqual(['"Button"']);
    expect(readFileSync(join(root, 'a.json'), 'utf8')).toBe('{"type": "Button"}');
  });
});
