import { useCallback } from 'react';
import { ThemeProvider, type Theme } from '@emotion/react';
import type { ThemeScopeProps, WidgetRenderProps } from '../../renderer/public';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function colour(value: string | undefined, fallback: string): string {
  return value !== undefined && HEX.test(value) ? value : fallback;
}

export function ThemeScope({ props, children }: WidgetRenderProps<ThemeScopeProps>) {
  const { brand, accent, onBrand } = props;
  const scoped = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      colors: {
        ...outer.colors,
        brand: colour(brand, outer.colors.brand),
        accent: colour(accent, outer.colors.accent),
        onBrand: colour(onBrand, outer.colors.onBrand),
      },
    }),
    [brand, accent, onBrand],
  );
  return <ThemeProvider theme={scoped}>{children}</ThemeProvider>;
}
