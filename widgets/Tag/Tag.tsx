import { css, useTheme, type Theme } from '@emotion/react';
import { cachedStyle, type TagProps, type WidgetRenderProps } from '../../renderer/public';
import { tint } from '../shared/tokens';
import { asText } from '../shared/values';

type Tone = NonNullable<TagProps['tone']>;

function toneColour(theme: Theme, tone: Tone): string {
  switch (tone) {
    case 'brand':
      return theme.colors.brand;
    case 'accent':
      return theme.colors.accent;
    case 'neutral':
      return theme.colors.muted;
  }
}

/** The tone's border and tint, and the text colour that stays readable on them; one per theme, tone and state. */
const tagStyle = cachedStyle((theme, tone: Tone, selected: boolean) => {
  const colour = toneColour(theme, tone);
  return css({
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    padding: '4px 12px',
    border: `1px solid ${selected ? colour : tint(colour, 0.35, theme.colors.border)}`,
    borderRadius: 999,
    // Tone-coloured text on its own tint falls below 4.5:1 contrast for env colours; the tint and
    // border carry the tone, the text stays the body colour.
    background: selected ? colour : tint(colour, 0.1, theme.colors.page),
    color: selected ? theme.colors.onBrand : theme.colors.text,
    fontSize: theme.font.small,
    fontWeight: selected ? 600 : 500,
    lineHeight: 1.4,
    overflowWrap: 'anywhere',
  });
});

export function Tag({ props, nodeAttributes }: WidgetRenderProps<TagProps>) {
  const theme = useTheme();
  const { tone = 'neutral', selected = false } = props;
  const text = asText(props.text);
  if (!text) return null;
  return (
    <span {...nodeAttributes} css={tagStyle(theme, tone, selected)}>
      {text}
    </span>
  );
}
