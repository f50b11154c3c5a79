import { css } from '@emotion/react';
import { cachedStyle } from '../../renderer/public';

// Spacing and depth shared by every widget, so pages composed from different widgets line up.
export const PAGE_PADDING = 16;
export const CARD_PADDING = 16;
export const TOUCH_TARGET = 44;
export const CARD_SHADOW = '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 14px rgba(16, 24, 40, 0.07)';

/** The white rounded panel used by cards, lists and product cards. */
export const cardSurface = cachedStyle((theme) =>
  css({
    background: theme.colors.surface,
    borderRadius: theme.radius.medium,
    boxShadow: CARD_SHADOW,
  }),
);

/** A focus ring that shows for keyboard users only; taps do not leave outlines behind. */
export const focusRing = cachedStyle((theme) =>
  css({
    '&:focus-visible': { outline: `2px solid ${theme.colors.brand}`, outlineOffset: 2 },
  }),
);

/** Hidden on screen, still read by screen readers (accessible names for icon-only content). */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * A translucent version of a theme colour for tinted backgrounds. Env colours are validated hex, but a
 * value from elsewhere falls back to the page grey rather than producing invalid CSS.
 */
export function tint(hex: string, alpha: number, fallback: string): string {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) return fallback;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
