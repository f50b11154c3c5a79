import { css, useTheme } from '@emotion/react';
import { cachedStyle, type SuccessMarkProps, type WidgetRenderProps } from '../../renderer/public';
import { Icon } from '../shared/Icon';
import { tint } from '../shared/tokens';
import { asText } from '../shared/values';

// Success green is not a brand colour, so it is fixed here (the same green as Notice's success tone).
const SUCCESS = { icon: '#1e7b45', halo: '#e7f6ec' };

const markStyle = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 14, padding: '8px 0' });
const haloStyle = cachedStyle((theme, tone: NonNullable<SuccessMarkProps['tone']>) => {
  const colour = tone === 'success' ? SUCCESS.icon : theme.colors.brand;
  const halo = tone === 'success' ? SUCCESS.halo : tint(theme.colors.brand, 0.1, theme.colors.page);
  return css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 88,
    height: 88,
    borderRadius: '50%',
    background: halo,
    color: colour,
  });
});
const textStyle = cachedStyle((theme) =>
  css({
    margin: 0,
    fontSize: 17,
    fontWeight: 600,
    lineHeight: 1.4,
    color: theme.colors.text,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
);

export function SuccessMark({ props, nodeAttributes }: WidgetRenderProps<SuccessMarkProps>) {
  const theme = useTheme();
  const { tone = 'success' } = props;
  return (
    <div {...nodeAttributes} css={markStyle}>
      <span css={haloStyle(theme, tone)}>
        <Icon name={tone === 'success' ? 'success' : 'info'} size={64} />
      </span>
      <p css={textStyle(theme)}>{asText(props.text)}</p>
    </div>
  );
}
