import type { Ref } from 'react';
import { css, useTheme } from '@emotion/react';
import { Icon } from '../shared/Icon';
import { focusRing, visuallyHidden } from '../shared/tokens';
import { useImageFailed } from '../shared/useImageFailed';
import { SERVER_IMAGE_ATTRIBUTES } from '../../renderer/public';

interface ThumbnailProps {
  src: string;
  alt: string;
  removeLabel: string;
  onRemove(): void;
  removeRef: Ref<HTMLButtonElement>;
}

/** One uploaded image, cropped square, with its remove button in the corner. */
export function Thumbnail({ src, alt, removeLabel, onRemove, removeRef }: ThumbnailProps) {
  const theme = useTheme();
  const { failed, onError, src: approved } = useImageFailed(src);
  return (
    <>
      {failed ? (
        <div
          role="img"
          aria-label={alt}
          css={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%', background: theme.colors.page, color: theme.colors.disabled })}
        >
          <Icon name="image" size={28} />
        </div>
      ) : (
        <img src={approved} alt={alt} {...SERVER_IMAGE_ATTRIBUTES} onError={onError} css={css({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' })} />
      )}
      <button
        ref={removeRef}
        type="button"
        onClick={onRemove}
        css={[
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
          css({ '&:focus-visible': { outlineOffset: -2 } }),
        ]}
      >
        <Icon name="close" size={16} />
        <span css={visuallyHidden}>{removeLabel}</span>
      </button>
    </>
  );
}
