import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NoticeProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Notice.schema.json';
import { NoticeWidget } from '../../widgets/Notice';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Notice',
  render: renderWidget(NoticeWidget),
  argTypes: widgetArgTypes(schema),
  args: { text: 'Our team responds within 3 weekdays.', emit: fn() },
} satisfies Meta<WidgetStoryArgs<NoticeProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = {
  args: { tone: 'warning', text: 'Your repayment is due today. Pay before 11:59 pm to avoid a late fee.' },
};
export const Success: Story = { args: { tone: 'success', text: 'Successfully Sent' } };
/** A part of the screen whose answer could not be read (not an empty list), with a way to ask again. */
export const WithRetry: Story = {
  args: { tone: 'warning', text: 'Part of this page could not be read.', retryLabel: 'Retry' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.emit).toHaveBeenCalledWith('retry');
  },
};
