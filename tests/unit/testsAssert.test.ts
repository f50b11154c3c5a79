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

  it('no test under tests/ asserts only by waiting', () => {
    const waitOnly = testFiles(join(root, 'tests')).flatMap((file) =>
      waitOnlyTests(file, readFileSync(file, 'utf8')).map((name) => `${relative(root, file)}: ${name}`),
    );
    // Each names what the borrower, operator or tester should then see: give it an `expect` of that.
    expect(waitOnly).toEqual([]);
  });
});
