import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { BarcodeProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Barcode.schema.json';
import { BarcodeWidget } from '../../widgets/Barcode';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Barcode',
  render: renderWidget(BarcodeWidget),
  argTypes: widgetArgTypes(schema),
  args: { value: '7421 9930 1184', label: 'Barcode of your pay code', emit: fn() },
} satisfies Meta<WidgetStoryArgs<BarcodeProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayCode: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Barcode of your pay code' })).toBeVisible();
    await expect(within(canvasElement).getByText('7421 9930 1184')).toBeVisible();
  },
};
export const Tall: Story = { args: { height: 140 } };
export const BarsOnly: Story = { args: { showText: false } };
export const CannotEncode: Story = { args: { value: 'Pagó ₱' } };
