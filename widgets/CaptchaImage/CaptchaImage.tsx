import { useMemo } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, useEndpointUrl, type CaptchaImageProps, type WidgetRenderProps } from '../../renderer/public';
import { Icon } from '../shared/Icon';
import { focusRing, visuallyHidden } from '../shared/tokens';
import { useImageFailed } from '../shared/useImageFailed';

const WIDTH = 112;
const HEIGHT = 44;

const frameStyle = cachedStyle((theme) =>
  css([
    css({
      position: 'relative',
      flex: 'none',
      width: WIDTH,
      height: HEIGHT,
      padding: 0,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radius.small,
      background: theme.colors.page,
      overflow: 'hidden',
      cursor: 'pointer',
      color: theme.colors.muted,
    }),
    focusRing(theme),
  ]),
);
const placeholderStyle = css({ display: 'inline-flex', alignItems: 'center', gap: 4, fontSize: 12 });
const imageStyle = css({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
// The small corner badge hints that a tap fetches a new image; the placeholder already shows the refresh icon.
const refreshBadgeStyle = cachedStyle((theme, failed: boolean) =>
  css({
    position: 'absolute',
    right: 2,
    bottom: 2,
    display: failed ? 'none' : 'inline-flex',
    padding: 1,
    borderRadius: 999,
    background: 'rgba(255, 255, 255, 0.85)',
    color: theme.colors.brand,
  }),
);

function isReady(params: Record<string, unknown>): boolean {
  return Object.values(params).every((value) => value !== '' && value !== undefined && value !== null);
}

export function CaptchaImage({ props, emit, busy, nodeAttributes }: WidgetRenderProps<CaptchaImageProps>) {
  const theme = useTheme();
  const build = useEndpointUrl();
  const { endpoint, params, reload = 0, timestampParam = 't', alt } = props;
  const paramsKey = JSON.stringify(params);
  // A new time each time the params or the reload count change, and only then: re-renders keep the same image.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stamp = useMemo(() => Date.now(), [paramsKey, reload]);
  const src = useMemo(() => {
    if (!build || !isReady(params)) return '';
    try {
      return build(endpoint, { ...params, [timestampParam]: String(stamp) });
    } catch {
      return ''; // not an image endpoint of the catalogue: show the placeholder rather than break the form
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [build, endpoint, paramsKey, timestampParam, stamp]);
  const { failed, onError } = useImageFailed(src);

  return (
    <button
      {...nodeAttributes}
      type="button"
      onClick={() => emit('refresh')}
      disabled={busy}
      aria-busy={busy ? 'true' : undefined}
      css={frameStyle(theme)}
    >
      <span css={visuallyHidden}>{alt}</span>
      {failed ? (
        <span aria-hidden="true" css={placeholderStyle}>
          <Icon name="refresh" size={16} />
        </span>
      ) : (
        <img src={src} alt="" onError={onError} width={WIDTH} height={HEIGHT} css={imageStyle} />
      )}
      <span aria-hidden="true" css={refreshBadgeStyle(theme, failed)}>
        <Icon name="refresh" size={12} />
      </span>
    </button>
  );
}
