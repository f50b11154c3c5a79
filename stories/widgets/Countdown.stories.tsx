import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CountdownProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Countdown.schema.json';
import { CountdownWidget } from '../../widgets/Countdown';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Countdown',
  render: renderWidget(CountdownWidget),
  argTypes: widgetArgTypes(schema),
  args: { label: 'Get code', countingLabel: 'Resend in {seconds}s', emit: fn(), setValue: fn(), boundValue: 0 },
} satisfies Meta<WidgetStoryArgs<CountdownProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get code' }));
    await expect(args.emit).toHaveBeenCalledWith('tap');
  },
};

export const Counting: Story = {
  args: { boundValue: 60 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Resend in \d+s$/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.emit).toHaveBeenCalledWith('blocked');
    await expect(args.emit).not.toHaveBeenCalledWith('tap');
  },
};

export const ShortWait: Story = { name: 'Three seconds left', args: { boundValue: 3 } };
export const Secondary: Story = { args: { variant: 'secondary', fullWidth: true, label: 'Send code' } };
export const Disabled: Story = { args: { disabled: true } };
export const Busy: Story = { args: { busy: true } };
