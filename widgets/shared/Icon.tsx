// Inline SVG icons drawn with currentColor, so they follow the text colour and need no network.
// Always decorative: the text next to an icon carries the meaning.
import { css } from '@emotion/react';

const PATHS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1C10.6 21 3 13.4 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v.4l8 5 8-5V7H4zm16 2.75-7.47 4.67a1 1 0 0 1-1.06 0L4 9.75V17h16V9.75z',
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 6a1.25 1.25 0 1 0 0 2.5A1.25 1.25 0 0 0 7 10zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 8v7h2v-7h-2zm1-4a1.25 1.25 0 1 0 0 2.5A1.25 1.25 0 0 0 12 6z',
  warning: 'M12 2.5 23 21.5H1L12 2.5zm-1 7v6h2v-6h-2zm1 7.75a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5z',
  success: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm4.3 6.3-5.8 5.8-2.8-2.8-1.4 1.4 4.2 4.2 7.2-7.2-1.4-1.4z',
  chevronRight: 'M9.3 5.3 15 11l.7.7-.7.7-5.7 5.6-1.4-1.4 5-5-5-5 1.4-1.3z',
  chevronDown: 'M5.3 8.3 12 15l6.7-6.7 1.4 1.4L12 17.8 3.9 9.7l1.4-1.4z',
  star: 'M12 2.5l2.94 6.1 6.66.9-4.86 4.63 1.2 6.62L12 17.6l-5.94 3.15 1.2-6.62L2.4 9.5l6.66-.9L12 2.5z',
  image:
    'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 12.6V18h16v-3.4l-4-4-5 5-3-3-4 4zM8 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  document:
    'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 12v2h8v-2H8zm0 4v2h8v-2H8z',
  refresh:
    'M17.65 6.35A7.95 7.95 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12 5 6.4z',
} as const;

export type IconName = keyof typeof PATHS;

const iconStyle = css({ flexShrink: 0, display: 'block' });

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      css={iconStyle}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
