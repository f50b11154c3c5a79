import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type CheckboxProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { useBinding } from '../form-shared/useBinding';
import { TOUCH_TARGET } from '../shared/tokens';
import { asList, asText } from '../shared/values';

// Servers send flags as true, 1 or "1"; anything else is unchecked.
const isChecked = (value: unknown) => value === true || value === 1 || value === '1';

const BOX = 20;

const rowStyle = cachedStyle((theme) =>
  css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: 10,
    fontSize: 13,
    lineHeight: '20px',
    color: theme.colors.muted,
  }),
);
const boxStyle = css({ position: 'relative', flex: `0 0 ${BOX}px`, width: BOX, height: BOX });
// The real input covers the drawn box (and a full touch target around it), so taps and keys reach it.
const inputStyle = cachedStyle((theme) =>
  css({
    position: 'absolute',
    inset: (BOX - TOUCH_TARGET) / 2,
    width: TOUCH_TARGET,
    height: TOUCH_TARGET,
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
    zIndex: 1,
    '&:focus-visible + svg': { outline: `2px solid ${theme.colors.brand}`, outlineOffset: 2 },
  }),
);
const drawnBoxStyle = css({ display: 'block', borderRadius: BOX / 2 });
const textStyle = css({ minWidth: 0 });
const labelStyle = css({ cursor: 'pointer' });
const linkStyle = cachedStyle((theme) =>
  css({
    display: 'inline',
    padding: '2px 0',
    border: 0,
    background: 'none',
    color: theme.colors.brand,
    font: 'inherit',
    fontWeight: 600,
    textAlign: 'start',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.brand}`, outlineOffset: 2, borderRadius: 2 },
  }),
);

export function Checkbox({ props, emit, value, setValue, nodeAttributes }: WidgetRenderProps<CheckboxProps>) {
  const theme = useTheme();
  const id = useId();
  const [current, choose] = useBinding(value, setValue);
  const checked = isChecked(current);
  const links = asList(props.links).map(asText);
  const word = useAppWords();
  const { linksLabel = word('app.relatedDocuments') } = props;

  return (
    <div {...nodeAttributes} css={rowStyle(theme)}>
      <span css={boxStyle}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => choose(event.target.checked)}
          css={inputStyle(theme)}
        />
        <svg width={BOX} height={BOX} viewBox="0 0 20 20" aria-hidden="true" focusable="false" css={drawnBoxStyle}>
          <circle
            cx="10"
            cy="10"
            r="9"
            fill={checked ? theme.colors.brand : theme.colors.surface}
            stroke={checked ? theme.colors.brand : theme.colors.disabled}
            strokeWidth="1.5"
          />
          {checked && (
            <path
              d="M5.5 10.2 8.6 13.2 14.5 7.2"
              fill="none"
              stroke={theme.colors.surface}
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </span>
      <div css={textStyle}>
        <label htmlFor={id} css={labelStyle}>
          {props.label}
        </label>
        {links.length > 0 && (
          <>
            {' '}
            <span role="group" aria-label={linksLabel}>
              {links.map((title, index) => (
                <span key={index}>
                  {index > 0 && ', '}
                  <button type="button" css={linkStyle(theme)} onClick={() => emit('link', { index, title })}>
                    {title}
                  </button>
                </span>
              ))}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
