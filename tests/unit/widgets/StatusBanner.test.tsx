import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/StatusBanner.schema.json';
import { StatusBannerWidget } from '../../../widgets/StatusBanner';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(StatusBannerWidget, {
  schema,
  valid: [
    {
      title: 'Under review',
      description: 'We will let you know within 1 day.',
      image: 'https://cdn.pesonow.ph/status-21.png',
    },
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

  it('shows the image behind the text, without a Referer, and only from an image origin', () => {
    const { container } = renderWidget(StatusBannerWidget, {
      title: 'Closed',
      image: 'https://cdn.pesonow.ph/200.png',
    });
    const picture = container.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('https://cdn.pesonow.ph/200.png');
    expect(picture?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect((container.firstChild as HTMLElement).style.backgroundImage).toBe('');
  });

  it.each([['javascript:alert(1)'], ['https://tracker.example/pixel.png'], ['x"); color: red; background: url("y']])(
    'does not load %s',
    (image) => {
      const { container } = renderWidget(StatusBannerWidget, { title: 'Closed', image });
      expect(container.querySelector('img')).toBeNull();
      expect((container.firstChild as HTMLElement).getAttribute('style')).toBeNull();
    },
  );
});
