// @vitest-environment node
// Every test states what it expects: a test whose body only waits (for a locator, a URL, a request) passes when the
// wait ends, however wrong what the borrower then sees. This reads every test file under tests/ and names each
// `it(`/`test(` whose body has no `expect`, no `assert` and no call to a project helper that asserts.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * Project helpers that assert inside (each runs `expect`, or throws naming what differs), so a test calling one
 * asserts. A helper joins this list only if every call of it fails the test when what it checks is wrong.
 */
const ASSERTING_HELPERS = [
  'expectToast', // tests/unit/pages/promotion.test.tsx: the toast's text, by expect
  'expectSandboxAt', // tests/unit/sandbox/vitePlugin.test.ts: the sandbox's answer at an origin, by expect
  'expectValidData', // tests/unit/sandbox/responses.test.ts: an answer against its schema, by expect
  'oneEffect', // tests/e2e/idempotency.e2e.ts: one idempotency key across a dropped request and its retry, by expect
];

/**
 * Tests that still assert only by waiting, as "<file>: <test name>". This list only shrinks: a test here gets an
 * `expect` of what the borrower, operator or tester sees, and leaves the list; no test joins it.
 */
const WAIT_ONLY_ALLOWED: readonly string[] = [
  'tests/e2e/bank.e2e.ts: a card-init failure shows the Chinese card-list message; Retry loads the form',
  "tests/e2e/labStatic.e2e.ts: picks a sandbox scenario by what it gives, and the preview shows that order's state",
  'tests/e2e/labStatic.e2e.ts: a failure scenario is applied by the in-browser sandbox too',
  'tests/e2e/looseAnswers.e2e.ts: Order Details with its status as text, isDelay as a number and nulls: REPAY and Rollover Repayment both work',
  'tests/e2e/testPreview.e2e.ts: the contact form refuses a bad number and saves a good one',
  'tests/e2e/testPreview.e2e.ts: get location shows the coordinates when the browser allows it',
  'tests/e2e/testPreview.e2e.ts: get location says so clearly when the permission is refused',
];

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : testFiles(path);
    return /\.(test|e2e|webkit|visual)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `it`, `test`, `it.each(...)`, `it.concurrent`, …: the callee's leftmost name. */
function testCallee(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'it' || node.text === 'test';
  if (ts.isPropertyAccessExpression(node)) return testCallee(node.expression);
  if (ts.isCallExpression(node)) return testCallee(node.expression);
  return false;
}

const ASSERTS = new RegExp(`\\bexpect\\s*[(.]|\\bassert\\w*\\s*[(.]|\\b(?:${ASSERTING_HELPERS.join('|')})\\s*\\(`);

/** Each test in a file whose body does not assert, by its name. */
export function waitOnlyTests(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && testCallee(node.expression)) {
      const [name, body] = node.arguments;
      if (body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body))) {
        if (!ASSERTS.test(body.body.getText(source))) found.push(name?.getText(source).slice(1, -1) ?? '?');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('every test asserts', () => {
  it('finds a test that only waits, and passes one that expects or calls an asserting helper', () => {
    const text = `
      it('waits', async () => { await page.getByText('Hi').waitFor(); });
      it.each([1])('expects %i', async (n) => { expect(n).toBe(1); });
      test('toasts', async () => { await expectToast(view, 'Sent'); });`;
    expect(waitOnlyTests('x.test.ts', text)).toEqual(['waits']);
  });

  it('no test under tests/ asserts only by waiting (beyond the shrinking allow-list)', () => {
    const waitOnly = testFiles(join(root, 'tests')).flatMap((file) =>
      waitOnlyTests(file, readFileSync(file, 'utf8')).map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(waitOnly.filter((test) => !WAIT_ONLY_ALLOWED.includes(test))).toEqual([]);
    // An entry whose test now asserts (or is gone) leaves the list, so the list only shrinks.
    expect(WAIT_ONLY_ALLOWED.filter((test) => !waitOnly.includes(test))).toEqual([]);
  });
});
