// @vitest-environment node
// What the page checker takes a library function to give back (the `result` of its definition, read by
// checker/expr/signatures.ts) must allow what the function really gives: every example of every definition gives a
// value its declared result allows, for arguments the checker knows nothing of and for the arguments as typed.
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, createParsingExprEngine } from '../../../expr';
import { aboutFunction } from '../../../expr/functions';
import { EXAMPLE_SCOPE } from '../../../expr/library-examples';
import { declaredResult } from '../../../checker/expr/functions';
import { ANY, TEXT, listOf, objectOf, type AbstractValue } from '../../../checker/types/values';

/** Whether an abstract value allows a concrete one (the declared result must allow every documented example). */
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
  it('every example of every definition gives a value its declared result allows', () => {
    const engine = createParsingExprEngine();
    for (const name of FUNCTION_NAMES) {
      for (const example of aboutFunction(name)!.examples) {
        const evaluated = engine.evaluate(`{{ ${example.expr} }}`, EXAMPLE_SCOPE);
        if (!evaluated.ok || !example.expr.startsWith(`${name}(`)) continue;
        const args = Array.from({ length: 3 }, () => ANY);
        expect(
          allows(declaredResult(name, args), evaluated.value),
          `${example.expr} gives ${JSON.stringify(evaluated.value)}`,
        ).toBe(true);
      }
    }
  });

  it('a result made of its arguments keeps their types: filter keeps the items, pluck reads the named field', () => {
    const row = objectOf({
      field: (name) => (name === 'code' ? TEXT : ANY),
      anyField: () => ANY,
      names: () => ['code'],
    });
    const rows = listOf(row);
    const filtered = declaredResult('filter', [rows, { values: ['code'] }, ANY]);
    expect(filtered.lists?.[0].objects?.[0]).toBe(row.objects?.[0]);
    const codes = declaredResult('pluck', [rows, { values: ['code'] }]);
    expect(codes.lists?.[0]).toBe(TEXT);
  });
});
