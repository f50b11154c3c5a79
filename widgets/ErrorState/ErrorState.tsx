import { css, useTheme } from '@emotion/react';
import { SERVER_IMAGE_ATTRIBUTES, type ErrorStateProps, type WidgetRenderProps } from '../../renderer/public';
import { ActionButton } from '../shared/ActionButton';
import { useImageFailed } from '../shared/useImageFailed';
import { asText } from '../shared/values';

export function ErrorState({ props, emit, busy }: WidgetRenderProps<ErrorStateProps>) {
  const theme = useTheme();
  const { title = 'Something went wrong', message = '', retryLabel = 'Retry' } = props;
  const image = asText(props.image);
  const illustration = useImageFailed(image);
  return (
    <div css={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '32px 16px', textAlign: 'center' })}>
      {/* width/height reserve its space (5:4, our illustrations) until it loads; CSS keeps its own proportions after. */}
      {!illustration.failed && <img src={illustration.src} alt="" {...SERVER_IMAGE_ATTRIBUTES} width={120} height={96} onError={illustration.onError} css={css({ width: 120, maxWidth: '60%', height: 'auto', marginBottom: 8 })} />}
      <h2 css={css({ margin: 0, fontSize: theme.font.title, fontWeight: 600, color: theme.colors.text })}>{asText(title)}</h2>
      {message && <p css={css({ margin: 0, maxWidth: '28em', fontSize: 14, lineHeight: 1.5, color: theme.colors.muted })}>{asText(message)}</p>}
      <div css={css({ marginTop: 16, minWidth: 160 })}>
        <ActionButton label={asText(retryLabel)} busy={busy} onTap={() => emit('retry')} />
      </div>
    </div>
  );
}
