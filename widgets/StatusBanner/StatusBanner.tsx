import { css, useTheme } from '@emotion/react';
import {
  SERVER_IMAGE_ATTRIBUTES,
  cachedStyle,
  type StatusBannerProps,
  type WidgetRenderProps,
} from '../../renderer/public';
import { PAGE_PADDING } from '../shared/tokens';
import { useImageFailed } from '../shared/useImageFailed';
import { asText } from '../shared/values';

const BANNER_HEIGHT = 170;

const bannerStyle = cachedStyle((theme, tone: NonNullable<StatusBannerProps['tone']>) =>
  css({
    position: 'relative',
    overflow: 'hidden',
    boxSizing: 'border-box',
    minHeight: BANNER_HEIGHT,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: 8,
    padding: `24px ${PAGE_PADDING}px`,
    backgroundColor: tone === 'accent' ? theme.colors.accent : theme.colors.brand,
    color: theme.colors.onBrand,
    // Keeps white text legible over light parts of a photo.
    textShadow: '0 1px 2px rgba(0, 0, 0, 0.25)',
  }),
);
const pictureStyle = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: 0,
});
const titleStyle = css({
  position: 'relative',
  margin: 0,
  fontSize: 22,
  fontWeight: 700,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});
const descriptionStyle = css({
  position: 'relative',
  margin: 0,
  maxWidth: '32em',
  fontSize: 14,
  lineHeight: 1.5,
  opacity: 0.92,
});

export function StatusBanner({ props, nodeAttributes }: WidgetRenderProps<StatusBannerProps>) {
  const theme = useTheme();
  const { tone = 'brand' } = props;
  const picture = useImageFailed(asText(props.image));
  const title = asText(props.title);
  const description = asText(props.description);
  return (
    <div {...nodeAttributes} css={bannerStyle(theme, tone)}>
      {/* An <img>, not a CSS background: it obeys the image rule and carries its own no-referrer policy. */}
      {!picture.failed && (
        <img
          src={picture.src}
          alt=""
          {...SERVER_IMAGE_ATTRIBUTES}
          loading="eager"
          fetchPriority="high"
          onError={picture.onError}
          css={pictureStyle}
        />
      )}
      {title && <h1 css={titleStyle}>{title}</h1>}
      {description && <p css={descriptionStyle}>{description}</p>}
    </div>
  );
}
