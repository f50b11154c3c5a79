import { css, useTheme } from '@emotion/react';
import {
  cachedStyle,
  formatMoney,
  toFix,
  type PlanListProps,
  type WidgetRenderProps,
  useAppWords,
} from '../../renderer/public';
import { readKey } from '../form-shared/choices';
import { CARD_PADDING, cardSurface } from '../shared/tokens';
import { asList, asText } from '../shared/values';

function shownAmount(value: unknown, format: PlanListProps['amountFormat'], flag: number): string {
  if (format === 'money') return formatMoney(value, flag);
  if (format === 'minorUnits') return formatMoney(toFix(value), flag);
  return asText(value);
}

const DOT = 12;

// Built once per theme, not per row and render: a repayment plan can run to dozens of steps.
const sectionStyle = cachedStyle((theme) => css([cardSurface(theme), css({ padding: `4px ${CARD_PADDING}px 8px` })]));
const titleStyle = cachedStyle((theme) =>
  css({ margin: '12px 0 8px', fontSize: 16, fontWeight: 600, color: theme.colors.text }),
);
const emptyTextStyle = cachedStyle((theme) =>
  css({ margin: '12px 0', fontSize: theme.font.small, color: theme.colors.muted }),
);
const listStyle = css({ listStyle: 'none', margin: 0, padding: 0 });
const stepStyle = css({ position: 'relative', display: 'flex', gap: 12, padding: '10px 0 10px 24px' });
// The first step's dot is filled: the plan starts there.
const dotStyle = cachedStyle((theme, first: boolean) =>
  css({
    position: 'absolute',
    left: 0,
    top: 15,
    width: DOT,
    height: DOT,
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `3px solid ${theme.colors.brand}`,
    background: first ? theme.colors.brand : theme.colors.surface,
  }),
);
const lineStyle = cachedStyle((theme) =>
  css({
    position: 'absolute',
    left: DOT / 2 - 1,
    top: 15 + DOT,
    bottom: -15,
    width: 2,
    background: theme.colors.border,
  }),
);
const textColumnStyle = css({ flex: 1, minWidth: 0 });
const stepTitleStyle = cachedStyle((theme) =>
  css({ margin: 0, fontSize: 15, fontWeight: 600, color: theme.colors.text, overflowWrap: 'anywhere' }),
);
const remarkStyle = cachedStyle((theme) =>
  css({ margin: '2px 0 0', fontSize: 13, color: theme.colors.muted, overflowWrap: 'anywhere' }),
);
const timeStyle = cachedStyle((theme) => css({ margin: '2px 0 0', fontSize: 13, color: theme.colors.muted }));
const amountStyle = cachedStyle((theme) =>
  css({ margin: 0, fontSize: 16, fontWeight: 700, color: theme.colors.text, whiteSpace: 'nowrap' }),
);

export function PlanList({ props, nodeAttributes }: WidgetRenderProps<PlanListProps>) {
  const theme = useTheme();
  const word = useAppWords();
  const {
    title,
    titleKey = 'title',
    remarkKey = 'remark',
    amountKey = 'amount',
    timeKey = 'time',
    amountFormat = 'text',
    timeLabel = word('app.due'),
    emptyText,
  } = props;
  const flag = props.currencyFlag === 1 ? 1 : 0;
  const rows = asList(props.rows);
  if (rows.length === 0 && !emptyText) return null;

  return (
    <section {...nodeAttributes} css={sectionStyle(theme)}>
      {title && <h2 css={titleStyle(theme)}>{title}</h2>}
      {rows.length === 0 ? (
        <p css={emptyTextStyle(theme)}>{emptyText}</p>
      ) : (
        <ol css={listStyle}>
          {rows.map((row, index) => {
            const remark = asText(readKey(row, remarkKey));
            const time = asText(readKey(row, timeKey));
            const last = index === rows.length - 1;
            return (
              <li key={index} css={stepStyle}>
                {/* The timeline: a dot per step and a line down to the next one. */}
                <span aria-hidden="true" css={dotStyle(theme, index === 0)} />
                {!last && <span aria-hidden="true" css={lineStyle(theme)} />}
                <div css={textColumnStyle}>
                  <p css={stepTitleStyle(theme)}>{asText(readKey(row, titleKey))}</p>
                  {remark && <p css={remarkStyle(theme)}>{remark}</p>}
                  {time && <p css={timeStyle(theme)}>{timeLabel ? `${timeLabel} ${time}` : time}</p>}
                </div>
                <p css={amountStyle(theme)}>{shownAmount(readKey(row, amountKey), amountFormat, flag)}</p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
