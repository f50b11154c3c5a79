import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, createParsingExprEngine } from '../../../renderer/expr';
import { EXAMPLE_SCOPE, FUNCTION_DOCS } from '../../../renderer/expr/library-docs';

const { evaluate } = createParsingExprEngine();

describe('the function reference (renderer/expr/library-docs.ts)', () => {
  it('documents every library function and nothing else', () => {
    expect(Object.keys(FUNCTION_DOCS).sort()).toEqual([...FUNCTION_NAMES].sort());
  });

  it('gives each function a signature naming it and at least one example that calls it', () => {
    for (const [name, doc] of Object.entries(FUNCTION_DOCS)) {
      expect(doc.signature, name).toMatch(new RegExp(`^${name}\\(`));
      expect(doc.examples.length, name).toBeGreaterThan(0);
      for (const example of doc.examples) expect(example.expr, name).toContain(`${name}(`);
    }
  });

  it('every example evaluates to what the reference says it gives', () => {
    for (const doc of Object.values(FUNCTION_DOCS)) {
      for (const { expr, gives } of doc.examples) {
        const result = evaluate(`{{ ${expr} }}`, EXAMPLE_SCOPE);
        expect(result, expr).toEqual({ ok: true, value: gives });
      }
    }
  });
});
