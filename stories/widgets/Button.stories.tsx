import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ButtonProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Button.schema.json';
import { ButtonWidget } from '../../widgets/Button';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Button',
  render: renderWidget(ButtonWidget),
  argTypes: widgetArgTypes(schema),
  args: { label: 'Apply now', emit: fn() },
} satisfies Meta<WidgetStoryArgs<ButtonProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', label: 'Repayment' } };
export const Outline: Story = { args: { variant: 'outline', label: 'Cancel' } };
export const TextButton: Story = { name: 'Text', args: { variant: 'text', label: 'Click to view more products' } };
export const WithHint: Story = { args: { variant: 'secondary', label: 'Rollover Repayment', hint: 'Short of money?' } };
export const Disabled: Story = { args: { disabled: true, label: 'Go Loan' } };
export const Busy: Story = { args: { busy: true, label: 'Send' } };
export const SizedToLabel: Story = { args: { fullWidth: false, variant: 'outline', label: 'Copy' } };

export const TapEmits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
    await expect(args.emit).toHaveBeenCalledWith('tap');
  },
};

export const BusyIgnoresTaps: Story = {
  args: { busy: true, label: 'Send' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(args.emit).not.toHaveBeenCalled();
  },
};
