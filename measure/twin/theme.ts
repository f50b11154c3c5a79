// The look of the app (the same colours, radii and type as the real screens), as plain constants and Emotion
// styles: a hand-written app needs no theme provider for one brand.
import { css } from '@emotion/react';
import env from '../../env.json';

export const colors = {
  brand: env.theme.background,
  accent: env.theme.accent,
  onBrand: env.theme.font,
  page: '#f3f5f9',
  surface: '#ffffff',
  text: '#1b2333',
  muted: '#5f6b7d',
  border: '#e3e7ee',
  danger: '#c62828',
  disabled: '#b8bfca',
};

export const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
export const TOUCH_TARGET = 44;

export const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    padding: 0;
    -webkit-text-size-adjust: 100%;
  }
  body {
    -webkit-tap-highlight-color: transparent;
    font-family: ${fontFamily};
    font-size: 15px;
    color: ${colors.text};
    background: ${colors.page};
  }
  button,
  input,
  textarea,
  select {
    font: inherit;
  }
`;

export const page = css({
  minHeight: '100vh',
  background: colors.page,
  color: colors.text,
  fontSize: 15,
  paddingBottom: 24,
});
export const section = css({ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 });
export const card = css({
  background: colors.surface,
  borderRadius: 12,
  boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 14px rgba(16, 24, 40, 0.07)',
});
export const subtitle = css({
  margin: 0,
  fontSize: 16,
  fontWeight: 600,
  lineHeight: 1.4,
  color: colors.text,
  overflowWrap: 'anywhere',
});
export const focusRing = css({ '&:focus-visible': { outline: `2px solid ${colors.brand}`, outlineOffset: 2 } });

/** The bordered box of text inputs and picker rows (16px text keeps iOS from zooming on focus). */
export const control = css({
  width: '100%',
  minHeight: TOUCH_TARGET,
  margin: 0,
  padding: '10px 12px',
  border: `1px solid ${colors.border}`,
  borderRadius: 6,
  background: colors.surface,
  color: colors.text,
  fontSize: 16,
  lineHeight: 1.4,
  '&:focus': { outline: 'none', borderColor: colors.brand, boxShadow: `0 0 0 1px ${colors.brand}` },
});
