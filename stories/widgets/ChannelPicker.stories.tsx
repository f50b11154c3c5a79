import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChannelPickerProps } from '../../renderer/public';
import schema from '../../schemas/widgets/ChannelPicker.schema.json';
import { ChannelPickerWidget } from '../../widgets/ChannelPicker';
import { productLogo, samplePicture } from './sampleImages';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/ChannelPicker',
  render: renderWidget(ChannelPickerWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    label: 'Payment Method',
    title: 'Choose a payment channel',
    choices: [
      { name: 'GCash', logo: samplePicture('GCash', '#007cff', 96, 96), channel_number: '90101' },
      { name: 'Maya', logo: '', channel_number: '90102' },
      { name: '7-Eleven', logo: productLogo, channel_number: '90201' },
    ],
    emit: fn(),
  },
} satisfies Meta<WidgetStoryArgs<ChannelPickerProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const ChooseAChannel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Payment Method' }));
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Choose a payment channel' });
    await userEvent.click(within(sheet).getByRole('button', { name: /7-Eleven/ }));
    await expect(args.emit).toHaveBeenCalledWith('choose', expect.objectContaining({ channel_number: '90201' }));
  },
};
export const OpenSheet: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment Method' }));
  },
};
export const NoChannels: Story = {
  args: { choices: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment Method' }));
    await expect(
      within(canvasElement.ownerDocument.body).getByText('No payment channels are available right now.'),
    ).toBeVisible();
  },
};
export const Busy: Story = { args: { busy: true } };
export const Disabled: Story = { args: { disabled: true } };
