import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/SuccessMark.schema.json';
import { SuccessMarkWidget } from '../../../widgets/SuccessMark';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(SuccessMarkWidget, {
  schema,
  valid: [{ text: 'Successfully Sent' }, { text: 'Request received', tone: 'info' }],
  invalid: [
    { props: {}, why: 'text is required' },
    { props: { text: '' }, why: 'an empty message says nothing' },
    { props: { text: 'x', tone: 'error' }, why: 'unknown tone' },
  ],
});

describe('SuccessMark behaviour', () => {
  it('shows its message under a decorative icon', () => {
    const { container } = renderWidget(SuccessMarkWidget, { text: 'Successfully Sent' });
    expect(screen.getByText('Successfully Sent')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
