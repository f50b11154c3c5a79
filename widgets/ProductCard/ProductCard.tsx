import { useId } from 'react';
import { css, useTheme } from '@emotion/react';
import type { ProductCardProps, WidgetRenderProps } from '../../renderer/public';
import { ActionButton } from '../shared/ActionButton';
import { CARD_PADDING, cardSurface, tint } from '../shared/tokens';
import { asList, asText } from '../shared/values';
import { ProductLogo } from './ProductLogo';

export function ProductCard({ props, emit, busy }: WidgetRenderProps<ProductCardProps>) {
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
  const line = (size: number, colour: string) => css({ margin: 0, fontSize: size, lineHeight: 1.45, color: colour });

  return (
    <article aria-labelledby={nameId} css={[cardSurface(theme), css({ display: 'flex', flexDirection: 'column', gap: 12, padding: CARD_PADDING })]}>
      <div css={css({ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 })}>
        <ProductLogo src={asText(props.logo)} name={name} muted={!enabled} />
        <h3 id={nameId} css={css({ margin: 0, flex: 1, minWidth: 0, fontSize: 16, fontWeight: 600, color: colors.text, overflowWrap: 'anywhere' })}>
          {name}
        </h3>
        {tags.length > 0 && (
          <ul css={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 4, margin: 0, padding: 0, listStyle: 'none' })}>
            {tags.map((tag, index) => (
              <li
                key={index}
                css={css({
                  padding: '2px 8px',
                  borderRadius: 999,
                  background: enabled ? tint(colors.accent, 0.14, colors.page) : colors.page,
                  color: colors.text,
                  fontSize: 11,
                  lineHeight: 1.6,
                  whiteSpace: 'nowrap',
                })}
              >
                {asText(tag)}
              </li>
            ))}
          </ul>
        )}
      </div>
      {(amountRange || rangeDesc) && (
        <div>
          {amountRange && (
            <p css={css({ margin: 0, fontSize: theme.font.hero, fontWeight: 700, lineHeight: 1.2, color: enabled ? colors.brand : colors.muted, fontVariantNumeric: 'tabular-nums' })}>
              {amountRange}
            </p>
          )}
          {rangeDesc && <p css={line(theme.font.small, colors.muted)}>{rangeDesc}</p>}
        </div>
      )}
      {rate && <p css={[line(14, enabled ? colors.text : colors.muted), css({ fontWeight: 500 })]}>{rate}</p>}
      {description && <p css={line(theme.font.small, colors.muted)}>{description}</p>}
      <ActionButton label={asText(props.buttonText)} disabled={!enabled} busy={busy} onTap={() => {
          if (enabled) emit('tap');
        }} />
    </article>
  );
}
