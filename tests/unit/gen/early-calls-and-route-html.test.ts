// @vitest-environment node
// No waterfall: what the build emits so a screen's code and first read start with the entry.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyCallsOf, leadImageRules } from '../../../build/page-early-calls';
import { devEarlyCallsPlugin, preloadsFor, routeHtml } from '../../../build/vite-plugin-route-html';
import manifest from '../../../pages.json' with { type: 'json' };
import { htmlFileFor } from '../../../build/serving';
import endpoints from '../../../api/endpoints.json' with { type: 'json' };
import { readExpandedPage } from '../../../checker/node/expanded-pages';

const catalogue = endpoints.endpoints as Record<string, { effect?: boolean }>;
const isRead = (id: string) => Object.hasOwn(catalogue, id) && catalogue[id].effect !== true;
const page = (name: string) =>
  readExpandedPage(
    join(import.meta.dirname, '../../..'),
    join(import.meta.dirname, '../../../pages', `${name}.json`),
  ) as Parameters<typeof earlyCallsOf>[0];
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
    expect(
      earlyCallsOf(
        { onLoad: [{ do: 'run', chain: 'a' }], chains: { a: [{ do: 'run', chain: 'b' }], b: [call('problemList')] } },
        isRead,
      ),
    ).toEqual([{ endpoint: 'problemList', params: {} }]);
  });

  it('goes on past a call with no branch of its own, into and out of a chain: a tracking call, and a first read', () => {
    const track = { ...call('trackVisit', { page_id: '{{ query.templateId }}' }), ignoreFailure: true };
    // The promotion's session id no longer waits for its template: both leave with the HTML.
    expect(earlyCallsOf(page('promotion'), isRead).map((c) => c.endpoint)).toEqual([
      'trackVisit',
      'channelTemplate',
      'getSid',
    ]);
    const definition = {
      onLoad: [{ do: 'run', chain: 'a' }, call('problemList'), call('problemDetail')],
      chains: { a: [track] },
    };
    expect(earlyCallsOf(definition, isRead).map((c) => c.endpoint)).toEqual([
      'trackVisit',
      'problemList',
      'problemDetail',
    ]);
  });

  it('starts the reads after a call that may stop the load when it fails: they only read, and the page takes them', () => {
    // Should the first fail, the page stops and never asks for the second: its answer is dropped unread (15 s).
    expect(earlyCallsOf({ onLoad: [call('trackVisit'), call('problemList')] }, isRead).map((c) => c.endpoint)).toEqual([
      'trackVisit',
      'problemList',
    ]);
    expect(earlyCallsOf(page('confirm'), isRead).map((c) => c.endpoint)).toEqual(['loanDetailConfirm', 'contractList']);
  });

  it('stops at a call that changes something: what follows may read what it changed', () => {
    expect(
      earlyCallsOf({ onLoad: [call('problemList'), call('bindCardNew'), call('problemDetail')] }, isRead).map(
        (c) => c.endpoint,
      ),
    ).toEqual(['problemList']);
  });

  it.each([
    [
      'has a branch of its own on success',
      [
        { ...call('trackVisit'), ignoreFailure: true, onSuccess: [{ do: 'navigate', route: 'error' }] },
        call('problemList'),
      ],
    ],
    [
      'has a branch of its own on failure',
      [
        { ...call('trackVisit'), ignoreFailure: true, onFailure: [{ do: 'navigate', route: 'error' }] },
        call('problemList'),
      ],
    ],
  ])('stops after a first call that %s', (_, onLoad) => {
    expect(earlyCallsOf({ onLoad }, isRead).map((c) => c.endpoint)).toEqual(['trackVisit']);
  });

  it("reads the page's initial state when no draft can restore it, and hands that part over", () => {
    expect(earlyCallsOf(page('customerService'), isRead)).toEqual([
      { endpoint: 'contactKfInfo', params: { overall: '{{ state.overall }}' }, state: { overall: 30 } },
    ]);
    const persist = { area: 'session', key: 'draft', paths: ['overall'] };
    const reads = { onLoad: [call('contactKfInfo', { overall: '{{ state.overall }}' })] };
    expect(earlyCallsOf({ ...reads, state: { overall: 30 }, persist }, isRead)).toEqual([]); // a draft may change it
    expect(earlyCallsOf({ ...reads, state: { other: 1 } }, isRead)).toEqual([]); // not set at load
    expect(
      earlyCallsOf(
        { ...reads, onLoad: [call('contactKfInfo', { overall: '{{ state[query.k] }}' })], state: { overall: 30 } },
        isRead,
      ),
    ).toEqual([]);
  });

  it('stops at a call that changes something, or needs more than the route, even after a tracking call', () => {
    const track = { ...call('trackVisit'), ignoreFailure: true };
    expect(
      earlyCallsOf(
        { onLoad: [track, { ...call('saveScore', { score: 5 }), ignoreFailure: true }, call('problemList')] },
        isRead,
      ).map((c) => c.endpoint),
    ).toEqual(['trackVisit']);
    expect(
      earlyCallsOf(
        { onLoad: [track, call('problemDetail', { problemId: '{{ state.id }}' }), call('problemList')] },
        isRead,
      ).map((c) => c.endpoint),
    ).toEqual(['trackVisit']);
  });

  it.each([
    [
      'a first action that is not a call',
      { onLoad: [{ do: 'set', path: '{{ state.x }}', value: 1 }, call('problemList')] },
    ],
    ['a condition first', { onLoad: [{ do: 'if', cond: '{{ query.a }}', then: [call('problemList')] }] }],
    [
      'params read page state the definition does not set',
      { onLoad: [call('contactKfInfo', { overall: '{{ state.overall }}' })] },
    ],
    ['params read call data', { onLoad: [call('problemDetail', { problemId: '{{ data.x.id }}' })] }],
    ['a call that changes something', { onLoad: [call('saveScore', { score: 5 })] }],
    ['an unknown endpoint', { onLoad: [call('nope')] }],
    ['a run cycle', { onLoad: [{ do: 'run', chain: 'a' }], chains: { a: [{ do: 'run', chain: 'a' }] } }],
    ['a run of a missing or inherited chain', { onLoad: [{ do: 'run', chain: 'toString' }], chains: {} }],
    ['an expression that does not parse', { onLoad: [call('problemList', { a: '{{ query. }}' })] }],
    ['no onLoad', {}],
  ])("keeps today's order for %s", (_, definition) => {
    expect(earlyCallsOf(definition, isRead)).toEqual([]);
  });
});

