import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/Notice.schema.json';
import { NoticeWidget } from '../../../widgets/Notice';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(NoticeWidget, {
  schema,
  valid: [
    { text: 'Responses come within 3 weekdays.' },
    { text: 'Your repayment is overdue.', tone: 'warning' },
    { text: 'Successfully Sent', tone: 'success' },
    { text: 'Part of this page could not be read.', tone: 'warning', retryLabel: 'Retry' },
  ],
  invalid: [
    { props: {}, why: 'text is required' },
    { props: { text: 'x', tone: 'error' }, why: 'unknown tone' },
    { props: { text: 'x', retryLabel: '' }, why: 'an empty button label' },
  ],
});

describe('Notice behaviour', () => {
  it('is a note holding its text as plain text', () => {
    renderWidget(NoticeWidget, { text: 'Pay <b>before</b> 5 pm', tone: 'warning' });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Pay <b>before</b> 5 pm');
    expect(note.querySelector('b')).toBeNull();
  });

  it('has no button without retryLabel', () => {
    renderWidget(NoticeWidget, { text: 'Responses come within 3 weekdays.' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with retryLabel holds a button that emits retry, busy while the retry runs', async () => {
    const { emit } = renderWidget(NoticeWidget, { text: 'Part of this page could not be read.', retryLabel: 'Retry' });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('retry');
  });

  it('ignores taps while the retry runs', async () => {
    const { emit } = renderWidget(NoticeWidget, { text: 'x', retryLabel: 'Retry' }, { busy: true });
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });
});
