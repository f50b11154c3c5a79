import { useRef, type KeyboardEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type TabsProps, type WidgetRenderProps } from '../../renderer/public';
import { readKey, sameChoice } from '../form-shared/choices';
import { useBinding } from '../form-shared/useBinding';
import { focusRing, TOUCH_TARGET } from '../shared/tokens';
import { asList, asText } from '../shared/values';

/** The tab the arrow, Home and End keys lead to from `from`, wrapping at the ends; null for other keys. */
function keyTarget(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const tabListStyle = cachedStyle((theme, stretch: boolean) =>
  css({
    display: 'flex',
    overflowX: stretch ? 'visible' : 'auto',
    scrollbarWidth: 'none',
    background: theme.colors.surface,
    borderBottom: `1px solid ${theme.colors.border}`,
  }),
);

const tabStyle = cachedStyle((theme, stretch: boolean, isSelected: boolean) =>
  css([
    {
      position: 'relative',
      flex: stretch ? '1 1 0' : '0 0 auto',
      minWidth: 0,
      minHeight: TOUCH_TARGET,
      padding: '0 16px',
      border: 0,
      background: 'none',
      color: isSelected ? theme.colors.brand : theme.colors.muted,
      fontFamily: 'inherit',
      fontSize: 15,
      fontWeight: isSelected ? 600 : 500,
      whiteSpace: stretch ? 'normal' : 'nowrap',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      '&::after': {
        content: '""',
        position: 'absolute',
        left: '50%',
        bottom: 0,
        width: 24,
        height: 3,
        borderRadius: 2,
        transform: 'translateX(-50%)',
        background: isSelected ? theme.colors.brand : 'transparent',
      },
    },
    focusRing(theme),
    { '&:focus-visible': { outlineOffset: -2 } },
  ]),
);

export function Tabs({ props, value, setValue, nodeAttributes }: WidgetRenderProps<TabsProps>) {
  const theme = useTheme();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [current, choose] = useBinding(value, setValue);
  const { labelKey = 'label', valueKey = 'value', stretch = false } = props;
  const tabs = asList(props.tabs);
  const valueAt = (index: number) => (valueKey === '$index' ? index : readKey(tabs[index], valueKey));
  const selected = tabs.findIndex((_, index) => sameChoice(valueAt(index), current));
  // With nothing selected yet, the first tab is where Tab lands.
  const focusable = selected >= 0 ? selected : 0;

  const select = (index: number) => {
    if (index !== selected) choose(valueAt(index));
  };
  // Automatic activation: a tab's panel is other nodes already on the page, so showing it is instant.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = keyTarget(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    select(next);
  };

  if (tabs.length === 0) return null;
  return (
    <div
      {...nodeAttributes}
      role="tablist"
      aria-label={props.label}
      aria-orientation="horizontal"
      css={tabListStyle(theme, stretch)}
    >
      {tabs.map((tab, index) => {
        const isSelected = index === selected;
        return (
          <button
            key={index}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            tabIndex={index === focusable ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={tabStyle(theme, stretch, isSelected)}
          >
            {asText(readKey(tab, labelKey))}
          </button>
        );
      })}
    </div>
  );
}
