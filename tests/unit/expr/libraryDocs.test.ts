// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, createParsingExprEngine } from '../../../expr';
import { aboutFunction } from '../../../expr/functions';
import { EXAMPLE_SCOPE } from '../../../expr/library-examples';
import { signatureText } from '../../../expr/signature-text';

const { evaluate, compile } = createParsingExprEngine();

describe('the function definitions (expr/library-*.ts)', () => {
  it('give every library function a signature, a description and at least one example that calls it', () => {
    for (const name of FUNCTION_NAMES) {
      const about = aboutFunction(name);
      expect(about, name).toBeDefined();
      expect(signatureText(name, about!.params), name).toMatch(new RegExp(`^${name}\\(`));
      expect(about!.description.length, name).toBeGreaterThan(0);
      expect(about!.examples.length, name).toBeGreaterThan(0);
      for (const example of about!.examples) expect(example.expr, name).toContain(`${name}(`);
    }
  });

  it('every example evaluates to what the definition says it gives', () => {
    for (const name of FUNCTION_NAMES) {
      for (const { expr, gives } of aboutFunction(name)!.examples) {
        const result = evaluate(`{{ ${expr} }}`, EXAMPLE_SCOPE);
        expect(result, expr).toEqual({ ok: true, value: gives });
      }
    }
  });

  it('a call with fewer or more arguments than the signature takes is refused when compiled, at the call', () => {
    expect(compile('{{ 1 + includes([174, 180]) }}')).toMatchObject({
      message: 'includes() expects 2 arguments, got 1',
      index: 7,
    });
    expect(compile("{{ join(['a'], ',', 'x') }}")).toMatchObject({ message: 'join() expects 1 to 2 arguments, got 3' });
    expect(compile("{{ join(['a']) }}")).toMatchObject({ kind: 'binding' });
  });
});
