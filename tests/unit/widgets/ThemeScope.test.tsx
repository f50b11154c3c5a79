import { useTheme } from '@emotion/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/widgets/ThemeScope.schema.json';
import { ThemeScopeWidget } from '../../../widgets/ThemeScope';
import { renderWidget, testTheme, widgetContract } from '../../widget-contract';

widgetContract(ThemeScopeWidget, {
  schema,
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
    renderWidget(ThemeScopeWidget, { brand: '#0a7d4f', accent: '#F5A623', onBrand: '#fff' }, { children: <Colours /> });
    expect(screen.getByText(`#0a7d4f #F5A623 #fff ${env.page}`)).toBeVisible();
  });

  it('keeps the env theme for a missing colour and for anything that is not a hex colour', () => {
    renderWidget(ThemeScopeWidget, { brand: 'red;background:url(x)', accent: '' }, { children: <Colours /> });
    expect(screen.getByText(`${env.brand} ${env.accent} ${env.onBrand} ${env.page}`)).toBeVisible();
  });

  it('adds no element of its own', () => {
    const { container } = renderWidget(ThemeScopeWidget, {}, { children: <Colours /> });
    expect(container.firstElementChild?.tagName).toBe('P');
  });
});
