import { useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import type { InfoListProps, WidgetRenderProps } from '../../renderer/public';
import { readKey } from '../form-shared/choices';
import { Icon } from '../shared/Icon';
import { CARD_PADDING, TOUCH_TARGET, cardSurface, focusRing } from '../shared/tokens';
import { asList, asText } from '../shared/values';

export function InfoList({ props }: WidgetRenderProps<InfoListProps>) {
  const theme = useTheme();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { title, labelKey = 'text', valueKey = 'value', collapsedRows, moreLabel = 'More', lessLabel = 'Hide', emptyText, surface = 'card' } = props;
  const rows = asList(props.rows);
  const collapsible = collapsedRows !== undefined && rows.length > collapsedRows;
  const shown = collapsible && !expanded ? rows.slice(0, collapsedRows) : rows;

  if (rows.length === 0 && !emptyText) return null;
  return (
    <div
      css={[css({ padding: surface === 'card' ? `4px ${CARD_PADDING}px` : 0 }), surface === 'card' && cardSurface(theme)]}
    >
      {title && <h2 css={css({ margin: '12px 0 4px', fontSize: 16, fontWeight: 600, color: theme.colors.text })}>{title}</h2>}
      {rows.length === 0 ? (
        <p css={css({ margin: '12px 0', fontSize: theme.font.small, color: theme.colors.muted })}>{emptyText}</p>
      ) : (
        <dl id={listId} css={css({ margin: 0 })}>
          {shown.map((row, index) => (
            <div
              key={index}
              css={css({
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 16,
                padding: '11px 0',
                borderTop: index === 0 ? 'none' : `1px solid ${theme.colors.border}`,
                fontSize: 14,
                lineHeight: 1.45,
              })}
            >
              <dt css={css({ color: theme.colors.muted, flexShrink: 0, maxWidth: '55%' })}>{asText(readKey(row, labelKey))}</dt>
              <dd css={css({ margin: 0, color: theme.colors.text, fontWeight: 500, textAlign: 'right', overflowWrap: 'anywhere' })}>
                {asText(readKey(row, valueKey))}
              </dd>
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
          css={[
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
          ]}
        >
          {expanded ? lessLabel : moreLabel}
          <Icon name="chevronDown" size={16} />
        </button>
      )}
    </div>
  );
}
