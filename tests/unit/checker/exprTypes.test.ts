// @vitest-environment node
// Expressions typed from what the page knows: what the checker refuses (a comparison or a condition that can never
// change for the values the contract, the route or the page allows), what it must leave alone (everything that can
// change, and everything the contract says nothing about), and where two nodes with one id may share it.
import { describe, expect, it } from 'vitest';
import { checkProject, checkText, type Problem } from '../../../checker/node/index';
import { LOAN_CALL } from './fixture-expectations';

const FILE = 'pages/loanDetail.json';
const load = LOAN_CALL;

/** The problems of a page whose first region shows one node with this `visible` (and the rest given). */
async function check(visible: string, page: Record<string, unknown> = {}): Promise<Problem[]> {
  const node = { type: 'Text', visible, props: { text: 'x' } };
  const problems = await checkProject({
    files: [FILE],
    documents: {
      [FILE]: { title: 'T', onLoad: [load], regions: [{ name: 'r', children: [node] }], ...page },
    },
  });
  return problems.filter((problem) => problem.code !== 'inline-text');
}
const verdict = (problems: Problem[]) => problems.map(({ code, hint }) => ({ code, hint }));

describe('comparisons against what the contract allows', () => {
  it.each([
    [
      '{{ data.loan.isDelay === 1 }}',
      'data.loan.isDelay is "0" or "1"; === 1 is never true',
      "write data.loan.isDelay === '1'",
    ],
    [
      '{{ data.loan.isDelay !== 1 }}',
      'data.loan.isDelay is "0" or "1"; !== 1 is always true',
      "write data.loan.isDelay !== '1'",
    ],
    [
      "{{ data.loan.orderStatus === '180' }}",
      'data.loan.orderStatus is any number',
      'write data.loan.orderStatus === 180',
    ],
    ['{{ 1 === data.loan.isDelay }}', '1 === data.loan.isDelay is never true', "write data.loan.isDelay === '1'"],
    [
      "{{ device.platform == 'iOS' }}",
      'device.platform is "ios" or "android"',
      "did you mean device.platform == 'ios'?",
    ],
    [
      "{{ state.calls.loan.status == 'failed' }}",
      'state.calls.loan.status is "loading", "success", "failure" or nothing',
      'compare with one of the values it can hold: "loading", "success" or "failure"',
    ],
    ['{{ query.orderId === 12 }}', 'query.orderId is any text or nothing', "write query.orderId === '12'"],
    [
      "{{ env.currencyFlag == 'PHP' }}",
      'env.currencyFlag is 0 or 1',
      'compare with one of the values it can hold: 0 or 1',
    ],
    [
      '{{ data.loan.orderStatus == null }}',
      'data.loan.orderStatus is any number; == null is never true',
      'null and nothing are not equal in page expressions: write data.loan.orderStatus == undefined',
    ],
  ])('%s is refused, naming what the field holds', async (visible, words, hint) => {
    const problems = await check(visible);
    expect(verdict(problems)).toEqual([{ code: 'comparison-fixed', hint }]);
    expect(problems[0].found).toContain(words);
  });

  it.each([
    '{{ data.loan.isDelay == 1 }}',
    "{{ data.loan.orderStatus == '180' }}",
    "{{ (data.loan.orderStatus == 174 || data.loan.orderStatus == 180) && data.loan.isDelay == '1' }}",
    "{{ state.calls.loan.status == 'success' && len(data.loan.recProducts) > 0 }}",
    '{{ query.orderId == 12 }}',
    "{{ data.loan.isDelay != '1' }}",
    '{{ data.loan }}',
    '{{ present(data.loan.h5Url) && data.loan.orderStatus != 21 }}',
    "{{ data.loan.orderStatus > '100' }}",
  ])('%s can change, so it passes', async (visible) => {
    expect(await check(visible)).toEqual([]);
  });

  it('is placed at the operator, in the file, inside the string that holds the expression', () => {
    const visible = "{{ state.calls.loan.status == 'success' && data.loan.isDelay === 1 }}";
    const node = { type: 'Text', visible, props: { text: 'x' } };
    const text = JSON.stringify({ title: 'T', onLoad: [load], regions: [{ name: 'r', children: [node] }] }, null, 2);
    const before = text.slice(0, text.indexOf('===')).split('\n');
    const [problem] = checkText(FILE, text).filter(({ code }) => code === 'comparison-fixed');
    expect(problem).toMatchObject({
      pointer: '/regions/0/children/0/visible',
      line: before.length,
      column: before[before.length - 1].length + 1,
    });
  });

  it('reads a comparison inside a prop, a template and a ternary too', async () => {
    const problems = await check('{{ true }}', {
      regions: [
        {
          name: 'r',
          children: [
            { type: 'Text', props: { text: "Due {{ data.loan.orderStatus === '200' ? 'closed' : 'open' }}" } },
          ],
        },
      ],
    });
    expect(problems.map(({ code, pointer }) => `${code} ${pointer}`)).toEqual([
      'comparison-fixed /regions/0/children/0/props/text',
    ]);
  });

  it('stays silent where the contract says nothing: an event, what an event wrote, a field the schema lacks', async () => {
    const page = {
      onLoad: [
        load,
        { do: 'call', endpoint: 'problemInit', params: {}, as: 'init', quiet: true },
        { do: 'run', chain: 'pick' },
      ],
      chains: { pick: [{ do: 'set', path: '{{ state.choice }}', value: '{{ event.value }}' }] },
      state: { choice: null },
    };
    expect(await check("{{ state.choice === 1 && event === 'x' }}", page).then(verdict)).toEqual([
      { code: 'expr-scope', hint: undefined },
    ]);
    // A field the schema lacks is data-field's to report, and nothing is said of its value.
    expect(await check("{{ state.choice == 'a' && data.init.anything == 3 }}", page).then(verdict)).toEqual([
      { code: 'data-field', hint: undefined },
    ]);
  });
});

