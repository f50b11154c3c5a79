import { css, useTheme } from '@emotion/react';
import {
  cachedStyle,
  SERVER_IMAGE_ATTRIBUTES,
  type ListItemProps,
  type WidgetRenderProps,
} from '../../renderer/public';
import { Icon } from '../shared/Icon';
import { CARD_PADDING, CARD_SHADOW, focusRing } from '../shared/tokens';
import { useImageFailed } from '../shared/useImageFailed';
import { asText } from '../shared/values';

// Spans styled as blocks: a <button> may only hold phrasing content. Every style is built once per theme (and
// variant), not per row and render: a list of complaints renders dozens of these.
const block = css({ display: 'block', minWidth: 0, overflowWrap: 'anywhere' });
const imageStyle = css({ width: 40, height: 40, flexShrink: 0, borderRadius: 10, objectFit: 'cover' });
const textColumnStyle = css([block, { flex: 1, display: 'flex', flexDirection: 'column', gap: 4 }]);
const titleRowStyle = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 12 });
const titleStyle = cachedStyle((theme) =>
  css([block, { fontSize: 15, fontWeight: 600, lineHeight: 1.4, color: theme.colors.text }]),
);
const metaStyle = cachedStyle((theme) =>
  css({ flexShrink: 0, fontSize: 12, lineHeight: 1.4, color: theme.colors.muted, fontVariantNumeric: 'tabular-nums' }),
);
const subtitleStyle = cachedStyle((theme) =>
  css([block, { fontSize: theme.font.small, lineHeight: 1.4, color: theme.colors.muted }]),
);
const bodyStyle = cachedStyle((theme) =>
  css([
    block,
    {
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      fontSize: 14,
      lineHeight: 1.5,
      color: theme.colors.text,
    },
  ]),
);
const chevronStyle = cachedStyle((theme) => css({ alignSelf: 'center', color: theme.colors.disabled }));

const rowStyle = cachedStyle((theme, selected: boolean) =>
  css({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: 12,
    width: '100%',
    padding: CARD_PADDING,
    border: `1px solid ${selected ? theme.colors.brand : 'transparent'}`,
    borderRadius: theme.radius.medium,
    background: theme.colors.surface,
    boxShadow: CARD_SHADOW,
    color: theme.colors.text,
    textAlign: 'left',
  }),
);
const tappableRowStyle = cachedStyle((theme, selected: boolean, busy: boolean) =>
  css([
    rowStyle(theme, selected),
    {
      fontFamily: 'inherit',
      cursor: busy ? 'progress' : 'pointer',
      WebkitTapHighlightColor: 'transparent',
      transition: 'background 120ms ease',
      '&:active': { background: theme.colors.page },
    },
    focusRing(theme),
  ]),
);

export function ListItem({ props, emit, busy, nodeAttributes }: WidgetRenderProps<ListItemProps>) {
  const theme = useTheme();
  const { chevron = false, selected = false, tappable = true } = props;
  const [title, subtitle, meta, body] = [props.title, props.subtitle, props.meta, props.body].map(asText);
  const image = useImageFailed(asText(props.image));

  const content = (
    <>
      {!image.failed && (
        // Decorative: the title already names the row.
        <img
          src={image.src}
          alt=""
          width={40}
          height={40}
          {...SERVER_IMAGE_ATTRIBUTES}
          onError={image.onError}
          css={imageStyle}
        />
      )}
      <span css={textColumnStyle}>
        <span css={titleRowStyle}>
          <span css={titleStyle(theme)}>{title}</span>
          {meta && <span css={metaStyle(theme)}>{meta}</span>}
        </span>
        {subtitle && <span css={subtitleStyle(theme)}>{subtitle}</span>}
        {body && <span css={bodyStyle(theme)}>{body}</span>}
      </span>
      {chevron && (
        <span css={chevronStyle(theme)}>
          <Icon name="chevronRight" size={18} />
        </span>
      )}
    </>
  );

  if (!tappable) {
    return (
      <div {...nodeAttributes} aria-current={selected ? 'true' : undefined} css={rowStyle(theme, selected)}>
        {content}
      </div>
    );
  }
  return (
    <button
      {...nodeAttributes}
      type="button"
      aria-current={selected ? 'true' : undefined}
      aria-busy={busy ? 'true' : undefined}
      // The renderer already ignores taps while this row's chain runs; the row keeps its look meanwhile.
      onClick={() => emit('tap')}
      css={tappableRowStyle(theme, selected, busy)}
    >
      {content}
    </button>
  );
}
