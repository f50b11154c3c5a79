import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import schema from '../../../schemas/widgets/Article.schema.json';
import { ArticleWidget } from '../../../widgets/Article';
import { renderWidget, widgetContract } from '../../widget-contract';

const terms = [
  { kind: 'heading', text: '4. Loan term' },
  { kind: 'paragraph', text: 'Each loan has a term of 91 to 365 days.' },
  { kind: 'heading', text: 'Penalties', level: 3 },
  {
    kind: 'list',
    items: ['Application', 'Decision', 'Disbursement'],
    ordered: true,
  },
  { kind: 'list', items: ['Over 18', 'A valid ID'] },
  {
    kind: 'definitions',
    rows: [{ term: 'Default penalty', detail: '₱1,000 once' }],
  },
];

widgetContract(ArticleWidget, {
  schema,
  valid: [{ blocks: terms }, { blocks: [{ kind: 'paragraph', text: 'Plain.' }], surface: 'none' }, { blocks: [] }],
  invalid: [
    { props: {}, why: 'blocks are required' },
    {
      props: { blocks: [{ kind: 'html', text: '<b>x</b>' }] },
      why: 'no HTML block kind',
    },
    {
      props: { blocks: [{ kind: 'paragraph', text: 'x', html: '<b>x</b>' }] },
      why: 'no way to pass HTML in a block',
    },
    {
      props: { blocks: [{ kind: 'heading', text: 'x', level: 1 }] },
      why: 'the page title is the only h1',
    },
    { props: { blocks: [{ kind: 'list', items: [] }] }, why: 'an empty list' },
    {
      props: { blocks: [{ kind: 'definitions', rows: [{ term: 'x' }] }] },
      why: 'a row needs its detail',
    },
  ],
});

describe('Article behaviour', () => {
  it('renders headings, paragraphs, numbered and bulleted lists and definition rows with their own elements', () => {
    const { container } = renderWidget(ArticleWidget, { blocks: terms });
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '4. Loan term' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Penalties' })).toBeInTheDocument();
    expect(screen.getByText('Each loan has a term of 91 to 365 days.').tagName).toBe('P');
    const [ordered, bulleted] = screen.getAllByRole('list');
    expect(ordered.tagName).toBe('OL');
    expect(
      within(ordered)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Application', 'Decision', 'Disbursement']);
    expect(bulleted.tagName).toBe('UL');
    expect(container.querySelector('dl dt')?.textContent).toBe('Default penalty');
    expect(container.querySelector('dl dd')?.textContent).toBe('₱1,000 once');
  });

  it('shows markup in any block literally instead of interpreting it', () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const { container } = renderWidget(ArticleWidget, {
      blocks: [
        { kind: 'heading', text: payload },
        { kind: 'paragraph', text: payload },
        { kind: 'list', items: [payload] },
        { kind: 'definitions', rows: [{ term: payload, detail: payload }] },
      ],
    });
    expect(screen.getAllByText(payload)).toHaveLength(5);
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('leaves out a block of an unknown kind and renders nothing for no blocks', () => {
    renderWidget(ArticleWidget, {
      blocks: [
        { kind: 'video', src: 'x' },
        { kind: 'paragraph', text: 'Still here' },
      ],
    });
    expect(screen.getByText('Still here')).toBeInTheDocument();
    const { container } = renderWidget(ArticleWidget, { blocks: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the line breaks of a paragraph', () => {
    renderWidget(ArticleWidget, {
      blocks: [{ kind: 'paragraph', text: 'Line one\nLine two' }],
    });
    expect(getComputedStyle(screen.getByText(/Line one/)).whiteSpace).toBe('pre-line');
  });
});
