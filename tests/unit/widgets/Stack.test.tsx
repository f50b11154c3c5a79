import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/Stack.schema.json';
import { StackWidget } from '../../../widgets/Stack';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(StackWidget, {
  schema,
  valid: [
    {},
    { direction: 'row', gap: 8, justify: 'between', align: 'center', wrap: true },
    { surface: 'card', padding: 24 },
    { surface: 'page' },
  ],
  invalid: [
    { props: { direction: 'grid' }, why: 'unknown direction' },
    { props: { gap: 100 }, why: 'gap above 48' },
    { props: { surface: 'modal' }, why: 'unknown surface' },
  ],
});

describe('Stack behaviour', () => {
  it('renders its children in order', () => {
    renderWidget(StackWidget, {}, { children: [<p key="a">First</p>, <p key="b">Second</p>] });
    const first = screen.getByText('First');
    expect(first.parentElement).toContainElement(screen.getByText('Second'));
    expect(first.compareDocumentPosition(screen.getByText('Second')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lays children out in a row when asked', () => {
    renderWidget(StackWidget, { direction: 'row', gap: 8 }, { children: <p>Only</p> });
    expect(screen.getByText('Only').parentElement).toHaveStyle({ display: 'flex', flexDirection: 'row', gap: '8px' });
  });

  it('pads a card by 16px unless told otherwise', () => {
    renderWidget(StackWidget, { surface: 'card' }, { children: <p>Card</p> });
    renderWidget(StackWidget, { surface: 'card', padding: 4 }, { children: <p>Tight</p> });
    expect(screen.getByText('Card').parentElement).toHaveStyle({ padding: '16px' });
    expect(screen.getByText('Tight').parentElement).toHaveStyle({ padding: '4px' });
  });
});
