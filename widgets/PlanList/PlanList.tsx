import { css, useTheme } from '@emotion/react';
import { formatMoney, toFix, type PlanListProps, type WidgetRenderProps } from '../../renderer/public';
import { readKey } from '../form-shared/choices';
import { CARD_PADDING, cardSurface } from '../shared/tokens';
import { asList, asText } from '../shared/values';

function shownAmount(value: unknown, format: PlanListProps['amountFormat'], flag: number): string {
  if (format === 'money') return formatMoney(value, flag);
  if (format === 'minorUnits') return formatMoney(toFix(value), flag);
  return asText(value);
}

const DOT = 12;

export function PlanList({ props }: WidgetRenderProps<PlanListProps>) {
  const theme = useTheme();
  const { title, titleKey = 'title', remarkKey = 'remark', amountKey = 'amount', timeKey = 'time', amountFormat = 'text', timeLabel = 'Due', emptyText } = props;
  const flag = props.currencyFlag === 1 ? 1 : 0;
  const rows = asList(props.rows);
  if (rows.length === 0 && !emptyText) return null;

  return (
    <section css={[cardSurface(theme), css({ padding: `4px ${CARD_PADDING}px 8px` })]}>
      {title && <h2 css={css({ margin: '12px 0 8px', fontSize: 16, fontWeight: 600, color: theme.colors.text })}>{title}</h2>}
      {rows.length === 0 ? (
        <p css={css({ margin: '12px 0', fontSize: theme.font.small, color: theme.colors.muted })}>{emptyText}</p>
      ) : (
        <ol css={css({ listStyle: 'none', margin: 0, padding: 0 })}>
          {rows.map((row, index) => {
            const remark = asText(readKey(row, remarkKey));
            const time = asText(readKey(row, timeKey));
            const last = index === rows.length - 1;
            return (
              <li key={index} css={css({ position: 'relative', display: 'flex', gap: 12, padding: '10px 0 10px 24px' })}>
                {/* The timeline: a dot per step and a line down to the next one. */}
                <span
                  aria-hidden="true"
                  css={css({
                    position: 'absolute',
                    left: 0,
                    top: 15,
                    width: DOT,
                    height: DOT,
                    boxSizing: 'border-box',
                    borderRadius: '50%',
                    border: `3px solid ${theme.colors.brand}`,
                    background: index === 0 ? theme.colors.brand : theme.colors.surface,
                  })}
                />
                {!last && (
                  <span aria-hidden="true" css={css({ position: 'absolute', left: DOT / 2 - 1, top: 15 + DOT, bottom: -15, width: 2, background: theme.colors.border })} />
                )}
                <div css={css({ flex: 1, minWidth: 0 })}>
                  <p css={css({ margin: 0, fontSize: 15, fontWeight: 600, color: theme.colors.text, overflowWrap: 'anywhere' })}>{asText(readKey(row, titleKey))}</p>
                  {remark && <p css={css({ margin: '2px 0 0', fontSize: 13, color: theme.colors.muted, overflowWrap: 'anywhere' })}>{remark}</p>}
                  {time && (
                    <p css={css({ margin: '2px 0 0', fontSize: 13, color: theme.colors.muted })}>
                      {timeLabel ? `${timeLabel} ${time}` : time}
                    </p>
                  )}
                </div>
                <p css={css({ margin: 0, fontSize: 16, fontWeight: 700, color: theme.colors.text, whiteSpace: 'nowrap' })}>
                  {shownAmount(readKey(row, amountKey), amountFormat, flag)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
