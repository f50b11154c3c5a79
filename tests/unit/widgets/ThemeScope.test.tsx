import { useTheme } from '@emotion/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/widgets/ThemeScope.schema.json';
import { ThemeScopeWidget } from '../../../widgets/ThemeScope';
import { renderWidget, testTheme, widgetContract } from '../../widget-contract';

widgetContract(ThemeScopeWidget, {
  schema,
  ownElement: false, // a theme for its children, no element of its own
  valid: [{}, { brand: '#0a7d4f', accent: '#f5a623', onBrand: '#fff' }, { brand: 'not a colour' }],
  invalid: [
    { props: { brand: 12 }, why: 'colours are text' },
    { props: { background: '#000' }, why: 'unknown property' },
  ],
});

function Colours() {
  const { colors } = useTheme();
  return <p>{`${colors.brand} ${colors.accent} ${colors.onBrand} ${colors.page}`}</p>;
}

describe('ThemeScope behaviour', () => {
  const env = testTheme.colors;

  it('gives its children the template colours', () => {
    renderWidget(ThemeScopeWidget, { brand: '#0a7d4f', accent: '#B45309', onBrand: '#fff' }, { children: <Colours /> });
    expect(screen.getByText(`#0a7d4f #B45309 #fff ${env.page}`)).toBeVisible();
  });

  it('keeps the env theme for a missing colour and for anything that is not a hex colour', () => {
    renderWidget(ThemeScopeWidget, { brand: 'red;background:url(x)', accent: '' }, { children: <Colours /> });
    expect(screen.getByText(`${env.brand} ${env.accent} ${env.onBrand} ${env.page}`)).toBeVisible();
  });

  it('a colour that would leave the text unreadable (below 4.5:1) keeps the env colour', () => {
    renderWidget(ThemeScopeWidget, { brand: '#0B6E4F', accent: '#E8871E' }, { children: <Colours /> });
    expect(screen.getByText(`#0B6E4F ${env.accent} ${env.onBrand} ${env.page}`)).toBeVisible();
  });

  it('adds no element of its own', () => {
    const { container } = renderWidget(ThemeScopeWidget, {}, { children: <Colours /> });
    expect(container.firstElementChild?.tagName).toBe('P');
  });
});
