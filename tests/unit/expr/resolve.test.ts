import { describe, it, expect, vi, beforeEach } from 'vitest';
import {
  FUNCTION_NAMES,
  SCOPE_NAMES,
  createParsingExprEngine,
  formatMoney,
  isBinding,
  scopeReads,
  toFix,
  type ExprError,
} from '../../../expr';
import { aboutFunction } from '../../../expr/functions';
import { arityOf } from '../../../expr/signature';

let reported: ExprError[] = [];
beforeEach(() => {
  reported = [];
});
// One engine for the file, its host hearing every error nobody asked for.
const { compile, evaluate, evaluateValue, resolveDeep, resolvePath } = createParsingExprEngine({
  report: (error) => reported.push(error),
});

describe('resolveDeep', () => {
  const scope = { data: { name: 'Ana', amount: 1500, tags: ['a', 'b'] }, state: { open: true } };

  it('evaluates every string in nested objects and arrays and keeps other values', () => {
    const node = {
      type: 'text',
      props: {
        label: 'Hi {{ data.name }}',
        amount: '{{ data.amount }}',
        visible: '{{ state.open }}',
        size: 14,
        bold: false,
        none: null,
      },
      children: [{ text: '{{ money(data.amount) }}' }, '{{ data.tags }}', 'plain \\{{ kept }}'],
    };
    expect(resolveDeep(node, scope)).toEqual({
      type: 'text',
      props: { label: 'Hi Ana', amount: 1500, visible: true, size: 14, bold: false, none: null },
      children: [{ text: '₱1.500' }, ['a', 'b'], 'plain {{ kept }}'],
    });
    expect(reported).toEqual([]);
  });

  it('leaves its input untouched', () => {
    const node = { a: ['{{ data.name }}'], b: { c: '{{ data.amount }}' } };
    const copy = structuredClone(node);
    resolveDeep(node, scope);
    expect(node).toEqual(copy);
  });

  it('turns a failing string into undefined and reports it, without stopping the rest', () => {
    const result = resolveDeep({ ok: '{{ data.name }}', bad: 'x {{ nope }}', worse: ['{{ 1 +', 2] }, scope);
    expect(result).toEqual({ ok: 'Ana', bad: undefined, worse: [undefined, 2] });
    expect(reported.map((e) => [e.message, e.expression, e.index])).toEqual([
      ['Unknown name "nope"', 'x {{ nope }}', 5],
      ['Unclosed "{{"', '{{ 1 +', 0],
    ]);
  });

  it('passes non-plain objects through as they are', () => {
    const date = new Date(0);
    const result = resolveDeep({ when: date }, scope) as { when: Date };
    expect(result.when).toBe(date);
  });

  it('keeps a "__proto__" key from JSON as data and never touches prototypes', () => {
    const node: unknown = JSON.parse('{"__proto__": {"polluted": "{{ data.name }}"}, "x": 1}');
    const result = resolveDeep(node, scope) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({ polluted: 'Ana' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('resolves an object shared by two places at both', () => {
    const shared = { label: '{{ data.name }}' };
    expect(resolveDeep({ a: shared, b: [shared] }, scope)).toEqual({ a: { label: 'Ana' }, b: [{ label: 'Ana' }] });
    expect(reported).toEqual([]);
  });

  it('survives a cyclic value by reporting it', () => {
    const node: Record<string, unknown> = { a: '{{ data.name }}' };
    node.self = node;
    expect(resolveDeep(node, scope)).toEqual({ a: 'Ana', self: undefined });
    expect(reported.map((e) => e.message)).toEqual(['Cyclic value cannot be resolved']);
  });
});

describe("evaluateValue and the engine's reporter", () => {
  it('returns the value, or the fallback plus a report', () => {
    expect(evaluateValue('{{ data.a }}', { data: { a: 0 } }, 'fb')).toBe(0);
    expect(evaluateValue('{{ data.a.b }}', { data: {} }, 'fb')).toBeUndefined();
    expect(evaluateValue('{{ fetch() }}', {}, 'fb')).toBe('fb');
    expect(reported).toEqual([{ message: 'Unknown function "fetch"', expression: '{{ fetch() }}', index: 3 }]);
  });

  it('keeps working when the reporter itself throws', () => {
    const engine = createParsingExprEngine({
      report: () => {
        throw new Error('reporter down');
      },
    });
    expect(engine.evaluateValue('{{ nope }}', {}, 7)).toBe(7);
  });

  it('warns on the console when its host gave no reporter', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createParsingExprEngine().evaluateValue('{{ nope }}', {});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown name "nope"'));
    warn.mockRestore();
  });

  it('reports to its own host only: two engines share no reporter', () => {
    const heard: string[] = [];
    const other = createParsingExprEngine({ report: (error) => heard.push(error.message) });
    evaluateValue('{{ nope }}', {});
    other.evaluateValue('{{ nada }}', {});
    expect(reported.map((error) => error.message)).toEqual(['Unknown name "nope"']);
    expect(heard).toEqual(['Unknown name "nada"']);
  });
});

describe('resolvePath', () => {
  const scope = { state: { form: {}, list: [] }, item: { code: 'CARD_NO', bad: '__proto__', obj: {} }, index: 2 };

  it('evaluates computed parts and keeps numeric indexes as numbers', () => {
    expect(resolvePath('{{ state.form[item.code] }}', scope)).toEqual({
      ok: true,
      root: 'state',
      path: ['form', 'CARD_NO'],
    });
    expect(resolvePath('{{ state.list[index].name }}', scope)).toEqual({
      ok: true,
      root: 'state',
      path: ['list', 2, 'name'],
    });
    expect(resolvePath("{{ state['a b'] }}", scope)).toEqual({ ok: true, root: 'state', path: ['a b'] });
    expect(resolvePath('{{state}}', scope)).toEqual({ ok: true, root: 'state', path: [] });
  });

  it('refuses forbidden keys, static or computed', () => {
    expect(resolvePath('{{ state.__proto__.x }}', scope)).toMatchObject({
      ok: false,
      error: { message: 'Forbidden property "__proto__"', index: 9 },
    });
    expect(resolvePath('{{ state.form[item.bad] }}', scope)).toMatchObject({
      ok: false,
      error: { message: 'Forbidden property "__proto__"', index: 14 },
    });
  });

  it('refuses anything that is not a member chain from a scope name', () => {
    const notAPath = 'Not a bindable path: expected a member chain such as state.form.name';
    expect(resolvePath('{{ len(state.a) }}', scope)).toMatchObject({
      ok: false,
      error: { message: notAPath, index: 3 },
    });
    expect(resolvePath('{{ first(state.list).name }}', scope)).toMatchObject({
      ok: false,
      error: { message: notAPath, index: 3 },
    });
    expect(resolvePath('{{ state.a + 1 }}', scope)).toMatchObject({ ok: false, error: { message: notAPath } });
    expect(resolvePath('state.a', scope)).toMatchObject({ ok: false, error: { message: notAPath, index: 0 } });
    expect(resolvePath('x {{ state.a }}', scope)).toMatchObject({ ok: false, error: { message: notAPath } });
    expect(resolvePath('{{ form.a }}', scope)).toMatchObject({ ok: false, error: { message: 'Unknown name "form"' } });
    expect(resolvePath('{{ state.form[item.obj] }}', scope)).toMatchObject({
      ok: false,
      error: { message: 'Property key must be a string or a number, got object', index: 14 },
    });
  });
});

describe('scopeReads', () => {
  it('lists roots and functions once each, in order of first use, across template parts', () => {
    expect(
      scopeReads('{{ len(data.list) > 0 ? money(data.amount, env.flag) : item[state.k] }} / {{ len(query.q) }}'),
    ).toEqual({ roots: ['data', 'env', 'item', 'state', 'query'], functions: ['len', 'money'] });
  });

  it('is empty for literals and returns the compile error otherwise', () => {
    expect(scopeReads('just text')).toEqual({ roots: [], functions: [] });
    expect(scopeReads('{{ 1 + 2 }}')).toEqual({ roots: [], functions: [] });
    expect(scopeReads('{{ fetch(data) }}')).toEqual({
      message: 'Unknown function "fetch"',
      expression: '{{ fetch(data) }}',
      index: 3,
    });
  });
});

describe('compile', () => {
  it('classifies literal, binding and template text', () => {
    expect(compile('hello')).toEqual({ kind: 'literal', value: 'hello' });
    expect(compile('{{ data.a }}')).toMatchObject({ kind: 'binding', source: 'data.a' });
    const template = compile('a {{ data.a }} b');
    expect(template).toMatchObject({ kind: 'template', parts: ['a ', { source: 'data.a' }, ' b'] });
  });

  it('returns the same frozen object for the same text', () => {
    const first = compile('{{ data.cached + 1 }}');
    expect(compile('{{ data.cached + 1 }}')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const error = compile('{{ nope_cached }}');
    expect(compile('{{ nope_cached }}')).toBe(error);
  });

  it('keeps its cache bounded, forgetting the least recently used text first', () => {
    const kept = compile('{{ data.kept }}');
    const evicted = compile('{{ data.evicted }}');
    for (let i = 0; i < 1999; i += 1) {
      compile(`{{ data.filler${i} }}`);
      if (i % 100 === 0) compile('{{ data.kept }}');
    }
    expect(compile('{{ data.kept }}')).toBe(kept);
    const again = compile('{{ data.evicted }}');
    expect(again).not.toBe(evicted);
    expect(again).toEqual(evicted);
  });
});

describe('isBinding', () => {
  it('is true only for strings with an unescaped {{', () => {
    expect(['{{ a }}', 'x {{ data }} y', 'broken {{ data', '\\{{ x }} {{ data }}'].map(isBinding)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['plain', '\\{{ data }}', '{ {', '', 42, null, undefined, { a: '{{ data }}' }].map(isBinding)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('exported names and helpers', () => {
  it('lists the scope names and the whole function library', () => {
    expect([...SCOPE_NAMES]).toEqual([
      'query',
      'hash',
      'device',
      'env',
      'data',
      'state',
      'item',
      'index',
      'event',
      'result',
    ]);
    expect([...FUNCTION_NAMES].sort()).toEqual([
      'coalesce',
      'concat',
      'encode',
      'filter',
      'find',
      'first',
      'includes',
      'int',
      'join',
      'keys',
      'last',
      'len',
      'lower',
      'max',
      'merge',
      'min',
      'money',
      'not',
      'num',
      'pick',
      'pluck',
      'present',
      'range',
      'round',
      'slice',
      'split',
      'str',
      'toFix',
      'toMap',
      'trim',
      'unusable',
      'upper',
      'without',
    ]);
    // Each called with as many arguments as it takes (its arity is checked when compiled).
    for (const name of FUNCTION_NAMES) {
      const { min } = arityOf(aboutFunction(name)!.params);
      const args = Array.from({ length: min }, () => '1').join(', ');
      expect(scopeReads(`{{ ${name}(${args}) }}`)).toEqual({ roots: [], functions: [name] });
    }
  });

  it('formatMoney accepts anything and always returns text, never a guessed amount', () => {
    expect([
      formatMoney(undefined),
      formatMoney(NaN),
      formatMoney({}),
      formatMoney(1234, 1),
      formatMoney('-0.5'),
      formatMoney('₱845.50'),
    ]).toEqual(['—', '—', '—', '₹1.234', '-₱0,50', '₱845.50']);
    expect([toFix(NaN), toFix(Infinity), toFix(1e30), toFix('x'), toFix(-1)]).toEqual([
      NaN,
      Infinity,
      1e30,
      'x',
      '-0.01',
    ]);
  });

  it('evaluate reports a non-string expression instead of throwing', () => {
    expect(evaluate(42 as unknown as string, {})).toEqual({
      ok: false,
      error: { message: 'Expression must be a string', expression: '', index: 0 },
    });
  });
});
