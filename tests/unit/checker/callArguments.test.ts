// @vitest-environment node
// Library calls checked against each function's one definition: the wrong number of arguments, or an argument that
// can never be of the kind its parameter takes, is refused at the call with the signature; two swapped arguments come
// with the fix that swaps them back. Calls the contract says nothing about, and every valid call, pass.
import { describe, expect, it } from 'vitest';
import { checkProject, type Problem } from '../../../checker/node/index';
import { LOAN_CALL } from './fixture-expectations';

const FILE = 'pages/loanDetail.json';

async function check(visible: string): Promise<Problem[]> {
  const node = { type: 'Text', visible, props: { text: 'x' } };
  const problems = await checkProject({
    files: [FILE],
    documents: { [FILE]: { title: 'T', onLoad: [LOAN_CALL], regions: [{ name: 'r', children: [node] }] } },
  });
  return problems.filter((problem) => problem.code !== 'inline-text');
}

describe('library calls against their signatures', () => {
  it('two swapped arguments are refused at the first, naming the signature, with the swap as the fix', async () => {
    const [problem, ...rest] = await check('{{ includes(data.loan.orderStatus, [174, 180]) }}');
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      code: 'expr-arguments',
      expected: 'includes(list, value): the first argument (list) is a list or a text',
      found: 'a number (data.loan.orderStatus)',
      hint: 'the arguments are the other way round: write includes([174, 180], data.loan.orderStatus)',
    });
  });

  it('a value left out is refused at the call with the number of arguments the signature takes', async () => {
    const [problem, ...rest] = await check('{{ includes([174, 180]) }}');
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      code: 'expr-arguments',
      column: 26,
      expected: 'includes(list, value): 2 arguments',
      found: '1 argument in "{{ includes([174, 180]) }}"',
      hint: "write every argument the signature names, as in includes([1, 2], '2')",
    });
  });

  it('valid calls, and calls on values the contract says nothing about, pass', async () => {
    expect(await check('{{ includes([174, 180], data.loan.orderStatus) }}')).toEqual([]);
    expect(await check("{{ includes(query.orderId, '17') && includes(split(query.orderId, ','), '1') }}")).toEqual([]);
    expect(await check("{{ round(data.loan.orderStatus) > 1 && money(toFix(data.loan.orderStatus)) != '' }}")).toEqual(
      [],
    );
  });
});

describe('the call outcome, described once', () => {
  it('the checker accepts every field of result the app fills, dropped included', async () => {
    const { RESULT_FIELDS } = await import('../../../checker/pages/page-bindings');
    const outcome: Record<keyof import('../../../schemas/generated/types').CallOutcome, true> = {
      success: true,
      code: true,
      message: true,
      data: true,
      raw: true,
      failure: true,
      serverMessage: true,
      dropped: true,
    };
    expect([...RESULT_FIELDS].sort()).toEqual(Object.keys(outcome).sort());
  });
});
