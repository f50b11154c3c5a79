import { css, useTheme } from '@emotion/react';
import type { StatusBannerProps, WidgetRenderProps } from '../../renderer/public';
import { PAGE_PADDING, cssUrl } from '../shared/tokens';
import { asText } from '../shared/values';

const BANNER_HEIGHT = 170;

export function StatusBanner({ props }: WidgetRenderProps<StatusBannerProps>) {
  const theme = useTheme();
  const { tone = 'brand' } = props;
  const image = asText(props.image);
  const title = asText(props.title);
  const description = asText(props.description);
  return (
    <div
      // The picture is per-status data, so it goes in the style attribute instead of minting a class per URL.
      style={image ? { backgroundImage: cssUrl(image) } : undefined}
      css={css({
        boxSizing: 'border-box',
        minHeight: BANNER_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 8,
        padding: `24px ${PAGE_PADDING}px`,
        backgroundColor: tone === 'accent' ? theme.colors.accent : theme.colors.brand,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
        color: theme.colors.onBrand,
        // Keeps white text legible over light parts of a photo.
        textShadow: '0 1px 2px rgba(0, 0, 0, 0.25)',
      })}
    >
      {title && <h1 css={css({ margin: 0, fontSize: 22, fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' })}>{title}</h1>}
      {description && <p css={css({ margin: 0, maxWidth: '32em', fontSize: 14, lineHeight: 1.5, opacity: 0.92 })}>{description}</p>}
    </div>
  );
}
