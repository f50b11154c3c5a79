import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TextAreaProps } from '../../renderer/public';
import schema from '../../schemas/widgets/TextArea.schema.json';
import { TextAreaWidget } from '../../widgets/TextArea';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/TextArea',
  render: renderWidget(TextAreaWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    label: 'Describe your problem',
    placeholder: 'Tell us what happened and what you would like us to do.',
    maxLength: 200,
    counter: true,
    boundValue: '',
    emit: fn(),
    setValue: fn(),
  },
} satisfies Meta<WidgetStoryArgs<TextAreaProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyWithCounter: Story = {};
export const Filled: Story = {
  args: { boundValue: 'I was charged a late fee although I paid on the due date through GCash.' },
};
export const AtTheLimit: Story = { args: { maxLength: 40, boundValue: 'This text is exactly forty characters!!!' } };
export const WithError: Story = { args: { error: 'Please fill in your comments and suggestions' } };
export const NoCounter: Story = { args: { counter: false, rows: 3 } };
export const Disabled: Story = { args: { disabled: true, boundValue: 'Already sent.' } };

export const ExtraTypingIgnored: Story = {
  args: { maxLength: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Describe your problem' }), 'abcdefg');
    await expect(canvas.getByRole('textbox', { name: 'Describe your problem' })).toHaveValue('abcde');
    await expect(canvas.getByText('5/5')).toBeInTheDocument();
  },
};
