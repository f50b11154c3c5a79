import { css, type Theme } from '@emotion/react';
import { cachedStyle } from '../../renderer/public';
import { TOUCH_TARGET } from '../shared/tokens';

/**
 * The bordered box shared by text inputs, text areas and picker rows. 16px text keeps iOS from zooming
 * the page when the control gets focus.
 */
export function controlStyle(theme: Theme, state: { invalid?: boolean; focusOn?: 'focus' | 'keyboard' }) {
  // Made once per theme and state: a text field re-renders on every keystroke.
  return controlStyleOf(theme, state.invalid === true, state.focusOn ?? 'focus');
}

const controlStyleOf = cachedStyle((theme: Theme, invalid: boolean, focusOn: 'focus' | 'keyboard') => {
  const { colors } = theme;
  const edge = invalid ? colors.danger : colors.brand;
  // Text controls show focus however it came (the caret is there); a tapped row button only for keyboards.
  const focused = focusOn === 'keyboard' ? '&:focus-visible' : '&:focus';
  return css({
    boxSizing: 'border-box',
    width: '100%',
    minHeight: TOUCH_TARGET,
    margin: 0,
    padding: '10px 12px',
    border: `1px solid ${invalid ? colors.danger : colors.border}`,
    borderRadius: theme.radius.small,
    background: colors.surface,
    color: colors.text,
    fontFamily: 'inherit',
    fontSize: 16,
    lineHeight: 1.4,
    WebkitTapHighlightColor: 'transparent',
    transition: 'border-color 120ms ease',
    '&::placeholder': { color: colors.muted, opacity: 1 },
    '&:focus': { outline: 'none' },
    [focused]: { borderColor: edge, boxShadow: `0 0 0 1px ${edge}` },
    '&:disabled': { background: colors.page, color: colors.muted, cursor: 'not-allowed' },
  });
});
