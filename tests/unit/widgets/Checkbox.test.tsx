import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/Checkbox.schema.json';
import { CheckboxWidget } from '../../../widgets/Checkbox';
import { renderWidget, widgetContract } from '../../widget-contract';

const agreements = ['Loan Agreement', 'Promissory Note', 'Privacy Policy'];

widgetContract(CheckboxWidget, {
  schema,
  valid: [
    { label: 'I have read and agree to', links: agreements },
    { label: 'Remember this card', linksLabel: 'Card terms' },
    { label: 'I agree', links: [] },
  ],
  invalid: [
    { props: {}, why: 'the label (its accessible name) is required' },
    { props: { label: '' }, why: 'an empty label leaves the box unnamed' },
    {
      props: { label: 'I agree', links: [{ title: 'Loan Agreement' }] },
      why: 'links are titles (pluck them from server lists)',
    },
    { props: { label: 'I agree', checked: true }, why: 'the checked state is the binding, not a prop' },
  ],
});

describe('Checkbox behaviour', () => {
  it('is a real checkbox named by its label, checked when the bound value is true, 1 or "1"', () => {
    for (const value of [true, 1, '1']) {
      const { unmount } = renderWidget(CheckboxWidget, { label: 'I have read and agree to' }, { value });
      expect(screen.getByRole('checkbox', { name: 'I have read and agree to' })).toBeChecked();
      unmount();
    }
    renderWidget(CheckboxWidget, { label: 'I have read and agree to' }, { value: false });
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to' })).not.toBeChecked();
  });

  it('tapping the box or its label writes the new value', async () => {
    const { setValue } = renderWidget(CheckboxWidget, { label: 'I have read and agree to' }, { value: true });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(setValue).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(screen.getByText('I have read and agree to'));
    expect(setValue).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('the space key toggles it, as any checkbox', async () => {
    const { setValue } = renderWidget(CheckboxWidget, { label: 'I agree' }, { value: false });
    await userEvent.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(setValue).toHaveBeenLastCalledWith(true);
  });

  it('shows each link as a named button that emits link with its position, without touching the box', async () => {
    const { emit, setValue } = renderWidget(
      CheckboxWidget,
      { label: 'I agree to', links: agreements, linksLabel: 'Agreements' },
      { value: true },
    );
    const group = screen.getByRole('group', { name: 'Agreements' });
    expect(group).toHaveTextContent('Loan Agreement, Promissory Note, Privacy Policy');
    await userEvent.click(screen.getByRole('button', { name: 'Promissory Note' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('link', { index: 1, title: 'Promissory Note' });
    expect(setValue).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('markup in a link title is shown as text', () => {
    renderWidget(CheckboxWidget, { label: 'I agree to', links: ['<b>Terms</b>'] }, { value: true });
    expect(screen.getByRole('button', { name: '<b>Terms</b>' })).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('without links there is no group', () => {
    renderWidget(CheckboxWidget, { label: 'I agree' }, { value: true });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
