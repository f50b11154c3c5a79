// @vitest-environment node
// Widget styles are built once per theme and arguments, not on every render.
import { css, type Theme } from '@emotion/react';
import { describe, expect, it, vi } from 'vitest';
import { cachedStyle } from '../../../renderer/public';

const theme = (brand: string) => ({ colors: { brand } }) as unknown as Theme;

describe('cachedStyle', () => {
  it('builds a style once per theme and argument list, and hands back the same styles after', () => {
    const make = vi.fn((t: Theme, variant: string, wide: boolean) =>
      css({ color: t.colors.brand, width: wide ? '100%' : 'auto', content: `"${variant}"` }),
    );
    const style = cachedStyle(make);
    const blue = theme('#00f');
    const first = style(blue, 'primary', true);
    expect(style(blue, 'primary', true)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(style(blue, 'primary', false)).not.toBe(first);
    expect(style(blue, 'text', true).styles).toContain('"text"');
    expect(style(theme('#f00'), 'primary', true).styles).toContain('#f00');
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('tells undefined, null and the text "undefined" apart', () => {
    const style = cachedStyle((_: Theme, value: string | null | undefined) =>
      css({ content: `"${String(value)}-${typeof value}"` }),
    );
    const t = theme('#000');
    expect(new Set([style(t, undefined), style(t, null), style(t, 'undefined')]).size).toBe(3);
  });
});
