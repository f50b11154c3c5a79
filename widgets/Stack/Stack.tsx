import { css, useTheme } from '@emotion/react';
import { cachedStyle, type StackProps, type WidgetRenderProps } from '../../renderer/public';
import { CARD_PADDING, PAGE_PADDING, cardSurface } from '../shared/tokens';

const FLEX_PLACEMENT = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  between: 'space-between',
} as const;

type Placement = keyof typeof FLEX_PLACEMENT;
type Surface = NonNullable<StackProps['surface']>;

const stackStyle = cachedStyle(
  (
    theme,
    direction: NonNullable<StackProps['direction']>,
    gap: number,
    padding: number,
    align: Placement,
    justify: Placement,
    wrap: boolean,
    surface: Surface,
  ) =>
    css([
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
    ]),
);

export function Stack({ props, children, nodeAttributes }: WidgetRenderProps<StackProps>) {
  const theme = useTheme();
  const {
    direction = 'column',
    gap = 12,
    align = 'stretch',
    justify = 'start',
    wrap = false,
    surface = 'none',
  } = props;
  const padding = props.padding ?? (surface === 'card' ? CARD_PADDING : surface === 'page' ? PAGE_PADDING : 0);
  return (
    <div {...nodeAttributes} css={stackStyle(theme, direction, gap, padding, align, justify, wrap, surface)}>
      {children}
    </div>
  );
}
