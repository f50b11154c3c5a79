import { useCallback } from 'react';
import { ThemeProvider, type Theme } from '@emotion/react';
import type { ThemeScopeProps, WidgetRenderProps } from '../../renderer/public';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** WCAG AA for body text: white button labels on a template's orange must stay readable. */
const MIN_CONTRAST = 4.5;

function colour(value: string | undefined, fallback: string): string {
  return value !== undefined && HEX.test(value) ? value : fallback;
}

function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A background colour for text in `text`: the template's when readable, else the env theme's. */
function background(value: string | undefined, text: string, fallback: string): string {
  const chosen = colour(value, fallback);
  return HEX.test(chosen) && HEX.test(text) && contrast(chosen, text) < MIN_CONTRAST ? fallback : chosen;
}

export function ThemeScope({ props, children }: WidgetRenderProps<ThemeScopeProps>) {
  const { brand, accent, onBrand } = props;
  const scoped = useCallback(
    (outer: Theme): Theme => {
      const text = colour(onBrand, outer.colors.onBrand);
      return {
        ...outer,
        colors: {
          ...outer.colors,
          brand: background(brand, text, outer.colors.brand),
          accent: background(accent, text, outer.colors.accent),
          onBrand: text,
        },
      };
    },
    [brand, accent, onBrand],
  );
  return <ThemeProvider theme={scoped}>{children}</ThemeProvider>;
}
