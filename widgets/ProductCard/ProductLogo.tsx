import { css, useTheme, type Theme } from '@emotion/react';
import { useImageFailed } from '../shared/useImageFailed';
import { tint } from '../shared/tokens';
import { cachedStyle, SERVER_IMAGE_ATTRIBUTES } from '../../renderer/public';

const SIZE = 40;

const box = { width: SIZE, height: SIZE, flexShrink: 0, borderRadius: 10 } as const;
const pictureStyle = cachedStyle((_theme: Theme, muted: boolean) =>
  css({ ...box, objectFit: 'cover', filter: muted ? 'grayscale(1)' : 'none' }),
);
const initialStyle = cachedStyle((theme: Theme, muted: boolean) =>
  css({
    ...box,
    filter: muted ? 'grayscale(1)' : 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: tint(theme.colors.brand, 0.12, theme.colors.page),
    color: theme.colors.brand,
    fontSize: 18,
    fontWeight: 700,
  }),
);

/** The product's logo, or its initial on a tinted square when there is no usable logo. Decorative: the name sits beside it. */
export function ProductLogo({ src, name, muted }: { src: string; name: string; muted: boolean }) {
  const theme = useTheme();
  const { failed, onError, src: approved } = useImageFailed(src);
  if (failed) {
    return (
      <span aria-hidden="true" css={initialStyle(theme, muted)}>
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={approved}
      alt=""
      width={SIZE}
      height={SIZE}
      {...SERVER_IMAGE_ATTRIBUTES}
      onError={onError}
      css={pictureStyle(theme, muted)}
    />
  );
}
