import { useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type InfoListProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { readKey } from '../form-shared/choices';
import { Icon } from '../shared/Icon';
import { CARD_PADDING, TOUCH_TARGET, cardSurface, focusRing } from '../shared/tokens';
import { asList, asText } from '../shared/values';

// Built once per theme: a list of 200 rows renders 200 rows, not 600 style objects.
const listStyles = cachedStyle((theme, surface: NonNullable<InfoListProps['surface']>) =>
  css([css({ padding: surface === 'card' ? `4px ${CARD_PADDING}px` : 0 }), surface === 'card' && cardSurface(theme)]),
);
const titleStyle = cachedStyle((theme) =>
  css({ margin: '12px 0 4px', fontSize: 16, fontWeight: 600, color: theme.colors.text }),
);
const emptyStyle = cachedStyle((theme) =>
  css({ margin: '12px 0', fontSize: theme.font.small, color: theme.colors.muted }),
);
const rowStyle = cachedStyle((theme) =>
  css({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: 16,
    padding: '11px 0',
    fontSize: 14,
    lineHeight: 1.45,
    '& + &': { borderTop: `1px solid ${theme.colors.border}` },
  }),
);
const labelStyle = cachedStyle((theme) => css({ color: theme.colors.muted, flexShrink: 0, maxWidth: '55%' }));
const valueStyle = cachedStyle((theme) =>
  css({ margin: 0, color: theme.colors.text, fontWeight: 500, textAlign: 'right', overflowWrap: 'anywhere' }),
);
const toggleStyle = cachedStyle((theme, expanded: boolean) =>
  css([
    css({
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 4,
      width: '100%',
      minHeight: TOUCH_TARGET,
      border: 0,
      borderTop: `1px solid ${theme.colors.border}`,
      background: 'none',
      color: theme.colors.brand,
      font: 'inherit',
      fontSize: 14,
      fontWeight: 600,
      cursor: 'pointer',
      '& svg': { transition: 'transform 150ms ease', transform: expanded ? 'rotate(180deg)' : 'none' },
    }),
    focusRing(theme),
  ]),
);
const plainList = css({ margin: 0 });

export function InfoList({ props, nodeAttributes }: WidgetRenderProps<InfoListProps>) {
  const theme = useTheme();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const word = useAppWords();
  const {
    title,
    labelKey = 'text',
    valueKey = 'value',
    collapsedRows,
    moreLabel = word('app.more'),
    lessLabel = word('app.less'),
    emptyText,
    surface = 'card',
  } = props;
  const rows = asList(props.rows);
  const collapsible = collapsedRows !== undefined && rows.length > collapsedRows;
  const shown = collapsible && !expanded ? rows.slice(0, collapsedRows) : rows;

  if (rows.length === 0 && !emptyText) return null;
  return (
    <div {...nodeAttributes} css={listStyles(theme, surface)}>
      {title && <h2 css={titleStyle(theme)}>{title}</h2>}
      {rows.length === 0 ? (
        <p css={emptyStyle(theme)}>{emptyText}</p>
      ) : (
        <dl id={listId} css={plainList}>
          {shown.map((row, index) => (
            <div key={index} css={rowStyle(theme)}>
              <dt css={labelStyle(theme)}>{asText(readKey(row, labelKey))}</dt>
              <dd css={valueStyle(theme)}>{asText(readKey(row, valueKey))}</dd>
            </div>
          ))}
        </dl>
      )}
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          css={toggleStyle(theme, expanded)}
        >
          {expanded ? lessLabel : moreLabel}
          <Icon name="chevronDown" size={16} />
        </button>
      )}
    </div>
  );
}
