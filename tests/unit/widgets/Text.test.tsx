import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/Text.schema.json';
import { TextWidget } from '../../../widgets/Text';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(TextWidget, {
  schema,
  valid: [
    { text: 'Order Details', variant: 'title' },
    { text: 'Repayment plan', variant: 'subtitle', align: 'center' },
    { text: '₱5,000.00', variant: 'hero', tone: 'accent' },
    { text: 'Due on 12 May', variant: 'caption', weight: 'bold' },
    { text: 'Please fill in your comments and suggestions', variant: 'error' },
    { text: 'Responses come within 3 weekdays.', variant: 'hint', tone: 'muted' },
  ],
  invalid: [
    { props: {}, why: 'text is required' },
    { props: { text: 'x', variant: 'huge' }, why: 'unknown variant' },
    { props: { text: 'x', tone: 'green' }, why: 'unknown tone' },
    { props: { text: 'x', html: '<b>x</b>' }, why: 'no way to pass HTML' },
  ],
});

describe('Text behaviour', () => {
  it('shows markup literally instead of interpreting it', () => {
    const { container } = renderWidget(TextWidget, { text: '<img src=x onerror=alert(1)><b>bold</b>' });
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('makes titles h1 and subtitles h2 headings', () => {
    renderWidget(TextWidget, { text: 'Order Details', variant: 'title' });
    renderWidget(TextWidget, { text: 'Repayment plan', variant: 'subtitle' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Repayment plan' })).toBeInTheDocument();
  });

  it('does not make body text a heading', () => {
    renderWidget(TextWidget, { text: 'Plain words' });
    expect(screen.getByText('Plain words').tagName).toBe('P');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders nothing for empty text, so no blank heading is announced', () => {
    const { container } = renderWidget(TextWidget, { text: '', variant: 'title' });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a bound number as its digits', () => {
    renderWidget(TextWidget, { text: 5000 });
    expect(screen.getByText('5000')).toBeInTheDocument();
  });
});
