import { css, useTheme } from '@emotion/react';
import { cachedStyle, type HeroProps, type WidgetRenderProps } from '../../renderer/public';
import { asText } from '../shared/values';

// Sized by the hero's own width (a container query), so it adapts wherever it is placed.
const WIDE = '@container hero (min-width: 760px)';

// The query's container: a wrapper, since an element cannot query its own size.
const containerStyle = css({ containerType: 'inline-size', containerName: 'hero' });

const compactHeroStyle = css({
  padding: '22px 20px',
  [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: '32px 40px' },
});

const heroStyle = cachedStyle((theme, compact: boolean) =>
  css([
    css({
      display: 'grid',
      gap: 24,
      alignItems: 'center',
      padding: '28px 20px',
      borderRadius: theme.radius.large,
      color: theme.colors.onBrand,
      // The accent glow in a corner keeps a flat colour band from looking unfinished.
      background: `radial-gradient(circle at 100% 0%, rgba(255, 255, 255, 0.16), transparent 45%), ${theme.colors.brand}`,
      [WIDE]: {
        gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)',
        padding: '48px 48px',
        gap: 40,
      },
    }),
    compact && compactHeroStyle,
  ]),
);

const baseTextStyle = css({
  display: 'grid',
  gap: 14,
  '& > p, & > h1': { margin: 0 },
  '& > h1': {
    fontSize: 28,
    lineHeight: 1.2,
    fontWeight: 750,
    [WIDE]: { fontSize: 42 },
  },
  '& > p.lead': {
    fontSize: 16,
    lineHeight: 1.6,
    opacity: 0.95,
    [WIDE]: { fontSize: 18, maxWidth: '46ch' },
  },
  '& > p.eyebrow': {
    fontSize: 13,
    fontWeight: 700,
    letterSpacing: 1.2,
    textTransform: 'uppercase',
    opacity: 0.9,
  },
});

// Same selectors as baseTextStyle, listed after it, so they win.
const compactTextStyle = css({
  '& > h1': { fontSize: 24, [WIDE]: { fontSize: 32 } },
  '& > p.lead': { fontSize: 15, [WIDE]: { fontSize: 17, maxWidth: '64ch' } },
});

const textStyle = cachedStyle((_theme, compact: boolean) => css([baseTextStyle, compact && compactTextStyle]));

const actionsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  marginTop: 6,
});

const imageStyle = css({
  display: 'none',
  width: '100%',
  height: 'auto',
  maxHeight: 320,
  [WIDE]: { display: 'block' },
});

export function Hero({ props, children, nodeAttributes }: WidgetRenderProps<HeroProps>) {
  const theme = useTheme();
  const eyebrow = asText(props.eyebrow);
  const text = asText(props.text);
  const { size = 'large' } = props;
  const compact = size === 'compact';
  // A compact band heads an inner page: no picture, smaller type.
  const image = size === 'large' ? asText(props.image) : '';
  return (
    <div {...nodeAttributes} css={containerStyle}>
      <div css={heroStyle(theme, compact)}>
        <div css={textStyle(theme, compact)}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{asText(props.title)}</h1>
          {text && <p className="lead">{text}</p>}
          {children && <div css={actionsStyle}>{children}</div>}
        </div>
        {image && <img css={imageStyle} src={image} alt="" />}
      </div>
    </div>
  );
}
