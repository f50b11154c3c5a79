import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import schema from '../../../schemas/widgets/PlanList.schema.json';
import { PlanListWidget } from '../../../widgets/PlanList';
import { renderWidget, widgetContract } from '../../widget-contract';

const plan = [
  { title: 'Instalment 1 of 3', remark: 'Principal + interest', amount: 227500, time: '04-12-2026' },
  { title: 'Instalment 2 of 3', amount: 189500, time: '03-01-2027' },
  { title: 'Instalment 3 of 3', remark: 'Last payment', amount: 151250, time: '02-02-2027' },
];

widgetContract(PlanListWidget, {
  schema,
  valid: [
    { rows: plan },
    { title: 'Repayment plan', rows: plan, amountFormat: 'minorUnits', currencyFlag: 1, timeLabel: 'Pay by' },
    {
      rows: [{ name: 'Fee', fee: '₱120', due: 'today' }],
      titleKey: 'name',
      amountKey: 'fee',
      timeKey: 'due',
      remarkKey: 'note',
    },
    { title: 'Repayment plan', rows: [], emptyText: 'Nothing to pay' },
  ],
  invalid: [
    { props: {}, why: 'rows are required' },
    { props: { rows: ['Instalment 1'] }, why: 'a row is an object' },
    { props: { rows: plan, amountFormat: 'cents' }, why: 'unknown amount format' },
    { props: { rows: plan, currencyFlag: 2 }, why: 'the flag is 0 or 1' },
  ],
});

const steps = () => screen.getAllByRole('listitem');

describe('PlanList behaviour', () => {
  it('shows each step in order with its title, remark, due time and amount', () => {
    renderWidget(PlanListWidget, { title: 'Repayment plan', rows: plan });
    expect(screen.getByRole('heading', { name: 'Repayment plan' })).toBeVisible();
    expect(steps()).toHaveLength(3);
    const first = within(steps()[0]);
    expect(first.getByText('Instalment 1 of 3')).toBeVisible();
    expect(first.getByText('Principal + interest')).toBeVisible();
    expect(first.getByText('Due 04-12-2026')).toBeVisible();
    expect(first.getByText('227500')).toBeVisible();
    expect(within(steps()[1]).queryByText('Principal + interest')).toBeNull();
  });

  it('formats amounts in minor units through the money rules: peso, "." thousands, "," decimals', () => {
    renderWidget(PlanListWidget, { rows: plan, amountFormat: 'minorUnits' });
    expect(steps().map((step) => step.lastElementChild?.textContent)).toEqual(['₱2.275', '₱1.895', '₱1.512,50']);
  });

  it('uses the rupee sign when the currency flag is 1, and money format for whole units', () => {
    const view = renderWidget(PlanListWidget, { rows: plan, amountFormat: 'minorUnits', currencyFlag: 1 });
    expect(within(steps()[0]).getByText('₹2.275')).toBeVisible();
    view.update({ props: { rows: [{ title: 'Fee', amount: 1250.5 }], amountFormat: 'money' } });
    expect(screen.getByText('₱1.250,50')).toBeVisible();
  });

  it('reads server fields through the keys and the time label', () => {
    renderWidget(PlanListWidget, {
      rows: [{ name: 'Extension fee', fee: '₱1.250', due: 'today' }],
      titleKey: 'name',
      amountKey: 'fee',
      timeKey: 'due',
      timeLabel: 'Pay',
    });
    expect(screen.getByText('Extension fee')).toBeVisible();
    expect(screen.getByText('₱1.250')).toBeVisible();
    expect(screen.getByText('Pay today')).toBeVisible();
  });

  it('shows emptyText for an empty plan and nothing without it', () => {
    const view = renderWidget(PlanListWidget, { rows: [], emptyText: 'Nothing to pay' });
    expect(screen.getByText('Nothing to pay')).toBeVisible();
    view.update({ props: { rows: [] } });
    expect(view.container).toBeEmptyDOMElement();
  });
});
