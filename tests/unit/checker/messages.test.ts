// @vitest-environment node
// The pieces of an actionable message: close-name suggestions, constant conditions (and where they must stay
// silent), and JSON syntax errors placed where they are.
import { describe, expect, it } from 'vitest';
import { closeName, editDistance } from '../../../checker/suggest';
import { checkConstantConditions } from '../../../checker/expr/page-conditions';
import { collectPageSites } from '../../../checker/pages/page-sites';
import { parseJsonText } from '../../../checker/read/json-text';
import { checkReferences } from '../../../checker/pages/page-references';
import { isBinding } from '../../../renderer/host';

const conditions = (page: unknown) => checkConstantConditions(collectPageSites(page, isBinding).expressions);
const node = (visible: string, text = 'x') => ({
  title: 'T',
  regions: [{ name: 'r', children: [{ type: 'Text', visible, props: { text } }] }],
});

describe('did you mean', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('Buton', 'Button')).toBe(1);
    expect(editDistance('sumbit', 'submit')).toBe(1);
  });

  it('suggests only a name that is close, and only one that is closest', () => {
    expect(closeName('lable', ['label', 'variant', 'hint'])).toBe('label');
    expect(closeName('fetch', ['len', 'join', 'first'])).toBeUndefined();
    expect(closeName('ab', ['ac', 'ad'])).toBeUndefined(); // a tie: no guess
    expect(closeName('label', ['label'])).toBeUndefined(); // nothing to correct
  });
});

describe('constant conditions', () => {
  it('finds a truthy constant of || and a falsy constant of &&', () => {
    expect(conditions(node('{{ state.a == 1 || 2 }}'))).toEqual([
      expect.objectContaining({
        code: 'condition-constant',
        pointer: '/regions/0/children/0/visible',
        hint: 'to test one of several values write {{ includes([1, 2], state.a) }}',
      }),
    ]);
    expect(conditions(node('{{ state.a && 0 }}'))).toEqual([
      expect.objectContaining({ found: expect.stringContaining('always false') }),
    ]);
  });

  it('stays silent on real comparisons, on a fallback in a text and on ?? ', () => {
    expect(conditions(node('{{ state.a == 1 || state.a == 2 }}', '{{ state.name || "-" }}'))).toEqual([]);
    expect(conditions(node('{{ state.flag ?? true }}'))).toEqual([]);
  });
});

describe('JSON syntax errors', () => {
  it('is placed at its line and column, with a hint for a trailing comma', () => {
    const parsed = parseJsonText('{\n  "a": [1, 2,],\n  "b": 1\n}');
    expect(parsed).toMatchObject({
      ok: false,
      finding: { at: { line: 2, column: 14 }, hint: 'remove the comma before it: JSON allows no trailing comma' },
    });
  });

  it('copes with hostile nesting without overflowing', () => {
    expect(parseJsonText(`${'['.repeat(50_000)}${']'.repeat(49_999)}`)).toMatchObject({
      ok: false,
      finding: { code: 'json-syntax' },
    });
  });
});

describe('route keys', () => {
  it('a path with a query where a key belongs names the key and where the query goes', () => {
    const page = { title: 'T', onLoad: [{ do: 'navigate', route: '/repay?orderId=1' }], regions: [] };
    const project = {
      endpoints: new Set<string>(),
      routes: new Set(['repay']),
      routePaths: new Map([['/repay', 'repay']]),
    };
    expect(checkReferences(page, collectPageSites(page, isBinding).references, project)).toEqual([
      expect.objectContaining({
        code: 'unknown-route',
        expected: 'a route key of pages.json (repay)',
        hint: '"/repay?orderId=1" is a path; use the route key "repay" and give the query in "query"',
      }),
    ]);
  });
});
