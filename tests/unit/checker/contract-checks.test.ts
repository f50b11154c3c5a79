// @vitest-environment node
// The contract and action-graph checks on small pages: what they report, and where they must stay silent
// (schemas that allow any field, values whose source is not certain), so new pages get no false alarms.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkProject, formatProblem, type Problem } from '../../../checker/node/index';
import { LOAN_CALL, repositoryRoot } from './fixture-expectations';

const FILE = 'pages/loanDetail.json'; // a routed page name; its content is replaced by each test
const contracts = JSON.parse(readFileSync(join(repositoryRoot, 'api/endpoint-schemas.json'), 'utf8')) as Record<
  string,
  { response: unknown }
>;

const load = LOAN_CALL;
const text = (value: string) => ({ type: 'Text', props: { text: value } });

/** The problems of a page written for one check: its words are English for brevity (inlineWords.test.ts judges words). */
async function check(page: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Problem[]> {
  const problems = await checkProject({
    files: [FILE],
    documents: { [FILE]: { title: { $t: 'common.orderDetails' }, regions: [], ...page }, ...extra },
  });
  return problems.filter((problem) => problem.code !== 'inline-text');
}
const lines = (problems: Problem[]) => problems.map(formatProblem);
const codes = (problems: Problem[]) => problems.map((problem) => `${problem.code} ${problem.pointer}`);

describe('bindings against the response schemas', () => {
  it('names the endpoint and the nearest known fields for a misspelt field', async () => {
    const problems = await check({
      onLoad: [load],
      regions: [{ name: 'r', children: [text('{{ data.loan.orderStatuss }}')] }],
    });
    expect(lines(problems)).toEqual([
      expect.stringMatching(
        /^pages\/loanDetail\.json:\d+:\d+: data-field: \/regions\/0\/children\/0\/props\/text: expected a field of loanDetails' response such as orderStatus, .*found orderStatuss \(data\.loan\.orderStatuss in "\{\{ data\.loan\.orderStatuss \}\}"\) — did you mean "orderStatus"\?$/,
      ),
    ]);
  });

  it('follows nested objects, lists and indexes', async () => {
    const problems = await check({
      onLoad: [load],
      regions: [
        {
          name: 'r',
          children: [
            text(
              '{{ data.loan.userOrderDetail.detail[0].text }} {{ len(data.loan.recProducts) }} {{ data.loan.recProducts.length }}',
            ),
            text('{{ data.loan.userOrderDetail.detail[0].txt }}'),
          ],
        },
      ],
    });
    expect(codes(problems)).toEqual(['data-field /regions/0/children/1/props/text']);
    expect(problems[0].expected).toContain('at userOrderDetail.detail[] such as text');
  });

  it('checks item fields inside each, nested each included', async () => {
    const problems = await check({
      onLoad: [{ ...load, as: 'bank', endpoint: 'cardInit', params: { product_id: '1' } }],
      regions: [
        {
          name: 'r',
          children: [
            {
              type: 'Stack',
              each: '{{ data.bank.items }}',
              children: [
                text('{{ item.title }}'),
                { type: 'Stack', each: '{{ item.note }}', children: [text('{{ item.name }} {{ item.nmae }}')] },
              ],
            },
          ],
        },
      ],
    });
    expect(codes(problems)).toEqual(['item-field /regions/0/children/0/children/1/children/0/props/text']);
    expect(problems[0].expected).toBe("a field of an item of cardInit's response at items[].note[] such as name, type");
  });

  it('stays silent where the schema allows any field', async () => {
    const open = {
      ...contracts,
      loanDetails: {
        ...contracts.loanDetails,
        response: { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true },
      },
    };
    const problems = await check(
      { onLoad: [load], regions: [{ name: 'r', children: [text('{{ data.loan.anything.deeper }}')] }] },
      { 'api/endpoint-schemas.json': open },
    );
    expect(problems).toEqual([]);
  });

  it('stays silent for a set of a computed value and for each over a computed list', async () => {
    const problems = await check({
      onLoad: [
        load,
        { do: 'set', path: '{{ data.mine }}', value: "{{ filter(data.loan.recProducts, 'isClick', 1) }}" },
      ],
      regions: [
        {
          name: 'r',
          children: [
            text('{{ data.mine.whatever }}'),
            {
              type: 'Stack',
              each: "{{ filter(data.loan.recProducts, 'isClick', 1) }}",
              children: [text('{{ item.whatever }}')],
            },
          ],
        },
      ],
    });
    expect(problems).toEqual([]);
  });

  it('accepts data fields the page writes itself', async () => {
    const problems = await check({
      onLoad: [load, { do: 'set', path: '{{ data.loan.seen }}', value: true }],
      regions: [{ name: 'r', children: [text('{{ data.loan.seen }}')] }],
    });
    expect(problems).toEqual([]);
  });

  it('follows a set that copies a data path of known source', async () => {
    const problems = await check({
      onLoad: [load, { do: 'set', path: '{{ data.products }}', value: '{{ data.loan.recProducts }}' }],
      regions: [
        { name: 'r', children: [{ type: 'Stack', each: '{{ data.products }}', children: [text('{{ item.nmae }}')] }] },
      ],
    });
    expect(codes(problems)).toEqual(['item-field /regions/0/children/0/children/0/props/text']);
  });

  it('checks result after a call, and says nothing once a branch may have called something else', async () => {
    const problems = await check({
      onLoad: [
        { ...load, onSuccess: [{ do: 'toast', message: '{{ result.data.productNam }}' }] },
        { do: 'toast', message: '{{ result.mesage }}' },
        { do: 'if', cond: true, then: [{ do: 'call', endpoint: 'getSid', ignoreFailure: true, quiet: true }] },
        { do: 'toast', message: '{{ result.data.whatever }}' },
      ],
    });
    expect(codes(problems)).toEqual(['result-field /onLoad/0/onSuccess/0/message', 'result-field /onLoad/1/message']);
  });

  it('warns once per endpoint whose response schema says nothing', async () => {
    const vague = {
      ...contracts,
      loanDetails: { ...contracts.loanDetails, response: { description: 'Not described.' } },
    };
    const problems = await check(
      { onLoad: [load], regions: [{ name: 'r', children: [text('{{ data.loan.a }}'), text('{{ data.loan.b }}')] }] },
      { 'api/endpoint-schemas.json': vague },
    );
    expect(problems.map((p) => [p.severity, p.code, p.pointer])).toEqual([
      ['warning', 'response-schema-missing', '/regions/0/children/0/props/text'],
    ]);
  });
});

describe('calls and navigation', () => {
  it('reports missing, unknown and mistyped params, allowing form values that coerce', async () => {
    const problems = await check({
      onLoad: [
        {
          do: 'call',
          endpoint: 'eventSave',
          params: { productId: 'P1', moduleId: '31', positionId: 'first', extra: 1 },
          quiet: true,
        },
        { do: 'call', endpoint: 'loanDetails', params: { productId: 'P1' }, quiet: true },
        { do: 'call', endpoint: 'bindCardNew', params: { product_id: 'P1', cardType: '1', anyCode: 'x' }, quiet: true },
        { do: 'call', endpoint: 'loanDetails', params: '{{ state.payload }}', quiet: true },
      ],
      state: { payload: {} },
    });
    expect(codes(problems)).toEqual([
      'call-param-unknown /onLoad/0/params/extra',
      'call-param-type /onLoad/0/params/positionId',
      'call-param-missing /onLoad/1/params',
    ]);
  });

  it('checks query keys against the route, with productId and product_id as one key', async () => {
    const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'pages.json'), 'utf8')) as {
      routes: Record<string, Record<string, unknown>>;
    };
    manifest.routes.complainDetails.requiredQuery = ['problemId'];
    const problems = await check(
      {
        onLoad: [
          { do: 'navigate', route: 'repay', query: { product_id: '1', orderId: '2' } },
          { do: 'navigate', route: 'repay', query: { orderid: '2' } },
          { do: 'navigate', route: 'complainDetails' },
          { do: 'navigate', route: 'productDetail', query: { anything: 1 } },
        ],
      },
      { 'pages.json': manifest },
    );
    expect(codes(problems)).toEqual([
      'navigate-query-unknown /onLoad/1/query/orderid',
      'navigate-query-missing /onLoad/2/route',
    ]);
  });
});

