import { css, useTheme } from '@emotion/react';
import type { StackProps, WidgetRenderProps } from '../../renderer/public';
import { CARD_PADDING, PAGE_PADDING, cardSurface } from '../shared/tokens';

const FLEX_PLACEMENT = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', between: 'space-between' } as const;

export function Stack({ props, children }: WidgetRenderProps<StackProps>) {
  const theme = useTheme();
  const { direction = 'column', gap = 12, align = 'stretch', justify = 'start', wrap = false, surface = 'none' } = props;
  const padding = props.padding ?? (surface === 'card' ? CARD_PADDING : surface === 'page' ? PAGE_PADDING : 0);
  return (
    <div
      css={[
        css({
          display: 'flex',
          flexDirection: direction,
          gap,
          padding,
          alignItems: FLEX_PLACEMENT[align],
          justifyContent: FLEX_PLACEMENT[justify],
          flexWrap: wrap ? 'wrap' : 'nowrap',
          minWidth: 0,
          boxSizing: 'border-box',
        }),
        surface === 'card' && cardSurface(theme),
        surface === 'page' && css({ background: theme.colors.page, minHeight: '100%' }),
      ]}
    >
      {children}
    </div>
  );
}
