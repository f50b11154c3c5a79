import type { Ref } from 'react';
import { css, useTheme } from '@emotion/react';
import { Icon } from '../shared/Icon';
import { focusRing, visuallyHidden } from '../shared/tokens';
import { useImageFailed } from '../shared/useImageFailed';
import { SERVER_IMAGE_ATTRIBUTES, cachedStyle } from '../../renderer/public';

interface ThumbnailProps {
  src: string;
  alt: string;
  removeLabel: string;
  onRemove(): void;
  removeRef: Ref<HTMLButtonElement>;
}

const placeholderStyle = cachedStyle((theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    background: theme.colors.page,
    color: theme.colors.disabled,
  }),
);
const imageStyle = css({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
const removeStyle = cachedStyle((theme) =>
  css([
    css({
      position: 'absolute',
      top: 2,
      right: 2,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 32,
      height: 32,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'rgba(16, 24, 40, 0.62)',
      color: '#ffffff',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
    }),
    focusRing(theme),
    // The ring goes inside the button: outside it, the tile's overflow: hidden would clip it.
    css({ '&:focus-visible': { outlineOffset: -2 } }),
  ]),
);

/** One uploaded image, cropped square, with its remove button in the corner. */
export function Thumbnail({ src, alt, removeLabel, onRemove, removeRef }: ThumbnailProps) {
  const theme = useTheme();
  const { failed, onError, src: approved } = useImageFailed(src);
  return (
    <>
      {failed ? (
        <div role="img" aria-label={alt} css={placeholderStyle(theme)}>
          <Icon name="image" size={28} />
        </div>
      ) : (
        <img src={approved} alt={alt} {...SERVER_IMAGE_ATTRIBUTES} onError={onError} css={imageStyle} />
      )}
      <button ref={removeRef} type="button" onClick={onRemove} css={removeStyle(theme)}>
        <Icon name="close" size={16} />
        <span css={visuallyHidden}>{removeLabel}</span>
      </button>
    </>
  );
}
