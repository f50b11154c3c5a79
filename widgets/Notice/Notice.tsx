import { css, useTheme, type Theme } from '@emotion/react';
import { cachedStyle, type NoticeProps, type WidgetRenderProps } from '../../renderer/public';
import { ActionButton } from '../shared/ActionButton';
import { Icon, type IconName } from '../shared/Icon';
import { tint } from '../shared/tokens';
import { asText } from '../shared/values';

type Tone = NonNullable<NoticeProps['tone']>;

// Warning and success are not brand colours, so they are fixed here rather than in the env theme.
function toneLook(theme: Theme, tone: Tone): { icon: IconName; background: string; iconColour: string } {
  switch (tone) {
    case 'info':
      return {
        icon: 'info',
        background: tint(theme.colors.brand, 0.08, theme.colors.page),
        iconColour: theme.colors.brand,
      };
    case 'warning':
      return { icon: 'warning', background: '#fff4e0', iconColour: '#b45f06' };
    case 'success':
      return { icon: 'success', background: '#e7f6ec', iconColour: '#1e7b45' };
  }
}

const boxStyle = cachedStyle((theme, tone: Tone) =>
  css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: 10,
    padding: '12px 14px',
    borderRadius: theme.radius.medium,
    background: toneLook(theme, tone).background,
    color: theme.colors.text,
    fontSize: 14,
    lineHeight: 1.5,
  }),
);

const iconStyle = cachedStyle((theme, tone: Tone) => css({ color: toneLook(theme, tone).iconColour, paddingTop: 1 }));

const textStyle = css({ margin: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const bodyStyle = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8, minWidth: 0 });

export function Notice({ props, emit, busy, nodeAttributes }: WidgetRenderProps<NoticeProps>) {
  const theme = useTheme();
  const { tone = 'info' } = props;
  const retryLabel = asText(props.retryLabel);
  return (
    <div {...nodeAttributes} role="note" css={boxStyle(theme, tone)}>
      <span css={iconStyle(theme, tone)}>
        <Icon name={toneLook(theme, tone).icon} size={18} />
      </span>
      <div css={bodyStyle}>
        <p css={textStyle}>{asText(props.text)}</p>
        {retryLabel && (
          <ActionButton
            label={retryLabel}
            variant="outline"
            fullWidth={false}
            busy={busy}
            onTap={() => emit('retry')}
          />
        )}
      </div>
    </div>
  );
}
