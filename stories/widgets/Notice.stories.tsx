import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