describe("earlyCallsOf: the lead pictures the first read's answer decides", () => {
  const rules = leadImageRules(join(import.meta.dirname, '../../..'));
  const region = (...children: unknown[]) => ({ name: 'r', children });
  const onLoad = [{ do: 'call', endpoint: 'problemList', params: {}, as: 'list' }];

  it('the catalogue names the pictures: the status banner always, an Image when it is the priority one', () => {
    expect(rules).toEqual({ StatusBanner: { prop: 'image' }, Image: { prop: 'src', when: 'priority' } });
  });

  it("Order Details fetches its status banner from the loan's status", () => {
    const [early] = earlyCallsOf(page('loanDetail'), isRead, rules);
    expect(early.as).toBe('loan');
    expect(early.images).toHaveLength(1);
    expect(early.images![0]).toContain('data.loan.orderStatus');
  });

  it("the promotion page fetches its banner from the template's answer, not from the tracking call's", () => {
    const [track, template] = earlyCallsOf(page('promotion'), isRead, rules);
    expect(track.images).toBeUndefined();
    expect(template).toMatchObject({
      endpoint: 'channelTemplate',
      as: 'template',
      images: ['{{ data.template.config.bannerUrl }}'],
    });
  });

  it('only pictures of regions that the route and this answer decide, at most two', () => {
    const banner = (image: string) => ({ type: 'StatusBanner', props: { image, title: 't' } });
    const picture = (src: string, priority?: boolean) => ({
      type: 'Image',
      props: { src, ...(priority ? { priority } : {}) },
    });
    const definition = {
      onLoad,
      regions: [
        region(
          banner('{{ data.list.banner }}'),
          picture('{{ data.list.lazy }}'), // not the priority picture
          picture('{{ state.src }}', true), // page state: known later
          picture('{{ data.other.src }}', true), // another call's answer
          { type: 'Stack', each: '{{ data.list.items }}', children: [picture('{{ item.src }}', true)] }, // per item
          { type: 'Stack', children: [picture('/hero-{{ query.kind }}.png', true)] },
          banner('/third.svg'),
        ),
      ],
      dialogs: { d: { children: [banner('{{ data.list.dialog }}')] } },
    };
    expect(earlyCallsOf(definition, isRead, rules)).toEqual([
      {
        endpoint: 'problemList',
        params: {},
        as: 'list',
        images: ['{{ data.list.banner }}', '/hero-{{ query.kind }}.png'],
      },
    ]);
  });

  it('without `as` the answer has no name: only pictures the route decides', () => {
    const definition = {
      onLoad: [{ do: 'call', endpoint: 'problemList', params: {} }],
      regions: [region({ type: 'StatusBanner', props: { image: '{{ data.list.banner }}', title: 't' } })],
    };
    expect(earlyCallsOf(definition, isRead, rules)).toEqual([{ endpoint: 'problemList', params: {} }]);
  });
});

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});

