import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/Divider.schema.json';
import { DividerWidget } from '../../../widgets/Divider';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(DividerWidget, {
  schema,
  valid: [{}, { spacing: 0 }, { spacing: 48 }],
  invalid: [
    { props: { spacing: -1 }, why: 'negative spacing' },
    { props: { spacing: 8.5 }, why: 'spacing is whole pixels' },
    { props: { colour: 'red' }, why: 'unknown property' },
  ],
});

describe('Divider behaviour', () => {
  it('is a separator', () => {
    renderWidget(DividerWidget, {});
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});
