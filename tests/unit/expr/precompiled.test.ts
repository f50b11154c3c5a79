// @vitest-environment node
// The app ships without the expression parser: bundled pages arrive compiled (build/page-walk.ts), and each page's
// table is handed to the engine with its page.
import { describe, expect, it } from 'vitest';
import { compiledExpressionsOf } from '../../../build/page-walk';
import { createExprEngine, createParsingExprEngine, type CompiledTable } from '../../../expr';
import loanDetail from '../../../pages/loanDetail.json';

const tableOf = (page: unknown) => compiledExpressionsOf(page) as CompiledTable;
const propsPage = (props: Record<string, string>) => ({ regions: [{ children: [{ props }] }] });

describe('expressions compiled at build time', () => {
  it('a page compiled at build time evaluates in an engine without the parser', () => {
    const expr = createExprEngine({ compiled: [tableOf(loanDetail)] });
    const scope = { query: {}, device: {}, env: {}, data: { loan: { orderStatus: 200 } }, state: {} };
    expect(expr.evaluate('{{ data.loan.orderStatus == 200 }}', scope)).toEqual({ ok: true, value: true });
  });

  it("a page's table is read while its holder lives, and never added to the engine it was layered on", () => {
    const app = createExprEngine({ compiled: [tableOf(propsPage({ a: '{{ data.a }}' }))] });
    const page = app.withCompiled(tableOf(propsPage({ b: '{{ data.b + 1 }}' })));
    const tree = page.compile('{{ data.b + 1 }}');
    expect(Object.isFrozen(tree)).toBe(true);
    expect(page.compile('{{ data.b + 1 }}')).toBe(tree);
    expect(page.evaluate('{{ data.b + 1 }}', { data: { b: 1 } })).toEqual({ ok: true, value: 2 });
    expect(page.evaluate('{{ data.a }}', { data: { a: 'x' } })).toEqual({ ok: true, value: 'x' });
    expect(app.evaluate('{{ data.b + 1 }}', { data: { b: 1 } })).toMatchObject({ ok: false });
  });

  it('text that was not compiled fails closed with a clear error instead of loading a parser', () => {
    const result = createExprEngine().evaluate('{{ 1 + 1 }}', {});
    expect(result).toMatchObject({
      ok: false,
      error: { message: 'Expression was not compiled at build time, and no parser is loaded' },
    });
  });

  it("what one engine can parse does not change another's: nothing is installed in a shared place", () => {
    const withParser = createParsingExprEngine();
    const without = createExprEngine();
    expect(withParser.evaluate('{{ 1 + 1 }}', {})).toEqual({ ok: true, value: 2 });
    expect(without.evaluate('{{ 1 + 1 }}', {})).toMatchObject({ ok: false });
  });

  it('the build table holds every expression of the page, errors included', () => {
    const table = compiledExpressionsOf({
      regions: [{ children: [{ props: { a: '{{ data.x }}', b: 'plain', c: '{{ data. }}' } }] }],
    });
    expect(Object.keys(table)).toEqual(['{{ data.x }}', '{{ data. }}']);
    expect(table['{{ data. }}']).toMatchObject({ message: expect.any(String) });
  });
});
