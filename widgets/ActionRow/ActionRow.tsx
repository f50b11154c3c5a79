import { css, useTheme } from '@emotion/react';
import { cachedStyle, type ActionRowProps, type WidgetRenderProps } from '../../renderer/public';
import { Icon } from '../shared/Icon';
import { TOUCH_TARGET, cardSurface, focusRing, tint } from '../shared/tokens';
import { asText } from '../shared/values';

const rowStyle = cachedStyle((theme) =>
  css([
    cardSurface(theme),
    css({
      display: 'flex',
      alignItems: 'center',
      gap: 12,
      width: '100%',
      minHeight: TOUCH_TARGET + 12,
      padding: '10px 12px 10px 16px',
      border: 0,
      color: theme.colors.text,
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      '&:active:not(:disabled)': { background: theme.colors.page },
      '&:disabled': { cursor: 'progress', opacity: 0.7 },
    }),
    focusRing(theme),
  ]),
);
const iconStyle = cachedStyle((theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    flexShrink: 0,
    borderRadius: '50%',
    background: tint(theme.colors.brand, 0.1, theme.colors.page),
    color: theme.colors.brand,
  }),
);
const labelStyle = cachedStyle((theme) =>
  css({ flex: '1 1 auto', minWidth: 0, fontSize: theme.font.body, fontWeight: 500 }),
);
const valueStyle = cachedStyle((theme) =>
  css({
    flex: '0 1 auto',
    minWidth: 0,
    maxWidth: '60%',
    color: theme.colors.muted,
    fontSize: 14,
    textAlign: 'end',
    overflowWrap: 'anywhere',
  }),
);
const chevronStyle = cachedStyle((theme) => css({ color: theme.colors.disabled }));

export function ActionRow({ props, emit, busy, nodeAttributes }: WidgetRenderProps<ActionRowProps>) {
  const theme = useTheme();
  const { icon = 'none', chevron = true } = props;
  const value = asText(props.value);
  return (
    <button
      {...nodeAttributes}
      type="button"
      disabled={busy}
      aria-busy={busy ? 'true' : undefined}
      onClick={() => emit('tap')}
      css={rowStyle(theme)}
    >
      {icon !== 'none' && (
        <span css={iconStyle(theme)}>
          <Icon name={icon} size={18} />
        </span>
      )}
      <span css={labelStyle(theme)}>{asText(props.label)}</span>
      {/* Flex hides this space, but it keeps the accessible name "Label value" rather than "Labelvalue". */}
      {value && ' '}
      {value && <span css={valueStyle(theme)}>{value}</span>}
      {chevron && (
        <span css={chevronStyle(theme)}>
          <Icon name="chevronRight" size={18} />
        </span>
      )}
    </button>
  );
}
