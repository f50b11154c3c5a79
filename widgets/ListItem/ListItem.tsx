import { css, useTheme } from '@emotion/react';
import { SERVER_IMAGE_ATTRIBUTES, type ListItemProps, type WidgetRenderProps } from '../../renderer/public';
import { Icon } from '../shared/Icon';
import { CARD_PADDING, CARD_SHADOW, focusRing } from '../shared/tokens';
import { useImageFailed } from '../shared/useImageFailed';
import { asText } from '../shared/values';

// Spans styled as blocks: a <button> may only hold phrasing content.
const block = css({ display: 'block', minWidth: 0, overflowWrap: 'anywhere' });

export function ListItem({ props, emit, busy }: WidgetRenderProps<ListItemProps>) {
  const theme = useTheme();
  const { colors } = theme;
  const { chevron = false, selected = false, tappable = true } = props;
  const [title, subtitle, meta, body] = [props.title, props.subtitle, props.meta, props.body].map(asText);
  const image = useImageFailed(asText(props.image));

  const content = (
    <>
      {!image.failed && (
        // Decorative: the title already names the row.
        <img src={image.src} alt="" width={40} height={40} {...SERVER_IMAGE_ATTRIBUTES} onError={image.onError} css={css({ width: 40, height: 40, flexShrink: 0, borderRadius: 10, objectFit: 'cover' })} />
      )}
      <span css={[block, css({ flex: 1, display: 'flex', flexDirection: 'column', gap: 4 })]}>
        <span css={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 12 })}>
          <span css={[block, css({ fontSize: 15, fontWeight: 600, lineHeight: 1.4, color: colors.text })]}>{title}</span>
          {meta && <span css={css({ flexShrink: 0, fontSize: 12, lineHeight: 1.4, color: colors.muted, fontVariantNumeric: 'tabular-nums' })}>{meta}</span>}
        </span>
        {subtitle && <span css={[block, css({ fontSize: theme.font.small, lineHeight: 1.4, color: colors.muted })]}>{subtitle}</span>}
        {body && (
          <span
            css={[
              block,
              css({ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontSize: 14, lineHeight: 1.5, color: colors.text }),
            ]}
          >
            {body}
          </span>
        )}
      </span>
      {chevron && (
        <span css={css({ alignSelf: 'center', color: colors.disabled })}>
          <Icon name="chevronRight" size={18} />
        </span>
      )}
    </>
  );

  const row = css({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: 12,
    width: '100%',
    padding: CARD_PADDING,
    border: `1px solid ${selected ? colors.brand : 'transparent'}`,
    borderRadius: theme.radius.medium,
    background: colors.surface,
    boxShadow: CARD_SHADOW,
    color: colors.text,
    textAlign: 'left',
  });

  if (!tappable) {
    return (
      <div aria-current={selected ? 'true' : undefined} css={row}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      aria-busy={busy ? 'true' : undefined}
      // The renderer already ignores taps while this row's chain runs; the row keeps its look meanwhile.
      onClick={() => emit('tap')}
      css={[
        row,
        css({
          fontFamily: 'inherit',
          cursor: busy ? 'progress' : 'pointer',
          WebkitTapHighlightColor: 'transparent',
          transition: 'background 120ms ease',
          '&:active': { background: colors.page },
        }),
        focusRing(theme),
      ]}
    >
      {content}
    </button>
  );
}
