import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CheckboxProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Checkbox.schema.json';
import { CheckboxWidget } from '../../widgets/Checkbox';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Checkbox',
  render: renderWidget(CheckboxWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    label: 'I have read and agree to',
    links: ['Loan Agreement', 'Promissory Note', 'Privacy Policy'],
    linksLabel: 'Loan agreements',
    boundValue: true,
    emit: fn(),
    setValue: fn(),
  },
} satisfies Meta<WidgetStoryArgs<CheckboxProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConsentChecked: Story = {};
export const ConsentUnchecked: Story = { args: { boundValue: false } };
export const WithoutLinks: Story = {
  args: { label: 'Remember this card for next time', links: [], boundValue: false },
};

export const TapTogglesAndLinksEmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and agree to' }));
    await expect(args.setValue).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Promissory Note' }));
    await expect(args.emit).toHaveBeenCalledWith('link', { index: 1, title: 'Promissory Note' });
  },
};
