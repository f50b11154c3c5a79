import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/StatusBanner.schema.json';
import { StatusBannerWidget } from '../../../widgets/StatusBanner';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(StatusBannerWidget, {
  schema,
  valid: [
    { title: 'Under review', description: 'We will let you know within 1 day.', image: 'https://example.com/status-21.png' },
    { title: 'Loan closed', tone: 'accent' },
  ],
  invalid: [
    { props: { description: 'x' }, why: 'title is required' },
    { props: { title: 'x', tone: 'green' }, why: 'unknown tone' },
    { props: { title: 'x', height: 300 }, why: 'unknown property' },
  ],
});

describe('StatusBanner behaviour', () => {
  it('shows the title as the page heading with the description below', () => {
    renderWidget(StatusBannerWidget, { title: 'Under review', description: 'Within 1 day.' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Under review' });
    const description = screen.getByText('Within 1 day.');
    expect(heading.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('uses the image as the banner background', () => {
    const { container } = renderWidget(StatusBannerWidget, { title: 'Closed', image: 'https://example.com/200.png' });
    expect((container.firstChild as HTMLElement).style.backgroundImage).toContain('https://example.com/200.png');
  });

  it('keeps a crafted image URL inside its url() so it cannot add styles', () => {
    const { container } = renderWidget(StatusBannerWidget, { title: 'Closed', image: 'x"); color: red; background: url("y' });
    const banner = container.firstChild as HTMLElement;
    expect(banner.style.color).toBe('');
    expect(Array.from(banner.style)).toEqual(['background-image']);
  });
});
