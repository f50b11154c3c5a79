import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/Hero.schema.json';
import { HeroWidget } from '../../../widgets/Hero';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(HeroWidget, {
  schema,
  valid: [
    { title: 'Cash loans that fit your plans' },
    {
      title: 'Cash loans that fit your plans',
      eyebrow: 'PesoNow Lending Corporation',
      text: 'A decision within 1 day.',
      image: '/site/hero.svg',
    },
    { title: 'About Us', size: 'compact', text: 'Who we are.' },
  ],
  invalid: [
    { props: {}, why: 'title is required' },
    { props: { title: '' }, why: 'an empty headline' },
    { props: { title: 'x', size: 'huge' }, why: 'unknown size' },
    { props: { title: 'x', html: '<b>x</b>' }, why: 'no way to pass HTML' },
  ],
});

describe('Hero behaviour', () => {
  it('makes the title the page h1 and shows the eyebrow, the lead and the children', () => {
    renderWidget(
      HeroWidget,
      { title: 'Cash loans', eyebrow: 'PesoNow', text: 'Fast and clear.' },
      { children: <button type="button">Apply</button> },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cash loans' })).toBeInTheDocument();
    expect(screen.getByText('PesoNow')).toBeInTheDocument();
    expect(screen.getByText('Fast and clear.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('its picture is decorative, and a compact hero has none', () => {
    const { container, unmount } = renderWidget(HeroWidget, {
      title: 'Cash loans',
      image: '/site/hero.svg',
    });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    unmount();
    const compact = renderWidget(HeroWidget, {
      title: 'About Us',
      size: 'compact',
      image: '/site/hero.svg',
    });
    expect(compact.container.querySelector('img')).toBeNull();
  });

  it('shows markup literally', () => {
    const { container } = renderWidget(HeroWidget, {
      title: '<img src=x onerror=alert(1)>',
      text: '<script>x</script>',
    });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
  });
});
