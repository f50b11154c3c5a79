// @vitest-environment node
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SCOPE_NAMES, createParsingExprEngine, formatMoney, toFix, type Scope } from '../../../expr';

// resolveDeep reports errors; these runs produce thousands on purpose, so this engine's host hears them silently.
const { evaluate, resolveDeep } = createParsingExprEngine({ report: () => {} });

const TOKENS = [
  '{{',
  '}}',
  '\\{{',
  ' ',
  'data',
  'state',
  'item',
  'index',
  'foo',
  'this',
  '.',
  '?.',
  '[',
  ']',
  '(',
  ')',
  ',',
  "'",
  '"',
  '\\',
  '`',
  ';',
  '=',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'length',
  '0',
  '1',
  '1.5',
  '1e400',
  '+',
  '-',
  '*',
  '/',
  '%',
  '==',
  '===',
  '!=',
  '<',
  '>=',
  '&&',
  '||',
  '??',
  '?',
  ':',
  '!',
  '~',
  '**',
  'len',
  'money',
  'toFix',
  'filter',
  'keys',
  'first',
  'coalesce',
  'join',
  'slice',
  'round',
  'encode',
  'true',
  'null',
  'undefined',
  '\uD800',
];

const tokenSoup = fc
  .tuple(fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }), fc.constantFrom('', ' '))
  .map(([tokens, glue]) => tokens.join(glue));

const deepNesting = fc
  .tuple(fc.constantFrom('(', '[', '!', '-', 'len(', 'data.a.', 'true ? 1 : '), fc.integer({ min: 0, max: 700 }))
  .map(([opener, n]) => `{{ ${opener.repeat(n)}1 }}`);

const anyText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  tokenSoup,
  tokenSoup.map((soup) => `{{ ${soup} }}`),
  deepNesting,
  fc.string({ minLength: 990, maxLength: 1010 }).map((s) => `{{ '${s.replace(/['\\]/g, 'a')}' }}`),
);

const anyScope: fc.Arbitrary<Scope> = fc.record(
  Object.fromEntries(SCOPE_NAMES.map((name) => [name, fc.jsonValue({ maxDepth: 3 })])),
  { requiredKeys: [] },
);

function expectWellFormed(text: string, result: ReturnType<typeof evaluate>): void {
  if (result.ok) return;
  expect(result.error.message.length).toBeGreaterThan(0);
  expect(result.error.expression).toBe(text);
  expect(Number.isInteger(result.error.index)).toBe(true);
  expect(result.error.index).toBeGreaterThanOrEqual(0);
  expect(result.error.index).toBeLessThanOrEqual(text.length);
}

describe('evaluate never throws', () => {
  it('for arbitrary text and JSON-like scopes, and answers the same way twice', () => {
    fc.assert(
      fc.property(anyText, anyScope, (text, scope) => {
        const first = evaluate(text, scope);
        expectWellFormed(text, first);
        expect(evaluate(text, scope)).toEqual(first);
      }),
      { numRuns: 1500 },
    );
  });

  it('for scopes that are not objects at all', () => {
    fc.assert(
      fc.property(anyText, fc.anything(), (text, scope) => {
        expectWellFormed(text, evaluate(text, scope as Scope));
      }),
      { numRuns: 300 },
    );
  });

  it('resolveDeep never throws on JSON holding arbitrary strings', () => {
    const tree = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        anyText,
        fc.jsonValue({ maxDepth: 1 }),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom('a', 'b', '__proto__', 'constructor'), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(tree, anyScope, (value, scope) => {
        resolveDeep(value, scope);
      }),
      { numRuns: 400 },
    );
  });
});

