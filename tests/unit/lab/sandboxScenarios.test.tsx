// The page lab offers the sandbox's own scenarios (the operator reference's list) by what they give, not by typed ids.
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScenarioPanel } from '../../../lab/panels/ScenarioPanel';
import { sandboxScenariosFor } from '../../../lab/state/scenarios';
import { LOAN_DETAILS_SCENARIOS } from '../../../sandbox/fixtures/loanDetails';
import { pageTheme } from '../../support/pageElement';

describe('sandbox scenarios in the page lab', () => {
  it('lists every order scenario of the fixtures for Order Details, each with its query and what it gives', () => {
    const scenarios = sandboxScenariosFor('pages/loanDetail.json');
    for (const { orderId, title } of LOAN_DETAILS_SCENARIOS) {
      expect(scenarios).toContainEqual({
        route: 'loanDetail',
        query: `productId=P001&orderId=${orderId}`,
        label: `${orderId} — ${title}`,
      });
    }
    expect(scenarios.every((scenario) => scenario.route === 'loanDetail')).toBe(true);
  });

  it("offers a page its own routes' scenarios, and every scenario, named with its route, for a page no route serves", () => {
    expect(sandboxScenariosFor('my-edits/confirm.json').map((s) => s.label)).toContain(
      'P003 — Three 31-day instalments, back closes the webview (isPopType 0); V2: no promotion',
    );
    const pasted = sandboxScenariosFor('pasted.json');
    expect(pasted.map((s) => s.route)).toEqual(expect.arrayContaining(['loanDetail', 'complainDetails', 'promotion']));
    expect(pasted.find((s) => s.query === 'problemId=1001')?.label).toMatch(
      /^complainDetails: 1001 — Repayment issue complaint on ORD174: answered/,
    );
  });

  it('shows the scenario the query picks, and picking another hands its query over', async () => {
    const onPick = vi.fn();
    render(
      <ThemeProvider theme={pageTheme}>
        <ScenarioPanel
          endpoints={[]}
          scenarios={{}}
          sandbox="server"
          problems={[]}
          onChange={vi.fn()}
          sandboxScenarios={sandboxScenariosFor('pages/loanDetail.json')}
          query="productId=P001&orderId=ORD174"
          onPick={onPick}
        />
      </ThemeProvider>,
    );
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sandbox scenario' });
    expect(picker.selectedOptions[0].textContent).toBe(
      'ORD174 — Status 174: repayment due, no rollover (single Repayment button)',
    );
    await userEvent.selectOptions(
      picker,
      screen.getByRole('option', { name: /^ORD200 — Status 200: closed \(Borrow Again\)/ }),
    );
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ route: 'loanDetail', query: 'productId=P001&orderId=ORD200' }),
    );
  });

  it("says so when the query is the tester's own", () => {
    render(
      <ThemeProvider theme={pageTheme}>
        <ScenarioPanel
          endpoints={[]}
          scenarios={{}}
          sandbox="server"
          problems={[]}
          onChange={vi.fn()}
          sandboxScenarios={sandboxScenariosFor('pages/loanDetail.json')}
          query="orderId=MINE"
          onPick={vi.fn()}
        />
      </ThemeProvider>,
    );
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sandbox scenario' }).selectedOptions[0].textContent,
    ).toBe('Your query (orderId=MINE)');
  });
});
