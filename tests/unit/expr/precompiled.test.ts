// The app ships without the expression parser: bundled pages arrive compiled (build/page-walk.ts).
import { describe, expect, it, vi } from 'vitest';
import { compiledExpressionsOf } from '../../../build/page-walk';
import loanDetail from '../../../pages/loanDetail.json';

async function runtimeWithoutParser() {
  vi.resetModules(); // a fresh copy of the runtime, into which nothing has installed the parser
  return import('../../../renderer/expr/runtime');
}

describe('expressions compiled at build time', () => {
  it('a page compiled at build time evaluates without the parser', async () => {
    const runtime = await runtimeWithoutParser();
    runtime.preloadCompiled(compiledExpressionsOf(loanDetail) as Parameters<typeof runtime.preloadCompiled>[0]);
    const scope = { query: {}, device: {}, env: {}, data: { loan: { orderStatus: 200 } }, state: {} };
    expect(runtime.evaluate('{{ data.loan.orderStatus == 200 }}', scope)).toEqual({ ok: true, value: true });
  });

  it('a compiled tree is shared frozen, from whichever loaded page holds it', async () => {
    const runtime = await runtimeWithoutParser();
    runtime.preloadCompiled(compiledExpressionsOf({ regions: [{ children: [{ props: { a: '{{ data.a }}' } }] }] }) as Parameters<typeof runtime.preloadCompiled>[0]);
    runtime.preloadCompiled(compiledExpressionsOf({ regions: [{ children: [{ props: { b: '{{ data.b + 1 }}' } }] }] }) as Parameters<typeof runtime.preloadCompiled>[0]);
    const tree = runtime.compile('{{ data.b + 1 }}');
    expect(Object.isFrozen(tree)).toBe(true);
    expect(runtime.compile('{{ data.b + 1 }}')).toBe(tree);
    expect(runtime.evaluate('{{ data.b + 1 }}', { data: { b: 1 } })).toEqual({ ok: true, value: 2 });
    expect(runtime.evaluate('{{ data.a }}', { data: { a: 'x' } })).toEqual({ ok: true, value: 'x' });
  });

  it('text that was not compiled fails closed with a clear error instead of loading a parser', async () => {
    const runtime = await runtimeWithoutParser();
    const result = runtime.evaluate('{{ 1 + 1 }}', {});
    expect(result).toMatchObject({ ok: false, error: { message: 'Expression was not compiled at build time, and no parser is loaded' } });
  });

  it('the build table holds every expression of the page, errors included', () => {
    const table = compiledExpressionsOf({ regions: [{ children: [{ props: { a: '{{ data.x }}', b: 'plain', c: '{{ data. }}' } }] }] });
    expect(Object.keys(table)).toEqual(['{{ data.x }}', '{{ data. }}']);
    expect(table['{{ data. }}']).toMatchObject({ message: expect.any(String) });
  });
});
