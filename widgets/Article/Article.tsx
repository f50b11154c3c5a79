import { css, useTheme } from '@emotion/react';
import { cachedStyle, type ArticleBlock, type ArticleProps, type WidgetRenderProps } from '../../renderer/public';
import { cardSurface, CARD_PADDING } from '../shared/tokens';
import { asList, asText } from '../shared/values';

// Long legal text must stay readable on a desktop: about 75 characters a line.
const MEASURE = '72ch';

const articleStyle = cachedStyle((theme, card: boolean) =>
  css([
    css({
      color: theme.colors.text,
      lineHeight: 1.65,
      fontSize: theme.font.body,
      overflowWrap: 'anywhere',
      // Definition rows lay out by the article's own width, so they also fit a narrow side column.
      containerType: 'inline-size',
      '& > *': { maxWidth: MEASURE, margin: 0 },
      '& > * + *': { marginTop: 12 },
      '& > * + h2': { marginTop: 28 },
      '& > * + h3': { marginTop: 20 },
      '& > h2 + *, & > h3 + *': { marginTop: 8 },
      '& > h2': { fontSize: 19, lineHeight: 1.35, fontWeight: 650 },
      '& > h3': { fontSize: 16, lineHeight: 1.4, fontWeight: 600 },
      '& p': { whiteSpace: 'pre-line' },
      '& ul, & ol': { paddingLeft: 22 },
      '& li + li': { marginTop: 6 },
      '& li::marker': { color: theme.colors.brand, fontWeight: 600 },
    }),
    card && cardSurface(theme),
    card && css({ padding: CARD_PADDING + 4 }),
  ]),
);

const definitionsStyle = cachedStyle((theme) =>
  css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.small,
    '& > div': { padding: '10px 12px', display: 'grid', gap: 2 },
    '& > div + div': { borderTop: `1px solid ${theme.colors.border}` },
    '& dt': {
      fontSize: theme.font.small,
      color: theme.colors.muted,
      fontWeight: 500,
    },
    '& dd': { margin: 0 },
    // Side by side once there is room for a term column.
    '@container (min-width: 480px)': {
      '& > div': { gridTemplateColumns: '200px minmax(0, 1fr)', gap: 16 },
    },
  }),
);

function Block({ block }: { block: ArticleBlock }) {
  const theme = useTheme();
  switch (block.kind) {
    case 'heading':
      return block.level === 3 ? <h3>{asText(block.text)}</h3> : <h2>{asText(block.text)}</h2>;
    case 'paragraph':
      return <p>{asText(block.text)}</p>;
    case 'list': {
      const items = asList(block.items).map((item, index) => <li key={index}>{asText(item)}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'definitions':
      return (
        <dl css={definitionsStyle(theme)}>
          {asList(block.rows).map((row, index) => (
            <div key={index}>
              <dt>{asText(row?.term)}</dt>
              <dd>{asText(row?.detail)}</dd>
            </div>
          ))}
        </dl>
      );
    default:
      // A block of an unknown kind (content from elsewhere) is left out rather than breaking the page.
      return null;
  }
}

export function Article({ props, nodeAttributes }: WidgetRenderProps<ArticleProps>) {
  const theme = useTheme();
  const { surface = 'card' } = props;
  const blocks = asList(props.blocks);
  if (blocks.length === 0) return null;
  return (
    <article {...nodeAttributes} css={articleStyle(theme, surface === 'card')}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </article>
  );
}
