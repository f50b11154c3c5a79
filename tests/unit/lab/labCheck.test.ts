// @vitest-environment node
// The lab's in-browser checker (checker/bundled.ts) must say exactly what `npm run check:pages` says, at the same places.
import { describe, expect, it } from 'vitest';
import { checkText } from '../../../checker/node/index';
import { checkPageText, judgeLinksWith } from '../../../checker/bundled';
import { env } from '../../../api/env-json';
import loanDetail from '../../../pages/loanDetail.json';
import { compileCatalogue } from '../../../build/vite-plugin-messages.mjs';
import { numberPlaceholdersOf, numberPlaceholdersOfTrees } from '../../../checker/words/catalogue-check';

const FILE = 'pages/loanDetail.json';
const text = (page: unknown) => JSON.stringify(page, null, 2);

type Page = { regions: Array<{ children: Array<Record<string, unknown>> }>; [key: string]: unknown };
const mutations: Array<[string, (page: Page) => void]> = [
  ['a misspelt widget type', (p) => void (p.regions[0].children[0].type = 'Buton')],
  ['an unknown prop', (p) => void ((p.regions[0].children[0].props as Record<string, unknown>).colour = 'red')],
  ['a number where text goes', (p) => void (p.title = 5)],
  ['an unknown action', (p) => void (p.onLoad = [{ do: 'fly' }])],
  ['an unknown endpoint', (p) => void (p.onLoad = [{ do: 'call', endpoint: 'nope', as: 'x' }])],
  ['an expression that does not parse', (p) => void (p.title = '{{ state. }}')],
  ['an unknown function', (p) => void (p.title = '{{ shout(state.x) }}')],
  ['a missing required member', (p) => void delete (p as Record<string, unknown>).regions],
  ['a route path where a route key belongs', (p) => void (p.onLoad = [{ do: 'navigate', route: '/repay' }])],
  [
    'a comparison the contract rules out',
    (p) => void (p.regions[0].children[0].visible = '{{ data.loan.isDelay === 1 }}'),
  ],
  [
    'tests that contradict each other',
    (p) =>
      void (p.regions[0].children[0].visible = '{{ data.loan.orderStatus == 180 && data.loan.orderStatus == 174 }}'),
  ],
  [
    'a constant operand in a condition',
    (p) => void (p.regions[0].children[0].visible = '{{ data.loan.orderStatus == 170 || 174 }}'),
  ],
  ['a misspelt key of the catalogue', (p) => void (p.title = { $t: 'common.orderDetail' })],
  ['a placeholder the message does not have', (p) => void (p.title = { $t: 'common.orderDetails', count: 2 })],
  ['words written into the page', (p) => void (p.title = 'Order details')],
  ['an empty title', (p) => void (p.title = '')],
  ['a link the URL guard refuses', (p) => void (p.onLoad = [{ do: 'openUrl', url: 'http://bit.ly/x' }])],
  ['a query key the route does not declare', (p) => void (p.regions[0].children[0].visible = '{{ query.orderID }}')],
  [
    'a query key navigate passes that the route does not declare',
    (p) => void (p.onLoad = [{ do: 'navigate', route: 'repay', query: { orderID: '1' } }]),
  ],
];

// The lab tells the checker the env it runs with (lab/mount.tsx); check:pages reads the repository's env.json.
judgeLinksWith(env);

describe('lab checker', () => {
  it('finds nothing in a bundled page', () => {
    expect(checkPageText(FILE, text(loanDetail))).toEqual([]);
  });

  it.each(mutations)('%s: the same problems as check:pages', (_, mutate) => {
    const page = structuredClone(loanDetail) as unknown as Page;
    mutate(page);
    const expected = checkText(FILE, text(page));
    expect(expected.length).toBeGreaterThan(0);
    expect(checkPageText(FILE, text(page))).toEqual(expected);
  });

  it('a text that is not JSON is one problem at the place of the error, with the text around it', () => {
    expect(checkPageText('pasted.json', '{\n  "title": "x",\n  "regions": [,]\n}')).toEqual([
      expect.objectContaining({
        file: 'pasted.json',
        line: 3,
        column: 15,
        code: 'json-syntax',
        expected: 'valid JSON',
        found: expect.stringMatching(/at: "regions": \[⟨here⟩,\]$/),
      }),
    ]);
  });

  it('a page pasted to try something out may hold English words, but not a key no catalogue has', () => {
    const { regions } = loanDetail as unknown as Page;
    const codes = (title: unknown) =>
      checkPageText('pasted.json', text({ title, regions: regions.slice(0, 0) })).map((p) => p.code);
    expect(codes('Try this')).toEqual([]);
    expect(codes({ $t: 'common.orderDetail' })).toEqual(['message-key']);
  });

  it('a page from elsewhere (not a pages/ file) need not have a route', () => {
    const { regions, title } = loanDetail as unknown as Page;
    expect(
      checkPageText('pasted.json', text({ title, regions: regions.slice(0, 0) })).map((p) => p.code),
    ).not.toContain('unrouted-page');
  });

  it("knows which placeholders take a number from the build's compiled catalogues, as check:pages does from the texts", () => {
    // The lab has no message texts, only the trees the build compiled: a list given to {count} must be refused there too.
    const source = {
      'a.loans': 'You have {count, plural, one {# loan} other {# loans}}',
      'a.items': '{who, select, other {{n, number} items for {who}}}',
      'a.plain': 'Hello {name}',
      'a.text': 'No placeholder',
    };
    const compiled = compileCatalogue(source) as Record<string, unknown>;
    const trees = Object.entries(compiled).flatMap(([key, message]) =>
      typeof message === 'string' ? [] : [[key, message] as const],
    );
    const inLab = numberPlaceholdersOfTrees(trees as Parameters<typeof numberPlaceholdersOfTrees>[0]);
    expect(inLab).toEqual(
      new Map([
        ['a.loans', new Set(['count'])],
        ['a.items', new Set(['n'])],
      ]),
    );
    expect(inLab).toEqual(numberPlaceholdersOf({ en: source }));
  });
});