describe('conditions that never change', () => {
  it.each([
    [
      '{{ data.loan.orderStatus == 180 && data.loan.orderStatus == 174 }}',
      'to test one of several values write {{ includes([180, 174], data.loan.orderStatus) }}',
    ],
    [
      '{{ data.loan.orderStatus != 170 || data.loan.orderStatus != 174 }}',
      'to test that it is none of several values write {{ !includes([170, 174], data.loan.orderStatus) }}',
    ],
    [
      "{{ includes([170, 174], data.loan.orderStatus) && data.loan.orderStatus == '200' }}",
      'to test one of several values write {{ includes([170, 174, 200], data.loan.orderStatus) }}',
    ],
    ['{{ data.loan.isDelay }}', `text such as "0" counts as true: compare it, {{ data.loan.isDelay == '1' }}`],
    ['{{ !data.loan.isDelay }}', `text such as "0" counts as true: compare it, {{ data.loan.isDelay == '1' }}`],
    ['{{ data.loan.isDelay == 1 }} ', 'write the whole condition inside one {{ }}, with nothing before or after it'],
  ])('%s is refused', async (visible, hint) => {
    expect(verdict(await check(visible))).toEqual([{ code: 'condition-fixed', hint }]);
  });

  it('a state flag only ever written as true or false is never the text "true"', async () => {
    const page = {
      state: { agreed: false },
      chains: { toggle: [{ do: 'set', path: '{{ state.agreed }}', value: '{{ !state.agreed }}' }] },
      regions: [
        {
          name: 'r',
          children: [
            { type: 'Button', props: { label: 'x' }, on: { tap: [{ do: 'run', chain: 'toggle' }] } },
            { type: 'Text', visible: "{{ state.agreed == 'true' }}", props: { text: 'x' } },
          ],
        },
      ],
    };
    const problems = await check('{{ true }}', page);
    expect(problems.map(({ code, found }) => [code, found])).toEqual([
      ['comparison-fixed', expect.stringContaining("state.agreed is true or false; == 'true' is never true")],
    ]);
  });

  it('a node under a visible condition cannot test what that condition rules out', async () => {
    const page = {
      regions: [
        {
          name: 'r',
          visible: "{{ state.calls.loan.status == 'success' }}",
          children: [{ type: 'Text', visible: "{{ state.calls.loan.status == 'failure' }}", props: { text: 'x' } }],
        },
      ],
    };
    const [problem] = await check('{{ true }}', page);
    expect(problem).toMatchObject({ code: 'condition-fixed', pointer: '/regions/0/children/0/visible' });
    expect(problem.found).toContain('state.calls.loan.status is "success"; == \'failure\' is never true');
  });

  it('a node may repeat the visible condition around it (as a fragment carries its own), but not its opposite', async () => {
    const unusable = "unusable(state.calls.loan, '/userOrderDetail/detail')";
    const inside = (visible: string) => ({
      regions: [
        {
          name: 'r',
          visible: `{{ state.calls.loan.status == 'success' && ${unusable} }}`,
          children: [{ type: 'Text', visible, props: { text: 'x' } }],
        },
      ],
    });
    expect(await check('{{ true }}', inside(`{{ ${unusable} }}`))).toEqual([]);
    expect(await check('{{ true }}', inside(`{{ state.calls.loan.status == 'success' && ${unusable} }}`))).toEqual([]);
    const [ruledOut] = await check('{{ true }}', inside(`{{ !${unusable} }}`));
    expect(ruledOut).toMatchObject({
      code: 'condition-fixed',
      pointer: '/regions/0/children/0/visible',
      hint: 'move the node out of the one whose visible condition rules this out, or change one of the two conditions',
    });
    expect(ruledOut.found).toContain('this is read only while the visible conditions around it hold');
  });
});

