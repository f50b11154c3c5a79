import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { QrCodeProps } from '../../renderer/public';
import schema from '../../schemas/widgets/QrCode.schema.json';
import { QrCodeWidget } from '../../widgets/QrCode';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/QrCode',
  render: renderWidget(QrCodeWidget),
  argTypes: widgetArgTypes(schema),
  args: { value: '7421 9930 1184', label: 'QR code of your pay code', emit: fn() },
} satisfies Meta<WidgetStoryArgs<QrCodeProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayCode: Story = {
  play: async ({ canvasElement }) => {
    const qr = within(canvasElement).getByRole('img', { name: 'QR code of your pay code' });
    await expect(qr).toHaveAttribute('width', '220');
  },
};
export const PayLink: Story = { args: { value: 'https://pay.pesonow.ph/qr/74219930118400227500', size: 280 } };
export const HighCorrection: Story = { args: { errorCorrection: 'H' } };
export const TooLong: Story = { args: { value: 'x'.repeat(3000) } };
