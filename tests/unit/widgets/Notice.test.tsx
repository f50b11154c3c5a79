import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import schema from '../../../schemas/widgets/Notice.schema.json';
import { NoticeWidget } from '../../../widgets/Notice';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(NoticeWidget, {
  schema,
  valid: [
    { text: 'Responses come within 3 weekdays.' },
    { text: 'Your repayment is overdue.', tone: 'warning' },
    { text: 'Successfully Sent', tone: 'success' },
  ],
  invalid: [
    { props: {}, why: 'text is required' },
    { props: { text: 'x', tone: 'error' }, why: 'unknown tone' },
  ],
});

describe('Notice behaviour', () => {
  it('is a note holding its text as plain text', () => {
    renderWidget(NoticeWidget, { text: 'Pay <b>before</b> 5 pm', tone: 'warning' });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Pay <b>before</b> 5 pm');
    expect(note.querySelector('b')).toBeNull();
  });
});