describe('what visible conditions around a place say', () => {
  it('holds for what a node shows, not for the chains it starts, which may change it', async () => {
    const page = {
      state: { step: 'choose' },
      regions: [
        {
          name: 'r',
          children: [
            {
              type: 'Button',
              visible: "{{ state.step == 'choose' }}",
              props: { label: "{{ state.step == 'verify' ? 'Verify' : 'Choose' }}" },
              on: {
                tap: [
                  { do: 'set', path: '{{ state.step }}', value: 'verify' },
                  { do: 'if', cond: "{{ state.step == 'verify' }}", then: [{ do: 'toast', message: 'x' }] },
                ],
              },
            },
          ],
        },
      ],
    };
    const problems = await check('{{ true }}', page);
    expect(problems.map(({ code, pointer }) => `${code} ${pointer}`)).toEqual([
      'condition-fixed /regions/0/children/0/props/label',
    ]);
  });
});

describe('one id on two nodes', () => {
  const twoNodes = (first: string, second: string) => ({
    regions: [
      {
        name: 'r',
        children: [
          { type: 'Text', id: 'due', visible: first, props: { text: 'a' } },
          { type: 'Text', id: 'due', visible: second, props: { text: 'b' } },
        ],
      },
    ],
  });
  const duplicates = async (first: string, second: string) =>
    (await check('{{ true }}', twoNodes(first, second))).filter((problem) => problem.code === 'duplicate-id');

  it('passes when their visible conditions exclude each other', async () => {
    expect(await duplicates('{{ data.loan.orderStatus == 200 }}', '{{ data.loan.orderStatus != 200 }}')).toEqual([]);
    expect(
      await duplicates(
        '{{ present(query.payCode) && query.showType == 1 }}',
        '{{ present(query.payCode) && query.showType != 1 }}',
      ),
    ).toEqual([]);
    expect(
      await duplicates("{{ state.calls.loan.status == 'success' }}", "{{ state.calls.loan.status == 'failure' }}"),
    ).toEqual([]);
  });

  it('is refused when both conditions can hold at once, or when the checker cannot tell', async () => {
    const [overlap] = await duplicates('{{ data.loan.orderStatus == 200 }}', '{{ data.loan.orderStatus > 100 }}');
    expect(overlap).toMatchObject({ pointer: '/regions/0/children/1/id' });
    expect(overlap.found).toContain('both can show at once');
    expect(await duplicates("{{ query.tab == 'a' }}", "{{ query.kind == 'b' }}")).toHaveLength(1);
  });
});