describe('per-route HTML', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/vendor.js'], '/app/main.tsx', true),
    chunk('assets/vendor.js', []),
    chunk(
      'assets/loanDetail.js',
      ['assets/Button.js', 'assets/StatusBanner.js', 'assets/vendor.js'],
      '/app/pages/loanDetail.json?page',
    ),
    chunk('assets/Button.js', ['assets/Icon.js']),
    chunk('assets/StatusBanner.js', ['assets/Icon.js']),
    chunk('assets/Icon.js', []),
    chunk('assets/home.js', ['assets/Button.js'], '/app/pages/home.json?page'),
  ];

  it('preloads the page chunk and everything it imports, not what the entry already loads', () => {
    expect(preloadsFor('loanDetail', chunks)).toEqual([
      'assets/loanDetail.js',
      'assets/Button.js',
      'assets/Icon.js',
      'assets/StatusBanner.js',
    ]);
    expect(preloadsFor('home', chunks)).toEqual(['assets/home.js', 'assets/Button.js', 'assets/Icon.js']);
    expect(preloadsFor('missing', chunks)).toEqual([]);
  });

  it("preloads the renderer's chunk, which the entry imports only after its head start, before the page's own", () => {
    const withBoot = [
      ...chunks,
      chunk('assets/boot.js', ['assets/vendor.js', 'assets/react.js'], '/app/boot.tsx'),
      chunk('assets/react.js', []),
    ];
    expect(preloadsFor('loanDetail', withBoot)).toEqual([
      'assets/boot.js',
      'assets/react.js',
      'assets/loanDetail.js',
      'assets/Button.js',
      'assets/Icon.js',
      'assets/StatusBanner.js',
    ]);
  });

  it('puts the links in the head of the built HTML, which keeps its CSP and entry script', () => {
    const html =
      '<html>\n  <head>\n    <meta http-equiv="Content-Security-Policy" content="x">\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body></body>\n</html>';
    const out = routeHtml(html, '/', ['assets/loanDetail.js', 'assets/Button.js']);
    expect(out).toContain(
      '<script type="module" src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/loanDetail.js">\n    <link rel="modulepreload" crossorigin href="/assets/Button.js">\n  </head>',
    );
    expect(out).toContain('Content-Security-Policy');
  });

  it("gives the development server's index.html the first reads of the screen at its address, as the build does", () => {
    const calls = { loanDetail: [{ endpoint: 'loanDetails', params: { orderId: '{{ query.orderId }}' }, as: 'loan' }] };
    const plugin = devEarlyCallsPlugin(manifest, () => calls);
    const transform = plugin.transformIndexHtml as (
      html: string,
      context: { path: string; originalUrl?: string },
    ) => string;
    const html = '<html>\n  <head>\n  </head>\n</html>';
    const at = (url: string) => transform(html, { path: '/index.html', originalUrl: url });
    expect(at('/loanDetail?orderId=ORD174')).toContain(
      '<script type="application/json" id="app-early">{"page":"loanDetail"',
    );
    expect(at('/About')).toBe(html); // no early reads
    expect(at('/no-such-screen')).toBe(html);
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
