import { css, useTheme } from '@emotion/react';
import type { DividerProps, WidgetRenderProps } from '../../renderer/public';

export function Divider({ props }: WidgetRenderProps<DividerProps>) {
  const theme = useTheme();
  const { spacing = 16 } = props;
  return <hr css={css({ margin: `${spacing}px 0`, border: 0, borderTop: `1px solid ${theme.colors.border}` })} />;
}
