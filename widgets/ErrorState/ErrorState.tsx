import { css, useTheme } from '@emotion/react';
import {
  cachedStyle,
  SERVER_IMAGE_ATTRIBUTES,
  useAppWords,
  type ErrorStateProps,
  type WidgetRenderProps,
} from '../../renderer/public';
import { ActionButton } from '../shared/ActionButton';
import { useImageFailed } from '../shared/useImageFailed';
import { asText } from '../shared/values';

const boxStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '32px 16px',
  textAlign: 'center',
});
const illustrationStyle = css({ width: 120, maxWidth: '60%', height: 'auto', marginBottom: 8 });
const titleStyle = cachedStyle((theme) =>
  css({ margin: 0, fontSize: theme.font.title, fontWeight: 600, color: theme.colors.text }),
);
const messageStyle = cachedStyle((theme) =>
  css({ margin: 0, maxWidth: '28em', fontSize: 14, lineHeight: 1.5, color: theme.colors.muted }),
);
const retryStyle = css({ marginTop: 16, minWidth: 160 });

export function ErrorState({ props, emit, busy, nodeAttributes }: WidgetRenderProps<ErrorStateProps>) {
  const theme = useTheme();
  const { message = '' } = props;
  const word = useAppWords();
  const title = props.title || word('app.errorTitle');
  const retryLabel = props.retryLabel || word('app.retry');
  const image = asText(props.image);
  const illustration = useImageFailed(image);
  return (
    <div {...nodeAttributes} css={boxStyle}>
      {/* width/height reserve its space (5:4, our illustrations) until it loads; CSS keeps its own proportions after. */}
      {!illustration.failed && (
        <img
          src={illustration.src}
          alt=""
          {...SERVER_IMAGE_ATTRIBUTES}
          width={120}
          height={96}
          onError={illustration.onError}
          css={illustrationStyle}
        />
      )}
      <h2 css={titleStyle(theme)}>{asText(title)}</h2>
      {message && <p css={messageStyle(theme)}>{asText(message)}</p>}
      {props.retry !== false && (
        <div css={retryStyle}>
          <ActionButton label={asText(retryLabel)} busy={busy} onTap={() => emit('retry')} />
        </div>
      )}
    </div>
  );
}
