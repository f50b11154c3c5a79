import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/InfoList.schema.json';
import { InfoListWidget } from '../../../widgets/InfoList';
import { renderWidget, widgetContract } from '../../widget-contract';

const rows = [
  { text: 'Loan amount', value: '₱5,000.00' },
  { text: 'Term', value: '7 days' },
  { text: 'Interest', value: '₱175.00' },
  { text: 'Service fee', value: 120 },
  { text: 'Due date', value: '12-05-2025' },
];

widgetContract(InfoListWidget, {
  schema,
  valid: [
    { rows },
    { title: 'Loan details', rows, collapsedRows: 2 },
    { title: 'Loan details', rows, collapsedRows: 2, moreLabel: 'Show all', lessLabel: 'Show less', surface: 'none' },
    { title: 'Orders', rows: [], emptyText: 'No orders yet' },
    { rows: [{ title: 'Order number', value: 'A1023', id: 7 }], labelKey: 'title' },
  ],
  invalid: [
    { props: {}, why: 'rows are required' },
    { props: { rows: ['Term: 7 days'] }, why: 'a row is an object' },
    { props: { rows, labelKey: '' }, why: 'an empty labelKey' },
    { props: { rows, collapsedRows: 0 }, why: 'collapsedRows below 1' },
    { props: { rows: [{ text: { html: '<b>' }, value: 'b' }] }, why: 'a label is text or a number' },
  ],
});

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('InfoList behaviour', () => {
  it('lists rows as terms and definitions in order', () => {
    renderWidget(InfoListWidget, { rows });
    expect(terms()).toEqual(rows.map((row) => row.text));
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '₱5,000.00',
      '7 days',
      '₱175.00',
      '120',
      '12-05-2025',
    ]);
  });

  it('collapses to collapsedRows behind More, expands, and collapses again with Hide', async () => {
    renderWidget(InfoListWidget, { rows, collapsedRows: 2 });
    expect(terms()).toEqual(['Loan amount', 'Term']);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(terms()).toHaveLength(5);
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(terms()).toEqual(['Loan amount', 'Term']);
  });

  it('uses the given button labels', async () => {
    renderWidget(InfoListWidget, { rows, collapsedRows: 3, moreLabel: 'Show all', lessLabel: 'Show less' });
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('has no More button when the rows fit', () => {
    renderWidget(InfoListWidget, { rows: rows.slice(0, 2), collapsedRows: 2 });
    expect(screen.queryByRole('button')).toBeNull();
    expect(terms()).toHaveLength(2);
  });

  it('shows emptyText for no rows, and nothing at all without it', () => {
    renderWidget(InfoListWidget, { rows: [], emptyText: 'No orders yet' });
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
    const { container } = renderWidget(InfoListWidget, { rows: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('reads server-shaped rows through labelKey and valueKey, own properties only', () => {
    const serverRows = [
      { title: 'Order number', amount: 'A1023' },
      JSON.parse('{"__proto__": {"title": "injected"}, "amount": "x"}'),
    ];
    renderWidget(InfoListWidget, { rows: serverRows, labelKey: 'title', valueKey: 'amount' });
    expect(terms()).toEqual(['Order number', '']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['A1023', 'x']);
  });

  it('renders nothing while bound rows have not loaded', () => {
    const { container } = renderWidget(InfoListWidget, { rows: undefined });
    expect(container).toBeEmptyDOMElement();
  });
});
