import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PickerProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Picker.schema.json';
import { PickerWidget } from '../../widgets/Picker';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const banks = [
  { name: 'BDO Unibank', type: '1' },
  { name: 'Metrobank', type: '2' },
  { name: 'Land Bank of the Philippines', type: '3' },
  { name: 'Bank of the Philippine Islands', type: '4' },
  { name: 'Security Bank', type: '5' },
];

const meta = {
  title: 'Widgets/Picker',
  render: renderWidget(PickerWidget),
  argTypes: widgetArgTypes(schema),
  args: { label: 'Bank name', options: banks, boundValue: undefined, emit: fn(), setValue: fn() },
} satisfies Meta<WidgetStoryArgs<PickerProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
// The server sends 2 where the options say "2": they still match.
export const NumberMatchesNumericString: Story = { args: { boundValue: 2 } };
export const CustomKeys: Story = {
  args: {
    label: 'Region',
    title: 'Choose a region',
    options: [
      { title: 'NCR', id: 13 },
      { title: 'CALABARZON', id: 4 },
    ],
    optionLabel: 'title',
    optionValue: 'id',
    boundValue: 4,
  },
};
export const NoOptions: Story = { args: { options: [] } };
export const Disabled: Story = { args: { disabled: true, boundValue: '1' } };

export const ConfirmSetsCancelKeeps: Story = {
  args: { boundValue: '1' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Bank name BDO Unibank' }));
    await userEvent.click(page.getByRole('radio', { name: 'Metrobank' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect(args.setValue).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Bank name BDO Unibank' }));
    await userEvent.click(page.getByRole('radio', { name: 'Security Bank' }));
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect(args.setValue).toHaveBeenCalledWith('5');
    await expect(page.getByRole('button', { name: 'Bank name Security Bank' })).toBeInTheDocument();
  },
};

export const SheetOpen: Story = {
  args: { boundValue: '3' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Bank name/ }));
  },
};
