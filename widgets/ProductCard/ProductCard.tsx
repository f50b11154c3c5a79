import { useId } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { cachedStyle, type ProductCardProps, type WidgetRenderProps } from '../../renderer/public';
import { ActionButton } from '../shared/ActionButton';
import { CARD_PADDING, cardSurface, tint } from '../shared/tokens';
import { asList, asText } from '../shared/values';
import { ProductLogo } from './ProductLogo';

// Styles made once per theme and state (a list of products shares them), not on every render.
const cardStyle = cachedStyle((theme: Theme) =>
  css([cardSurface(theme), { display: 'flex', flexDirection: 'column', gap: 12, padding: CARD_PADDING }]),
);
const headerStyle = cachedStyle(() => css({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }));
const nameStyle = cachedStyle((theme: Theme) =>
  css({
    margin: 0,
    flex: 1,
    minWidth: 0,
    fontSize: 16,
    fontWeight: 600,
    color: theme.colors.text,
    overflowWrap: 'anywhere',
  }),
);
const tagsStyle = cachedStyle(() =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: 4,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
const tagStyle = cachedStyle((theme: Theme, enabled: boolean) =>
  css({
    padding: '2px 8px',
    borderRadius: 999,
    background: enabled ? tint(theme.colors.accent, 0.14, theme.colors.page) : theme.colors.page,
    color: theme.colors.text,
    fontSize: 11,
    lineHeight: 1.6,
    whiteSpace: 'nowrap',
  }),
);
const amountStyle = cachedStyle((theme: Theme, enabled: boolean) =>
  css({
    margin: 0,
    fontSize: theme.font.hero,
    fontWeight: 700,
    lineHeight: 1.2,
    color: enabled ? theme.colors.brand : theme.colors.muted,
    fontVariantNumeric: 'tabular-nums',
  }),
);
const lineStyle = cachedStyle((_theme: Theme, size: number, colour: string, weight: number) =>
  css({ margin: 0, fontSize: size, lineHeight: 1.45, color: colour, fontWeight: weight }),
);

export function ProductCard({ props, emit, busy, nodeAttributes }: WidgetRenderProps<ProductCardProps>) {
  const theme = useTheme();
  const nameId = useId();
  // Fail closed: only a real `true` (or leaving it out) enables; a server flag like "0" or 1 must be compared in the binding.
  const enabled = props.enabled === undefined || props.enabled === true;
  const name = asText(props.name);
  const amountRange = asText(props.amountRange);
  const rangeDesc = asText(props.rangeDesc);
  const rate = asText(props.rate);
  const description = asText(props.description);
  const tags = asList(props.tags);
  const { colors } = theme;
  const small = lineStyle(theme, theme.font.small, colors.muted, 400);

  return (
    <article {...nodeAttributes} aria-labelledby={nameId} css={cardStyle(theme)}>
      <div css={headerStyle(theme)}>
        <ProductLogo src={asText(props.logo)} name={name} muted={!enabled} />
        <h3 id={nameId} css={nameStyle(theme)}>
          {name}
        </h3>
        {tags.length > 0 && (
          <ul css={tagsStyle(theme)}>
            {tags.map((tag, index) => (
              <li key={index} css={tagStyle(theme, enabled)}>
                {asText(tag)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {(amountRange || rangeDesc) && (
        <div>
          {amountRange && <p css={amountStyle(theme, enabled)}>{amountRange}</p>}
          {rangeDesc && <p css={small}>{rangeDesc}</p>}
        </div>
      )}
      {rate && <p css={lineStyle(theme, 14, enabled ? colors.text : colors.muted, 500)}>{rate}</p>}
      {description && <p css={small}>{description}</p>}
      <ActionButton
        label={asText(props.buttonText)}
        disabled={!enabled}
        busy={busy}
        onTap={() => {
          if (enabled) emit('tap');
        }}
      />
    </article>
  );
}
