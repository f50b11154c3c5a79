import { useState } from 'react';
import { css, useTheme } from '@emotion/react';
import {
  cachedStyle,
  SERVER_IMAGE_ATTRIBUTES,
  useAppWords,
  useGuardedUrl,
  type ImageProps,
  type WidgetRenderProps,
} from '../../renderer/public';
import { Icon } from '../shared/Icon';
import { focusRing } from '../shared/tokens';
import { useImageFailed } from '../shared/useImageFailed';
import { asText } from '../shared/values';
import { ImageViewer } from './ImageViewer';

/** What the picture's box depends on: width, height, aspect ratio, corner radius. */
type Box = [
  width: ImageProps['width'],
  height: ImageProps['height'],
  aspectRatio: ImageProps['aspectRatio'],
  radius: number,
];

/** The picture's box (and its placeholder's): its size, or the width it is given and the height its ratio makes. */
const boxStyle = cachedStyle((_theme, ...[width, height, aspectRatio, radius]: Box) =>
  css({
    display: 'block',
    boxSizing: 'border-box',
    width: width ?? '100%',
    maxWidth: '100%',
    height: height ?? 'auto',
    aspectRatio: height === undefined && aspectRatio !== undefined ? String(aspectRatio) : undefined,
    borderRadius: radius,
  }),
);

const pictureStyle = cachedStyle((theme, fit: NonNullable<ImageProps['fit']>, ...box: Box) =>
  css([boxStyle(theme, ...box), { objectFit: fit }]),
);

const placeholderStyle = cachedStyle((theme, ...box: Box) => {
  const [, height] = box;
  return css([
    boxStyle(theme, ...box),
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      aspectRatio: height ? undefined : '16 / 9',
      background: theme.colors.page,
      border: `1px solid ${theme.colors.border}`,
      color: theme.colors.disabled,
    },
  ]);
});

const zoomButtonStyle = cachedStyle((theme, width: ImageProps['width'], radius: number) =>
  css([
    {
      display: 'block',
      width: width ?? '100%',
      maxWidth: '100%',
      padding: 0,
      border: 0,
      background: 'none',
      borderRadius: radius,
      cursor: 'zoom-in',
    },
    focusRing(theme),
  ]),
);

export function Image({ props, nodeAttributes }: WidgetRenderProps<ImageProps>) {
  const theme = useTheme();
  const {
    width,
    height,
    radius = 8,
    fit = 'cover',
    zoomable = false,
    guarded = false,
    aspectRatio,
    priority = false,
  } = props;
  // A guarded source is fetched only once the URL guard accepts it; until then (or if refused) the placeholder shows.
  const src = useGuardedUrl(asText(props.src), guarded) ?? '';
  const alt = asText(props.alt);
  const { failed, onError, src: approved } = useImageFailed(src);
  const [viewing, setViewing] = useState(false);
  const word = useAppWords();

  if (failed) {
    // A neutral box keeps the layout steady; a broken-image icon would look like our fault.
    return (
      <div
        {...nodeAttributes}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        css={placeholderStyle(theme, width, height, aspectRatio, radius)}
      >
        <Icon name="image" size={28} />
      </div>
    );
  }

  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : {};
  const picture = (
    <img
      {...(zoomable ? undefined : nodeAttributes)}
      src={approved}
      alt={alt}
      {...SERVER_IMAGE_ATTRIBUTES}
      {...loading}
      {...(width !== undefined ? { width } : {})}
      {...(height !== undefined ? { height } : {})}
      onError={onError}
      css={pictureStyle(theme, fit, width, height, aspectRatio, radius)}
    />
  );
  if (!zoomable) return picture;

  return (
    <>
      <button
        {...nodeAttributes}
        type="button"
        aria-label={alt ? undefined : word('app.viewImage')}
        onClick={() => setViewing(true)}
        css={zoomButtonStyle(theme, width, radius)}
      >
        {picture}
      </button>
      {viewing && (
        <ImageViewer
          src={approved}
          alt={alt}
          onClose={() => setViewing(false)}
          closeLabel={asText(props.closeLabel) || word('app.close')}
        />
      )}
    </>
  );
}
