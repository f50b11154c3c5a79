// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { createParsingExprEngine, type Scope } from '../../../expr';

const { evaluate } = createParsingExprEngine();

/**
 * Runs every case in tests/fixtures/expr/*.json. A case has exactly one outcome: `expected` (deep
 * equality), `expectUndefined: true` (JSON cannot spell undefined) or `error` (exact message, and
 * `index` when given).
 */
interface FixtureCase {
  name: string;
  expression: string;
  scope?: Scope;
  expected?: unknown;
  expectUndefined?: true;
  error?: string;
  index?: number;
}

const files = import.meta.glob<unknown>('../../fixtures/expr/*.json', { eager: true, import: 'default' });

function asCases(file: string, content: unknown): FixtureCase[] {
  if (!Array.isArray(content)) throw new Error(`${file}: expected an array of cases`);
  return content.map((entry: FixtureCase, i) => {
    const outcomes = ['expected', 'expectUndefined', 'error'].filter((key) => key in entry);
    if (typeof entry.name !== 'string' || typeof entry.expression !== 'string' || outcomes.length !== 1) {
      throw new Error(`${file}[${i}]: needs a name, an expression and exactly one of expected/expectUndefined/error`);
    }
    if ('index' in entry && !('error' in entry)) throw new Error(`${file}[${i}]: index only goes with error`);
    return entry;
  });
}

const suites = Object.entries(files).map(([file, content]) => [file, asCases(file, content)] as const);

describe('expression fixtures', () => {
  it('has a meaningful number of cases', () => {
    const total = suites.reduce((sum, [, cases]) => sum + cases.length, 0);
    expect(total).toBeGreaterThanOrEqual(80);
  });

  describe.each(suites)('%s', (_file, cases) => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, fixture) => {
      const result = evaluate(fixture.expression, fixture.scope ?? {});
      if (fixture.error !== undefined) {
        expect(result.ok ? { value: result.value } : result.error.message).toBe(fixture.error);
        if (!result.ok) {
          expect(result.error.expression).toBe(fixture.expression);
          if (fixture.index !== undefined) expect(result.error.index).toBe(fixture.index);
        }
        return;
      }
      expect(result.ok ? 'ok' : result.error).toBe('ok');
      if (result.ok) {
        if (fixture.expectUndefined) expect(result.value).toBeUndefined();
        else expect(result.value).toStrictEqual(fixture.expected);
      }
    });
  });
});
