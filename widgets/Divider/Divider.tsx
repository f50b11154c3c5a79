import { css, useTheme } from '@emotion/react';
import { cachedStyle, type DividerProps, type WidgetRenderProps } from '../../renderer/public';

const ruleStyle = cachedStyle((theme, spacing: number) =>
  css({ margin: `${spacing}px 0`, border: 0, borderTop: `1px solid ${theme.colors.border}` }),
);

export function Divider({ props, nodeAttributes }: WidgetRenderProps<DividerProps>) {
  const theme = useTheme();
  const { spacing = 16 } = props;
  return <hr {...nodeAttributes} css={ruleStyle(theme, spacing)} />;
}
