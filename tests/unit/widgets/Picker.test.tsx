import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/Picker.schema.json';
import { PickerWidget } from '../../../widgets/Picker';
import { renderWidget, widgetContract } from '../../widget-contract';

// Server-shaped: values arrive as strings in one response and numbers in another.
const banks = [
  { name: 'BDO Unibank', type: '1' },
  { name: 'Metrobank', type: '2' },
  { name: 'Land Bank', type: 3 },
];

widgetContract(PickerWidget, {
  schema,
  valid: [
    { label: 'Bank name', options: banks },
    {
      label: 'Region',
      options: [{ title: 'NCR', id: 13 }],
      optionLabel: 'title',
      optionValue: 'id',
      title: 'Choose a region',
      placeholder: 'Select region',
    },
    { label: 'Bank name', options: [], confirmLabel: 'OK', cancelLabel: 'Back', emptyText: 'Nothing to choose' },
    { label: 'Bank name', options: banks, disabled: true },
  ],
  invalid: [
    { props: { options: banks }, why: 'label is required' },
    { props: { label: 'Bank' }, why: 'options are required' },
    { props: { label: 'Bank', options: ['BDO'] }, why: 'each option is an object' },
    { props: { label: 'Bank', options: banks, optionValue: '' }, why: 'an empty key reads nothing' },
    { props: { label: 'Bank', options: banks, multiple: true }, why: 'unknown property' },
  ],
});

const openSheet = async (name: RegExp | string = /^Bank name/) => {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Bank name' });
};

describe('Picker behaviour', () => {
  it('shows the label and the option whose value matches, comparing 1 and "1" as equal', () => {
    renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: 1 });
    expect(screen.getByRole('button', { name: 'Bank name BDO Unibank' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('matches a numeric-string bound value to a number option value too', () => {
    renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: '3' });
    expect(screen.getByRole('button', { name: 'Bank name Land Bank' })).toBeInTheDocument();
  });

  it('shows the placeholder when nothing matches', () => {
    const { unmount } = renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: 9 });
    expect(screen.getByRole('button', { name: 'Bank name Please select' })).toBeInTheDocument();
    unmount();
    renderWidget(PickerWidget, { label: 'Bank name', options: banks, placeholder: 'Choose your bank' }, { value: '' });
    expect(screen.getByRole('button', { name: 'Bank name Choose your bank' })).toBeInTheDocument();
  });

  it('opens a sheet with the options as a radio group, the current one checked', async () => {
    renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: 2 });
    const sheet = await openSheet();
    const group = within(sheet).getByRole('radiogroup', { name: 'Bank name' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const name of ['BDO Unibank', 'Metrobank', 'Land Bank'])
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: 'Metrobank' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Metrobank' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Bank name/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('choosing only marks; Confirm writes the option value and closes', async () => {
    const { setValue } = renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: 1 });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Land Bank' }));
    expect(setValue).not.toHaveBeenCalled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(setValue).toHaveBeenCalledExactlyOnceWith(3);
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = screen.getByRole('button', { name: 'Bank name Land Bank' });
    expect(row).toHaveFocus();
  });

  it('Cancel closes without changing the value', async () => {
    const { setValue } = renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: 1 });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Metrobank' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(setValue).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bank name BDO Unibank' })).toHaveFocus();
  });

  it('Escape cancels', async () => {
    const { setValue } = renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: 1 });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Metrobank' }));
    await userEvent.keyboard('{Escape}');
    expect(setValue).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopening forgets a cancelled choice', async () => {
    renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: 1 });
    let sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Metrobank' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    sheet = await openSheet();
    expect(within(sheet).getByRole('radio', { name: 'BDO Unibank' })).toBeChecked();
  });

  it('keeps Confirm disabled until something is marked', async () => {
    const { setValue } = renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: undefined });
    const sheet = await openSheet();
    expect(within(sheet).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Metrobank' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(setValue).toHaveBeenCalledExactlyOnceWith('2');
  });

  it('keeps Tab inside the sheet', async () => {
    renderWidget(PickerWidget, { label: 'Bank name', options: banks }, { value: 1 });
    const sheet = await openSheet();
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(within(sheet).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(within(sheet).getByRole('radio', { name: 'BDO Unibank' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('says "No options" in the sheet when the list is empty', async () => {
    renderWidget(PickerWidget, { label: 'Bank name', options: [] }, { value: undefined });
    const sheet = await openSheet();
    expect(within(sheet).getByText('No options')).toBeInTheDocument();
    expect(within(sheet).queryAllByRole('radio')).toEqual([]);
  });

  it('reads labels and values from the configured keys and titles the sheet', async () => {
    const { setValue } = renderWidget(
      PickerWidget,
      {
        label: 'Region',
        title: 'Choose a region',
        options: [
          { title: 'NCR', id: 13 },
          { title: 'CALABARZON', id: 4 },
        ],
        optionLabel: 'title',
        optionValue: 'id',
      },
      { value: 13 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Region NCR' }));
    const sheet = screen.getByRole('dialog', { name: 'Choose a region' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'CALABARZON' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(setValue).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('when disabled does not open', async () => {
    renderWidget(PickerWidget, { label: 'Bank name', options: banks, disabled: true }, { value: 1 });
    const row = screen.getByRole('button', { name: 'Bank name BDO Unibank' });
    expect(row).toBeDisabled();
    await userEvent.click(row);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
