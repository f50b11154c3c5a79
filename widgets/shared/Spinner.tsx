import { css, keyframes, useTheme } from '@emotion/react';
import { cachedStyle } from '../../renderer/public';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const ringStyle = cachedStyle((_theme, size: number) =>
  css({
    display: 'block',
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  }),
);

/** A turning ring in the current text colour; decorative, the busy control says what is happening. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span aria-hidden="true" css={ringStyle(useTheme(), size)} />;
}
