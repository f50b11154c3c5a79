// Every test states what it checks: an `it(`/`test(` body with no expect or assert passes by merely not throwing, so
// its name claims more than it proves. Today's wait-only tests are listed below (issue 36: each is to get an assertion
// of what a borrower, operator or tester sees, and leave the list); a new one fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const TEST_FILE = /\.(test|e2e|webkit|visual)\.tsx?$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : TEST_FILE.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** `file > name` of each test whose body has no expect/assert (nor a helper named like one). */
export function testsWithoutAssertion(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['it', 'test'].includes(node.expression.text)
    ) {
      const [name, body] = node.arguments;
      if (name && body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body))) {
        if (!/\b(expect|assert)\w*\b/i.test(body.getText(source))) {
          found.push(`${relative(ROOT, path)} > ${name.getText(source).slice(1, -1)}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// The wait-only tests found when this check was added; shrink it, never grow it.
const KNOWN: string[] = JSON.parse(readFileSync(join(__dirname, 'testsHaveAssertions.known.json'), 'utf8'));

describe('every test asserts', () => {
  it('finds a test body with no assertion', () => {
    const text = "it('waits', async () => { await page.waitFor(); }); it('checks', () => { expect(1).toBe(1); });";
    expect(testsWithoutAssertion(join(ROOT, 'tests/x.test.ts'), text)).toEqual(['tests/x.test.ts > waits']);
  });

  it('no test outside the known list lacks an assertion', () => {
    const found = files(join(ROOT, 'tests')).flatMap((path) => testsWithoutAssertion(path, readFileSync(path, 'utf8')));
    expect(found.filter((test) => !KNOWN.includes(test))).toEqual([]);
  });
});
