import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActionRowProps } from '../../renderer/public';
import schema from '../../schemas/widgets/ActionRow.schema.json';
import { ActionRowWidget } from '../../widgets/ActionRow';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/ActionRow',
  render: renderWidget(ActionRowWidget),
  argTypes: widgetArgTypes(schema),
  args: { icon: 'phone', label: 'Telephone', value: '+63 2 8123 4567', emit: fn() },
} satisfies Meta<WidgetStoryArgs<ActionRowProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};
export const Mail: Story = { args: { icon: 'mail', label: 'E-mail', value: 'help@pesonow.ph' } };
export const Chat: Story = { args: { icon: 'chat', label: 'My complaints', value: '' } };
export const NoIconNoChevron: Story = { args: { icon: 'none', chevron: false, label: 'Version', value: '1.4.2' } };
export const Busy: Story = { args: { busy: true } };
export const LongValue: Story = {
  args: { icon: 'mail', label: 'E-mail', value: 'customer.service.philippines@pesonow.ph' },
};

export const TapEmits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Telephone +63 2 8123 4567' }));
    await expect(args.emit).toHaveBeenCalledWith('tap');
  },
};
