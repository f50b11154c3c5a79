import { css, useTheme, type Theme } from '@emotion/react';
import { cachedStyle, type TextProps, type WidgetRenderProps } from '../../renderer/public';
import { asText } from '../shared/values';

type Variant = NonNullable<TextProps['variant']>;
type Tone = NonNullable<TextProps['tone']>;

// Headings give screen-reader users the page outline; everything else is a paragraph.
const ELEMENT = { title: 'h1', subtitle: 'h2', body: 'p', caption: 'p', hint: 'p', error: 'p', hero: 'p' } as const;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const WEIGHT = { regular: 400, medium: 500, bold: 700 } as const;

function variantStyle(theme: Theme, variant: Variant) {
  const { font, colors } = theme;
  switch (variant) {
    case 'title':
      return { fontSize: font.title, fontWeight: 600, lineHeight: 1.35, color: colors.text };
    case 'subtitle':
      return { fontSize: 16, fontWeight: 600, lineHeight: 1.4, color: colors.text };
    case 'body':
      return { fontSize: font.body, fontWeight: 400, lineHeight: 1.55, color: colors.text };
    case 'caption':
      return { fontSize: font.small, fontWeight: 400, lineHeight: 1.45, color: colors.muted };
    case 'hint':
      return { fontSize: 12, fontWeight: 400, lineHeight: 1.4, color: colors.muted };
    case 'error':
      return { fontSize: font.small, fontWeight: 500, lineHeight: 1.45, color: colors.danger };
    case 'hero':
      return {
        fontSize: font.hero,
        fontWeight: 700,
        lineHeight: 1.2,
        color: colors.text,
        fontVariantNumeric: 'tabular-nums',
      };
  }
}

function toneColour(theme: Theme, tone: Tone): string | undefined {
  const { colors } = theme;
  return {
    default: undefined,
    muted: colors.muted,
    onBrand: colors.onBrand,
    accent: colors.accent,
    danger: colors.danger,
  }[tone];
}

type Weight = keyof typeof WEIGHT;
type Align = NonNullable<TextProps['align']>;

const textStyle = cachedStyle(
  (theme: Theme, variant: Variant, tone: Tone, weight: Weight | undefined, align: Align) => {
    const colour = toneColour(theme, tone);
    return css({
      ...variantStyle(theme, variant),
      ...(colour ? { color: colour } : {}),
      ...(weight ? { fontWeight: WEIGHT[weight] } : {}),
      margin: 0,
      textAlign: align,
      overflowWrap: 'anywhere',
      whiteSpace: 'pre-line',
    });
  },
);

export function Text({ props, nodeAttributes }: WidgetRenderProps<TextProps>) {
  const theme = useTheme();
  const { variant = 'body', align = 'start', tone = 'default', weight } = props;
  const text = asText(props.text);
  // An empty heading is announced as a blank heading; nothing is better than that.
  if (text === '') return null;
  // A level puts the words at their place in the outline, whatever their size (a section's title is an h2).
  const Element = (props.level && HEADINGS[props.level - 1]) || ELEMENT[variant];
  return (
    <Element {...nodeAttributes} css={textStyle(theme, variant, tone, weight, align)}>
      {text}
    </Element>
  );
}
