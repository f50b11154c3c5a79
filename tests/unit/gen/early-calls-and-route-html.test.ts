// Issue 11 "no waterfall": what the build emits so a screen's code and first read start with the entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyCallsOf } from '../../../scripts/page-early-calls';
import { htmlFileFor, preloadsFor, routeHtml } from '../../../scripts/vite-plugin-route-html';
import endpoints from '../../../api/endpoints.json' with { type: 'json' };

const catalogue = endpoints.endpoints as Record<string, { effect?: boolean }>;
const isRead = (id: string) => Object.hasOwn(catalogue, id) && catalogue[id].effect !== true;
const page = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../pages', `${name}.json`), 'utf8'));
const call = (endpoint: string, params: unknown = {}) => ({ do: 'call', endpoint, params });

describe('earlyCallsOf: the first read a page makes, when the route alone decides it', () => {
  it.each([
    ['loanDetail', 'loanDetails', { productId: '{{ query.productId }}', orderId: '{{ query.orderId }}' }],
    ['bindBank', 'cardInit', { product_id: '{{ query.productId }}' }],
    ['complaint', 'problemInit', { orderId: '{{ query.orderId }}' }],
    ['repay', 'loanPlayDetail', { productId: '{{ query.productId }}', orderId: '{{ query.orderId }}' }],
  ])('%s starts %s', (name, endpoint, params) => {
    expect(earlyCallsOf(page(name), isRead)).toEqual([{ endpoint, params }]);
  });

  it('follows run into the chain it names', () => {
    expect(earlyCallsOf({ onLoad: [{ do: 'run', chain: 'a' }], chains: { a: [{ do: 'run', chain: 'b' }], b: [call('problemList')] } }, isRead)).toEqual([
      { endpoint: 'problemList', params: {} },
    ]);
  });

  it.each([
    ['a first action that is not a call', { onLoad: [{ do: 'set', path: '{{ state.x }}', value: 1 }, call('problemList')] }],
    ['a condition first', { onLoad: [{ do: 'if', cond: '{{ query.a }}', then: [call('problemList')] }] }],
    ['params read page state (a draft may restore it)', { onLoad: [call('contactKfInfo', { overall: '{{ state.overall }}' })] }],
    ['params read call data', { onLoad: [call('problemDetail', { problemId: '{{ data.x.id }}' })] }],
    ['a call that changes something', { onLoad: [call('saveScore', { score: 5 })] }],
    ['an unknown endpoint', { onLoad: [call('nope')] }],
    ['a run cycle', { onLoad: [{ do: 'run', chain: 'a' }], chains: { a: [{ do: 'run', chain: 'a' }] } }],
    ['a run of a missing or inherited chain', { onLoad: [{ do: 'run', chain: 'toString' }], chains: {} }],
    ['an expression that does not parse', { onLoad: [call('problemList', { a: '{{ query. }}' })] }],
    ['no onLoad', {}],
  ])('keeps today\'s order for %s', (_, definition) => {
    expect(earlyCallsOf(definition, isRead)).toEqual([]);
  });
});

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({ type: 'chunk' as const, fileName, imports, facadeModuleId, isEntry });

describe('per-route HTML', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/vendor.js'], '/app/main.tsx', true),
    chunk('assets/vendor.js', []),
    chunk('assets/loanDetail.js', ['assets/Button.js', 'assets/StatusBanner.js', 'assets/vendor.js'], '/app/pages/loanDetail.json?page'),
    chunk('assets/Button.js', ['assets/Icon.js']),
    chunk('assets/StatusBanner.js', ['assets/Icon.js']),
    chunk('assets/Icon.js', []),
    chunk('assets/site.js', ['assets/Button.js'], '/app/pages/site.json?page'),
  ];

  it('preloads the page chunk and everything it imports, not what the entry already loads', () => {
    expect(preloadsFor('loanDetail', chunks)).toEqual(['assets/loanDetail.js', 'assets/Button.js', 'assets/Icon.js', 'assets/StatusBanner.js']);
    expect(preloadsFor('site', chunks)).toEqual(['assets/site.js', 'assets/Button.js', 'assets/Icon.js']);
    expect(preloadsFor('missing', chunks)).toEqual([]);
  });

  it('puts the links in the head of the built HTML, which keeps its CSP and entry script', () => {
    const html = '<html>\n  <head>\n    <meta http-equiv="Content-Security-Policy" content="x">\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body></body>\n</html>';
    const out = routeHtml(html, '/', ['assets/loanDetail.js', 'assets/Button.js']);
    expect(out).toContain('<script type="module" src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/loanDetail.js">\n    <link rel="modulepreload" crossorigin href="/assets/Button.js">\n  </head>');
    expect(out).toContain('Content-Security-Policy');
  });

  it.each([
    ['/', 'index.html'],
    ['/loanDetail', 'loanDetail.html'],
    ['/About', 'About.html'],
    ['/testPreview/lab/', 'testPreview/lab.html'],
  ])('%s is served from %s', (path, file) => {
    expect(htmlFileFor(path)).toBe(file);
  });
});
