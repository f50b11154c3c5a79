import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TextFieldProps } from '../../renderer/public';
import schema from '../../schemas/widgets/TextField.schema.json';
import { TextFieldWidget } from '../../widgets/TextField';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/TextField',
  render: renderWidget(TextFieldWidget),
  argTypes: widgetArgTypes(schema),
  args: { label: 'Account name', placeholder: 'As shown on your card', boundValue: '', emit: fn(), setValue: fn() },
} satisfies Meta<WidgetStoryArgs<TextFieldProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { boundValue: 'Maria Santos' } };
export const DigitsOnly: Story = {
  args: { label: 'Account number', placeholder: 'Digits only', inputMode: 'numeric', filter: 'digits', maxLength: 16 },
};
export const WithHint: Story = {
  args: {
    label: 'Mobile number',
    inputMode: 'tel',
    filter: 'digits',
    maxLength: 11,
    hint: '11 digits, starting with 09',
  },
};
export const WithError: Story = {
  args: { label: 'E-mail', inputMode: 'email', boundValue: 'maria@', error: 'Please enter a valid e-mail address' },
};
export const Disabled: Story = { args: { disabled: true, boundValue: 'Maria Santos' } };

export const DigitsFilterDropsLetters: Story = {
  args: { label: 'Account number', filter: 'digits', maxLength: 6 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account number' });
    await userEvent.type(input, '12ab34567');
    await expect(input).toHaveValue('123456');
    await expect(args.setValue).toHaveBeenLastCalledWith('123456');
  },
};