describe('hash sub-pages', () => {
  it("checks a navigate's hashQuery against the keys its hash route declares", async () => {
    const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'pages.json'), 'utf8')) as {
      routes: Record<string, Record<string, unknown>>;
    };
    manifest.routes.loanDetail.hashRoutes = { plan: { path: '/plan', query: ['id'] } };
    const problems = await check(
      {
        onLoad: [
          { do: 'navigate', route: 'loanDetail', hash: 'plan', hashQuery: { id: '1' } },
          { do: 'navigate', route: 'loanDetail', hash: 'plan', hashQuery: { idd: '1' } },
        ],
      },
      { 'pages.json': manifest },
    );
    // (the action schema of this branch does not know `hash` yet; the schema's own complaints are not the point here)
    expect(codes(problems.filter((problem) => problem.code !== 'schema'))).toEqual([
      'navigate-query-unknown /onLoad/1/hashQuery/idd',
    ]);
  });
});

describe('the action graph', () => {
  it("counts any action's into or …Into as a write (geolocate, a typed storage get)", async () => {
    const page = {
      onLoad: [{ do: 'storage', area: 'session', op: 'get', key: 'x', into: '{{ state.a }}' }],
      regions: [{ name: 'r', children: [text('Stored: {{ state.a }}')] }],
    };
    expect(await check(page)).toEqual([]);
    // A member named like a write is recognised before its action exists in the schema (the schema says so).
    const later = await check({ ...page, onLoad: [{ do: 'geolocate', into: '{{ state.a }}' }] });
    expect(later.filter((problem) => problem.code !== 'schema')).toEqual([]);
  });

  it('knows state written by bind, storage get, persist, calls and the renderer', async () => {
    const problems = await check({
      persist: { area: 'session', key: 'k', paths: ['draft'] },
      onLoad: [load, { do: 'storage', area: 'session', op: 'get', key: 'x', into: '{{ state.stored }}' }],
      regions: [
        {
          name: 'r',
          children: [
            { type: 'TextField', bind: '{{ state.form.phone }}', props: { label: 'Phone' } },
            text(
              '{{ state.form.phone }} {{ state.stored }} {{ state.draft }} {{ state.calls.loan.status }} {{ state.route.title }} {{ state.never }}',
            ),
          ],
        },
      ],
    });
    expect(lines(problems)).toEqual([
      expect.stringContaining('/regions/0/children/1/props/text: expected state.never initialised'),
    ]);
  });

  it('reports state.calls.<name> that no call stores', async () => {
    const problems = await check({
      onLoad: [load],
      regions: [{ name: 'r', visible: "{{ state.calls.lon.status == 'success' }}", children: [] }],
    });
    expect(codes(problems)).toEqual(['call-status-name /regions/0/visible']);
  });

  it('warns of a set nothing reads, unless state is read by a computed key', async () => {
    const page = {
      onLoad: [{ do: 'set', path: '{{ state.a }}', value: 1 }],
      regions: [{ name: 'r', children: [text('x')] }],
    };
    expect(codes(await check(page))).toEqual(['state-unread /onLoad/0/path']);
    expect(
      await check({ ...page, state: { k: 'a' }, regions: [{ name: 'r', children: [text('{{ state[state.k] }}')] }] }),
    ).toEqual([]);
  });

  it('reports unused dialogs, chains and validation groups, and run cycles', async () => {
    const problems = await check({
      onLoad: [{ do: 'run', chain: 'a' }],
      chains: {
        a: [{ do: 'run', chain: 'b' }],
        b: [{ do: 'if', cond: true, then: [{ do: 'run', chain: 'a' }] }],
        lonely: [],
      },
      validations: { unused: [] },
      dialogs: { d: { title: 'D', closable: true, children: [] } },
    });
    expect(codes(problems)).toEqual([
      'run-cycle /chains/b/0/then/0/chain',
      'chain-unused /chains/lonely',
      'dialog-unopened /dialogs/d',
      'validation-unused /validations/unused',
    ]);
  });

  it('warns of a call a person starts with no failure path, through run too', async () => {
    const call = { do: 'call', endpoint: 'getSid' };
    const problems = await check({
      chains: { go: [call] },
      regions: [
        {
          name: 'r',
          children: [
            {
              type: 'Button',
              props: { label: 'A' },
              on: {
                tap: [
                  { do: 'run', chain: 'go' },
                  { ...call, quiet: true },
                  { ...call, onFailure: [] },
                ],
              },
            },
          ],
        },
      ],
      onLoad: [call],
    });
    expect(codes(problems)).toEqual(['call-no-failure-path /chains/go/0']);
  });

  it('accepts the leave action in onBack and in a chain a dialog runs (no unknown action, no unused chain)', async () => {
    const problems = await check({
      onBack: [
        {
          do: 'if',
          cond: '{{ query.source == 1 }}',
          then: [{ do: 'openDialog', dialog: 'stay' }],
          else: [{ do: 'leave' }],
        },
      ],
      chains: { leave: [{ do: 'closeDialog', dialog: 'stay' }, { do: 'leave' }] },
      dialogs: {
        stay: {
          title: 'Stay?',
          children: [{ type: 'Button', props: { label: 'Cancel' }, on: { tap: [{ do: 'run', chain: 'leave' }] } }],
        },
      },
    });
    expect(problems).toEqual([]);
    expect(codes(await check({ onBack: [{ do: 'leave', to: 'home' }] }))).toEqual(['schema /onBack/0/to']);
  });

  it('reports an action after leave in the same chain (it never runs), not one in a branch before it', async () => {
    const problems = await check({
      onBack: [
        {
          do: 'if',
          cond: '{{ query.source == 1 }}',
          then: [{ do: 'leave' }],
          else: [{ do: 'toast', message: 'Stay' }],
        },
        { do: 'leave' },
        { do: 'toast', message: 'Bye' },
      ],
    });
    expect(codes(problems)).toEqual(['after-leave /onBack/2']);
  });

  it('lets notes justify warnings, and reports a note that justifies nothing', async () => {
    const page = {
      onLoad: [{ do: 'set', path: '{{ state.a }}', value: 1 }],
      regions: [{ name: 'r', children: [text('x')] }],
    };
    const note = { code: 'state-unread', pointer: '/onLoad/0/path', why: 'Kept for the native app, which reads it.' };
    expect(await check({ ...page, notes: [note] })).toEqual([]);
    expect(codes(await check({ ...page, notes: [note, { ...note, pointer: '/onLoad/1/path' }] }))).toEqual([
      'note-unused /notes/1',
    ]);
  });

  it('a note names a widget node by its id, so a node inserted above it does not break it', async () => {
    const button = {
      type: 'Button',
      id: 'go',
      props: { label: 'Go' },
      on: { tap: [{ do: 'call', endpoint: 'problemList', params: {} }] },
    };
    const page = (children: unknown[]) => ({ regions: [{ name: 'r', children }] });
    const note = {
      code: 'call-no-failure-path',
      node: 'go',
      at: '/on/tap/0',
      why: 'Tracking: the borrower needs no word of it.',
    };
    const warned = codes(await check(page([button])));
    expect(warned).toEqual(['call-no-failure-path /regions/0/children/0/on/tap/0']);
    expect(await check({ ...page([button]), notes: [note] })).toEqual([]);
    expect(await check({ ...page([text('inserted above'), button]), notes: [note] })).toEqual([]);
    expect(codes(await check({ ...page([button]), notes: [{ ...note, node: 'gone' }] })).sort()).toEqual([
      'call-no-failure-path /regions/0/children/0/on/tap/0',
      'note-unused /notes/0',
    ]);
    expect(codes(await check({ ...page([button]), notes: [{ ...note, pointer: '/x' }] }))).toContain('schema /notes/0');
  });
});

describe('route keys in widget props (x-widget.routes)', () => {
  const site = (route: string) => ({
    regions: [
      {
        name: 'site',
        children: [
          {
            type: 'SiteLayout',
            props: {
              brand: 'PesoNow',
              items: [
                { label: 'Home', value: 'home' },
                { label: 'About', value: 'a', route },
              ],
            },
          },
        ],
      },
    ],
  });

  it("a navigation item's misspelt route is refused at the item, with the route meant", async () => {
    const problems = await check(site('siteAbuot'));
    expect(codes(problems)).toEqual(['unknown-route /regions/0/children/0/props/items/1/route']);
    expect(lines(problems)[0]).toContain('did you mean "siteAbout"');
  });

  it('a path where the route key belongs names the key, and a known key passes', async () => {
    expect(lines(await check(site('/About')))[0]).toContain('use the route key "siteAbout"');
    expect(await check(site('siteAbout'))).toEqual([]);
  });
});
