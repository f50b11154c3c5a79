import { css, useTheme } from '@emotion/react';
import { cachedStyle, type GridProps, type WidgetRenderProps } from '../../renderer/public';
import { clampInt } from '../shared/values';

// The width from which a main-aside grid puts its side column beside the main one: the grid's own width
// (a container query on a wrapper), so it adapts wherever it is placed.
const WIDE = '@container grid (min-width: 800px)';

const containerStyle = css({ containerType: 'inline-size', containerName: 'grid' });

const mainAsideStyle = cachedStyle((_theme, gap: number) =>
  css({
    display: 'grid',
    gap,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [WIDE]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
      '& > :not(:first-of-type)': { gridColumn: 2 },
    },
  }),
);

const columnsStyle = cachedStyle((_theme, gap: number, minColumnWidth: number, maxColumns: number | undefined) => {
  // A column is at least minColumnWidth (or the whole row on a narrower screen) and, with maxColumns,
  // at least its share of the row, so no more than maxColumns fit.
  const share = maxColumns
    ? `max(${minColumnWidth}px, calc((100% - ${(maxColumns - 1) * gap}px) / ${maxColumns}))`
    : `${minColumnWidth}px`;
  return css({
    display: 'grid',
    gap,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${share}), 1fr))`,
    alignItems: 'stretch',
    minWidth: 0,
  });
});

export function Grid({ props, children, nodeAttributes }: WidgetRenderProps<GridProps>) {
  const theme = useTheme();
  const { template = 'equal' } = props;
  const minColumnWidth = clampInt(props.minColumnWidth, 120, 640, 240);
  const gap = clampInt(props.gap, 0, 48, 16);
  if (template === 'main-aside') {
    return (
      <div {...nodeAttributes} css={containerStyle}>
        <div css={mainAsideStyle(theme, gap)}>{children}</div>
      </div>
    );
  }
  const maxColumns = props.maxColumns === undefined ? undefined : clampInt(props.maxColumns, 1, 6, 1);
  return (
    <div {...nodeAttributes} css={columnsStyle(theme, gap, minColumnWidth, maxColumns)}>
      {children}
    </div>
  );
}
