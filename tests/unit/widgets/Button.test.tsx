import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/Button.schema.json';
import { ButtonWidget } from '../../../widgets/Button';
import { renderWidget, widgetContract } from '../../widget-contract';

widgetContract(ButtonWidget, {
  schema,
  valid: [
    { label: 'Apply now' },
    { label: 'Rollover Repayment', variant: 'secondary', hint: 'Short of money?' },
    { label: 'Cancel', variant: 'outline', fullWidth: false },
    { label: 'Click to view more products', variant: 'text' },
    { label: 'Repayment', disabled: true },
  ],
  invalid: [
    { props: {}, why: 'label is required' },
    { props: { label: '' }, why: 'an empty label gives the button no name' },
    { props: { label: 'Go', variant: 'danger' }, why: 'unknown variant' },
    { props: { label: 'Go', onClick: 'x' }, why: 'unknown property' },
  ],
});

describe('Button behaviour', () => {
  it('emits tap when tapped', async () => {
    const { emit } = renderWidget(ButtonWidget, { label: 'Apply now' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('tap');
  });

  it('does not emit when disabled', async () => {
    const { emit } = renderWidget(ButtonWidget, { label: 'Apply now', disabled: true });
    const button = screen.getByRole('button', { name: 'Apply now' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('while busy keeps its label, is disabled with aria-busy and ignores taps', async () => {
    const view = renderWidget(ButtonWidget, { label: 'Send' });
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
    view.update({ busy: true });
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(view.emit).not.toHaveBeenCalled();
    view.update({ busy: false });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows its hint above the button and describes the button with it', () => {
    renderWidget(ButtonWidget, { label: 'Rollover Repayment', hint: 'Short of money?' });
    const button = screen.getByRole('button', { name: 'Rollover Repayment' });
    expect(button).toHaveAccessibleDescription('Short of money?');
    const hint = screen.getByText('Short of money?');
    expect(hint.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is a real button that does not submit a surrounding form', () => {
    renderWidget(ButtonWidget, { label: 'Next' });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'button');
  });
});
