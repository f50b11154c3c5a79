import { useId, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { cachedStyle, type StarRatingProps, type WidgetRenderProps, useAppWords } from '../../renderer/public';
import { Icon } from '../shared/Icon';
import { TOUCH_TARGET, visuallyHidden } from '../shared/tokens';
import { fillTemplate } from '../form-shared/template';
import { clampInt } from '../shared/values';

const groupStyle = css({ display: 'flex', gap: 4, justifyContent: 'center' });

const starStyle = cachedStyle((theme, lit: boolean) =>
  css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: TOUCH_TARGET,
    minHeight: TOUCH_TARGET,
    borderRadius: 8,
    color: lit ? theme.colors.accent : theme.colors.disabled,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:has(input:focus-visible)': { outline: `2px solid ${theme.colors.brand}`, outlineOffset: -2 },
  }),
);

export function StarRating({ props, value, setValue, nodeAttributes }: WidgetRenderProps<StarRatingProps>) {
  const theme = useTheme();
  const word = useAppWords();
  // Each star's name in the page's language ("1 star", "2 stars"): two words, not a plural, so no plural engine loads.
  const starName = (n: number) => (n === 1 ? word('app.oneStar') : fillTemplate(word('app.nStars'), { n }));
  const groupName = useId();
  const max = clampInt(props.max ?? 5, 1, 10, 5);
  const size = clampInt(props.size ?? 36, 16, 64, 36);
  // Without a binding the stars still respond, holding the choice locally.
  const [localValue, setLocalValue] = useState(0);
  const chosen = setValue ? clampInt(value, 0, max, 0) : localValue;
  const choose = (n: number) => (setValue ? setValue(n) : setLocalValue(n));

  return (
    <div {...nodeAttributes} role="radiogroup" aria-label={props.label} css={groupStyle}>
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <label key={n} css={starStyle(theme, n <= chosen)}>
          <input
            type="radio"
            name={groupName}
            value={n}
            checked={chosen === n}
            onChange={() => choose(n)}
            css={visuallyHidden}
          />
          <Icon name="star" size={size} />
          <span css={visuallyHidden}>{starName(n)}</span>
        </label>
      ))}
    </div>
  );
}
