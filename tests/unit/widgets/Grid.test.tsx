import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/Grid.schema.json';
import { GridWidget } from '../../../widgets/Grid';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(GridWidget, {
  schema,
  valid: [{}, { minColumnWidth: 160, maxColumns: 4, gap: 24 }, { template: 'main-aside' }],
  invalid: [
    {
      props: { minColumnWidth: 40 },
      why: 'columns narrower than 120 px are unreadable',
    },
    { props: { maxColumns: 12 }, why: 'at most 6 columns' },
    { props: { template: 'masonry' }, why: 'unknown template' },
    { props: { columns: '1fr 1fr' }, why: 'no raw CSS from pages' },
  ],
});

const grid = () => screen.getByText('A').parentElement as HTMLElement;

describe('Grid behaviour', () => {
  const cells = (
    <>
      <p>A</p>
      <p>B</p>
    </>
  );

  it('fits as many columns of at least minColumnWidth as the width allows, one on a narrow screen', () => {
    renderWidget(GridWidget, { minColumnWidth: 200, gap: 20 }, { children: cells });
    expect(getComputedStyle(grid()).display).toBe('grid');
    expect(getComputedStyle(grid()).gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 200px), 1fr))');
  });

  it('with maxColumns, a column is at least its share of the row, so no more fit', () => {
    renderWidget(GridWidget, { minColumnWidth: 160, maxColumns: 4, gap: 16 }, { children: cells });
    expect(getComputedStyle(grid()).gridTemplateColumns).toBe(
      'repeat(auto-fit, minmax(min(100%, max(160px, calc((100% - 48px) / 4))), 1fr))',
    );
  });

  it('main-aside is one column until the screen is wide', () => {
    renderWidget(GridWidget, { template: 'main-aside' }, { children: cells });
    expect(getComputedStyle(grid()).gridTemplateColumns).toBe('minmax(0, 1fr)');
  });

  it('keeps unusable numbers within the schema bounds', () => {
    renderWidget(GridWidget, { minColumnWidth: 5000, gap: -3 }, { children: cells });
    expect(getComputedStyle(grid()).gridTemplateColumns).toContain('640px');
    expect(getComputedStyle(grid()).gap).toBe('0px');
  });
});
