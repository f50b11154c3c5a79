import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import type { CheckboxProps, WidgetRenderProps } from '../../renderer/public';
import { useBinding } from '../form-shared/useBinding';
import { TOUCH_TARGET } from '../shared/tokens';
import { asList, asText } from '../shared/values';

// Servers send flags as true, 1 or "1"; anything else is unchecked.
const isChecked = (value: unknown) => value === true || value === 1 || value === '1';

const BOX = 20;

export function Checkbox({ props, emit, value, setValue }: WidgetRenderProps<CheckboxProps>) {
  const theme = useTheme();
  const id = useId();
  const [current, choose] = useBinding(value, setValue);
  const checked = isChecked(current);
  const links = asList(props.links).map(asText);
  const { linksLabel = 'Related documents' } = props;

  const linkCss = css({
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
  });

  return (
    <div css={css({ display: 'flex', alignItems: 'flex-start', gap: 10, fontSize: 13, lineHeight: '20px', color: theme.colors.muted })}>
      {/* The real input covers the drawn box (and a full touch target around it), so taps and keys reach it. */}
      <span css={css({ position: 'relative', flex: `0 0 ${BOX}px`, width: BOX, height: BOX })}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => choose(event.target.checked)}
          css={css({
            position: 'absolute',
            inset: (BOX - TOUCH_TARGET) / 2,
            width: TOUCH_TARGET,
            height: TOUCH_TARGET,
            margin: 0,
            opacity: 0,
            cursor: 'pointer',
            zIndex: 1,
            '&:focus-visible + svg': { outline: `2px solid ${theme.colors.brand}`, outlineOffset: 2 },
          })}
        />
        <svg width={BOX} height={BOX} viewBox="0 0 20 20" aria-hidden="true" focusable="false" css={css({ display: 'block', borderRadius: BOX / 2 })}>
          <circle cx="10" cy="10" r="9" fill={checked ? theme.colors.brand : theme.colors.surface} stroke={checked ? theme.colors.brand : theme.colors.disabled} strokeWidth="1.5" />
          {checked && <path d="M5.5 10.2 8.6 13.2 14.5 7.2" fill="none" stroke={theme.colors.surface} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />}
        </svg>
      </span>
      <div css={css({ minWidth: 0 })}>
        <label htmlFor={id} css={css({ cursor: 'pointer' })}>
          {props.label}
        </label>
        {links.length > 0 && (
          <>
            {' '}
            <span role="group" aria-label={linksLabel}>
              {links.map((title, index) => (
                <span key={index}>
                  {index > 0 && ', '}
                  <button type="button" css={linkCss} onClick={() => emit('link', { index, title })}>
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
