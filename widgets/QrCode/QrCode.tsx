import { useMemo } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type QrCodeProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { clampInt } from '../shared/values';
import { modulesPath, qrMatrix } from './qrMatrix';

/** The standard asks for 4 light modules around the code; scanners lose the finder patterns without them. */
const QUIET_ZONE = 4;

const errorStyle = cachedStyle((theme) =>
  css({ margin: 0, color: theme.colors.danger, fontSize: 14, textAlign: 'center' }),
);
const codeStyle = css({ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto', background: '#ffffff' });

export function QrCode({ props, nodeAttributes }: WidgetRenderProps<QrCodeProps>) {
  const theme = useTheme();
  const value = typeof props.value === 'string' ? props.value : '';
  const level = props.errorCorrection ?? 'M';
  const size = clampInt(props.size, 120, 360, 220);
  const word = useAppWords();
  const label = props.label || word('app.qrCode');
  const matrix = useMemo(() => (value ? qrMatrix(value, level) : null), [value, level]);

  if (!value) return null;
  if (!matrix) {
    return (
      <p {...nodeAttributes} css={errorStyle(theme)}>
        {word('app.qrTooLong')}
      </p>
    );
  }
  const extent = matrix.size + QUIET_ZONE * 2;
  return (
    <svg
      {...nodeAttributes}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-modules={matrix.size}
      css={codeStyle}
    >
      {/* Always black on white: a themed or dark-mode colour would cut the contrast scanners rely on. */}
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={modulesPath(matrix, QUIET_ZONE)} fill="#000000" />
    </svg>
  );
}
