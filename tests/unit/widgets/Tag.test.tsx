import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/Tag.schema.json';
import { TagWidget } from '../../../widgets/Tag';
import { renderWidget, testTheme, widgetContract } from '../../widget-contract';

widgetContract(TagWidget, {
  schema,
  valid: [
    { text: 'Collection' },
    { text: 'Repayment', tone: 'brand', selected: true },
    { text: 'New', tone: 'accent' },
  ],
  invalid: [
    { props: {}, why: 'text is required' },
    { props: { text: 'x', tone: 'danger' }, why: 'unknown tone' },
    { props: { text: 'x', onTap: 'y' }, why: 'unknown property (display only)' },
  ],
});

describe('Tag behaviour', () => {
  it('shows its text, never as something tappable', () => {
    renderWidget(TagWidget, { text: 'Collection' });
    expect(screen.getByText('Collection')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('fills a selected tag with its tone colour', () => {
    renderWidget(TagWidget, { text: 'Repayment', tone: 'brand', selected: true });
    expect(screen.getByText('Repayment')).toHaveStyle({ backgroundColor: testTheme.colors.brand });
  });

  it('renders nothing for empty text', () => {
    const { container } = renderWidget(TagWidget, { text: '' });
    expect(container).toBeEmptyDOMElement();
  });
});