describe('nothing from a prototype chain can be reached', () => {
  const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'length', 'a', '0'];
  const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
  const PROTOTYPES: unknown[] = [Object.prototype, Array.prototype, Function.prototype, String.prototype];

  const value = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, 0, 1, '', 'abc', true),
      fc.array(tie('node'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 4 }),
    ),
  })).node;

  // A step is written dotted, as a literal computed key, or as a computed key read from state.k.
  const step = fc.record({ key: fc.constantFrom(...KEYS), form: fc.constantFrom('dot', 'literal', 'state') });

  /** What an own-properties-only walk gives: the expected value, or 'forbidden'. */
  function ownWalk(start: unknown, keys: string[]): { value: unknown } | 'forbidden' {
    let current = start;
    for (const key of keys) {
      if (FORBIDDEN.has(key)) return 'forbidden';
      current =
        current === null || current === undefined || !Object.hasOwn(Object(current), key)
          ? undefined
          : (current as Record<string, unknown>)[key];
    }
    return { value: current };
  }

  it('member chains read own properties only and refuse prototype keys', () => {
    fc.assert(
      fc.property(value, fc.array(step, { minLength: 1, maxLength: 5 }), fc.boolean(), (data, steps, wrap) => {
        const stateKey = steps.find((s) => s.form === 'state')?.key ?? 'a';
        const chain = steps
          .map(({ key, form }) => {
            if (form === 'state') return '[state.k]';
            if (form === 'literal' || !/^[A-Za-z_]\w*$/.test(key)) return `['${key}']`;
            return `.${key}`;
          })
          .join('');
        const source = wrap ? `coalesce(data${chain}, 'none')` : `data${chain}`;
        const usedKeys = steps.map((s) => (s.form === 'state' ? stateKey : s.key));
        const result = evaluate(`{{ ${source} }}`, { data, state: { k: stateKey } });
        const expected = ownWalk(data, usedKeys);
        if (expected === 'forbidden') {
          expect(result.ok ? 'ok' : result.error.message).toMatch(/^Forbidden property "/);
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(typeof result.value).not.toBe('function');
        expect(PROTOTYPES).not.toContain(result.value);
        expect(result.value).toBe(wrap ? (expected.value ?? 'none') : expected.value);
      }),
      { numRuns: 1500 },
    );
  });

  it('a function placed in the scope is never handed out', () => {
    const scope = { data: { fn: () => 1, list: [() => 2] }, state: { k: 'fn' } };
    const outcomes = ['{{ data.fn }}', '{{ data[state.k] }}', '{{ data.list[0] }}', '{{ first(data.list) }}']
      .map((text) => evaluate(text, scope))
      .map((result) => (result.ok ? result.value : result.error.message));
    expect(outcomes).toEqual([
      'Property "fn" is a function',
      'Property "fn" is a function',
      'Property "0" is a function',
      'first() would return a function',
    ]);
  });
});

describe('algebraic laws', () => {
  const scalar = fc.oneof(
    fc.constantFrom(null, true, false, '', ' 1 ', '1', '1.0', 'abc', '0x1'),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 4 }),
  );

  it('== is symmetric and != is its negation', () => {
    fc.assert(
      fc.property(scalar, scalar, (a, b) => {
        const scope = { state: { a, b } };
        const ab = evaluate('{{ state.a == state.b }}', scope);
        const ba = evaluate('{{ state.b == state.a }}', scope);
        const not = evaluate('{{ state.a != state.b }}', scope);
        expect(ab).toEqual(ba);
        expect(not).toEqual(ab.ok ? { ok: true, value: !ab.value } : ab);
      }),
    );
  });

  it('text without {{ is returned unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{{')),
        (text) => {
          expect(evaluate(text, {})).toEqual({ ok: true, value: text });
        },
      ),
    );
  });

  it('a template shows a value exactly as str() does', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 2 }), (v) => {
        const scope = { state: { v } };
        const viaTemplate = evaluate('<{{ state.v }}>', scope);
        const viaStr = evaluate("{{ '<' + str(state.v) + '>' }}", scope);
        expect(viaTemplate).toEqual(viaStr);
        expect(evaluate('{{ state.v }}', scope)).toEqual({ ok: true, value: v });
      }),
    );
  });

  it('money of an integer keeps every digit, in groups of three', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), fc.constantFrom(0, 1), (n, flag) => {
        const shown = formatMoney(n, flag);
        expect(shown).toMatch(flag === 1 ? /^-?₹\d{1,3}(\.\d{3})*$/ : /^-?₱\d{1,3}(\.\d{3})*$/);
        expect(Number(shown.replace(/[₱₹.]/g, ''))).toBe(n);
      }),
    );
  });

  it('toFix of whole minor units is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (n) => {
        const shown = toFix(n);
        expect(shown).toMatch(/^-?\d+\.\d{2}$/);
        expect(Math.round(Number(shown) * 100)).toBe(n || 0);
      }),
    );
  });
});
