import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import schema from '../../../schemas/widgets/ChannelPicker.schema.json';
import { ChannelPickerWidget } from '../../../widgets/ChannelPicker';
import { renderWidget, widgetContract } from '../../widget-contract';

const channels = [
  { name: 'GCash', logo: '/__sandbox/img/gcash.svg', channel_number: '90101' },
  { name: 'Maya', logo: '', channel_number: '90102' },
  { name: '7-Eleven', logo: '/__sandbox/img/7eleven.svg', channel_number: '90201' },
];

widgetContract(ChannelPickerWidget, {
  schema,
  valid: [
    { label: 'Payment Method', choices: channels },
    {
      label: 'Payment Method',
      title: 'Choose a payment channel',
      choices: channels,
      variant: 'outline',
      cancelLabel: 'Close',
    },
    { label: 'Bank', choices: [{ bankName: 'BDO', icon: '' }], nameKey: 'bankName', logoKey: 'icon' },
    { label: 'Payment Method', choices: [], emptyText: 'No channels today', disabled: true },
  ],
  invalid: [
    { props: { choices: channels }, why: 'label is required' },
    { props: { label: 'Payment Method' }, why: 'choices are required' },
    { props: { label: 'Payment Method', choices: ['GCash'] }, why: 'a choice is an object' },
    { props: { label: 'Payment Method', choices: channels, variant: 'link' }, why: 'unknown variant' },
  ],
});

const openSheet = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
  return screen.getByRole('dialog', { name: 'Choose a payment channel' });
};

describe('ChannelPicker behaviour', () => {
  it('opens a sheet listing every choice with its logo, or its initial when there is none', async () => {
    renderWidget(ChannelPickerWidget, {
      label: 'Payment Method',
      title: 'Choose a payment channel',
      choices: channels,
    });
    const sheet = await openSheet();
    const buttons = within(sheet)
      .getAllByRole('button')
      .filter((b) => b.textContent !== 'Cancel');
    expect(buttons.map((b) => b.textContent)).toEqual(['GCash', 'MMaya', '7-Eleven']);
    expect(within(buttons[0]).getByRole('presentation')).toHaveAttribute('src', '/__sandbox/img/gcash.svg');
  });

  it('tapping a choice closes the sheet and emits choose with that choice', async () => {
    const view = renderWidget(ChannelPickerWidget, {
      label: 'Payment Method',
      title: 'Choose a payment channel',
      choices: channels,
    });
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: /7-Eleven/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.emit).toHaveBeenCalledWith('choose', channels[2]);
    expect(screen.getByRole('button', { name: 'Payment Method' })).toHaveFocus();
  });

  it('Cancel and Escape close without a choice', async () => {
    const view = renderWidget(ChannelPickerWidget, {
      label: 'Payment Method',
      title: 'Choose a payment channel',
      choices: channels,
    });
    await userEvent.click(within(await openSheet()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openSheet();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.emit).not.toHaveBeenCalled();
  });

  it('says so when there are no choices', async () => {
    renderWidget(ChannelPickerWidget, { label: 'Payment Method', title: 'Choose a payment channel', choices: [] });
    expect(within(await openSheet()).getByText('No payment channels are available right now.')).toBeVisible();
  });

  it('while its chain runs the button is busy and takes no taps; disabled does nothing', async () => {
    const view = renderWidget(ChannelPickerWidget, { label: 'Payment Method', choices: channels }, { busy: true });
    const button = screen.getByRole('button', { name: 'Payment Method' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    view.update({ busy: false, props: { label: 'Payment Method', choices: channels, disabled: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
