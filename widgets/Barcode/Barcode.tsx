import { useMemo } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type BarcodeProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { clampInt } from '../shared/values';
import { barsOf, code128Modules } from './bars';

/** Code 128 wants at least 10 modules of space on each side; scanners miss the start bar without it. */
const QUIET_ZONE = 10;
/** px per module: 2 keeps the narrowest bar readable by cheap laser scanners at a phone's density. */
const MODULE_PX = 2;

const errorStyle = cachedStyle((theme) =>
  css({ margin: 0, color: theme.colors.danger, fontSize: 14, textAlign: 'center' }),
);
const figureStyle = css({ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 });
// White behind the bars whatever the theme: scanners need the contrast.
const barsStyle = css({ display: 'block', maxWidth: '100%', background: '#ffffff' });
const captionStyle = cachedStyle((theme) =>
  css({
    fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
    fontSize: 16,
    letterSpacing: 2,
    color: theme.colors.text,
  }),
);

export function Barcode({ props, nodeAttributes }: WidgetRenderProps<BarcodeProps>) {
  const theme = useTheme();
  const value = typeof props.value === 'string' ? props.value : '';
  const height = clampInt(props.height, 40, 200, 88);
  const { showText = true } = props;
  const word = useAppWords();
  const label = props.label || word('app.barcode');
  const modules = useMemo(() => (value ? code128Modules(value) : null), [value]);

  if (!value) return null;
  if (modules === null) {
    return (
      <p {...nodeAttributes} css={errorStyle(theme)}>
        {word('app.barcodeUnusable')}
      </p>
    );
  }
  const extent = modules.length + QUIET_ZONE * 2;
  return (
    <figure {...nodeAttributes} css={figureStyle}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${extent} ${height / MODULE_PX}`}
        width={extent * MODULE_PX}
        height={height}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        css={barsStyle}
      >
        <rect width={extent} height={height / MODULE_PX} fill="#ffffff" />
        {barsOf(modules).map((bar) => (
          <rect key={bar.x} x={bar.x + QUIET_ZONE} width={bar.width} height={height / MODULE_PX} fill="#000000" />
        ))}
      </svg>
      {showText && <figcaption css={captionStyle(theme)}>{value}</figcaption>}
    </figure>
  );
}
