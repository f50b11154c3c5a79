import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SuccessMarkProps } from '../../renderer/public';
import schema from '../../schemas/widgets/SuccessMark.schema.json';
import { SuccessMarkWidget } from '../../widgets/SuccessMark';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/SuccessMark',
  render: renderWidget(SuccessMarkWidget),
  argTypes: widgetArgTypes(schema),
  args: { text: 'Successfully Sent', emit: fn() },
} satisfies Meta<WidgetStoryArgs<SuccessMarkProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = { args: { tone: 'info', text: 'We will reply within 3 weekdays' } };
export const InADialogCard: Story = {
  decorators: [
    (Story) => (
      <div
        css={(theme) => ({
          maxWidth: 300,
          margin: '0 auto',
          padding: 24,
          borderRadius: theme.radius.large,
          background: theme.colors.surface,
          boxShadow: '0 8px 30px rgba(16, 24, 40, 0.18)',
        })}
      >
        <Story />
      </div>
    ),
  ],
};
