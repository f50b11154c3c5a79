// @vitest-environment node
// What the page checker takes a library function to give back (checker/expr-functions.ts) must allow what the function
// really gives: every function has a documented result, and every documented example's value fits it.
import { describe, expect, it } from 'vitest';
import { FUNCTION_DOCS, EXAMPLE_SCOPE } from '../../../renderer/expr/library-docs';
import { FUNCTION_NAMES, createParsingExprEngine } from '../../../renderer/expr';
import { RESULTS } from '../../../checker/expr-functions';
import { ANY, type AbstractValue } from '../../../checker/expr-values';

/** Whether an abstract value allows a concrete one (the documented result must allow every documented example). */
function allows(value: AbstractValue, concrete: unknown): boolean {
  if (value.any) return true;
  if (value.values.some((v) => Object.is(v, concrete) || JSON.stringify(v) === JSON.stringify(concrete))) return true;
  if (typeof concrete === 'string') return !!value.text;
  if (typeof concrete === 'number') return !!value.number;
  if (Array.isArray(concrete)) return !!value.lists?.length;
  if (typeof concrete === 'object' && concrete !== null) return !!value.objects?.length;
  return false;
}

describe('library results', () => {
  it('every function has a documented result, and every documented example gives a value it allows', () => {
    expect(Object.keys(RESULTS).sort()).toEqual([...FUNCTION_NAMES].sort());
    const engine = createParsingExprEngine();
    for (const [name, doc] of Object.entries(FUNCTION_DOCS)) {
      for (const example of doc.examples) {
        const evaluated = engine.evaluate(`{{ ${example.expr} }}`, EXAMPLE_SCOPE);
        if (!evaluated.ok || !example.expr.startsWith(`${name}(`)) continue;
        const args = Array.from({ length: 3 }, () => ANY);
        expect(
          allows(RESULTS[name](args), evaluated.value),
          `${example.expr} gives ${JSON.stringify(evaluated.value)}`,
        ).toBe(true);
      }
    }
  });
});
