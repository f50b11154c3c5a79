import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ImageProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Image.schema.json';
import { ImageWidget } from '../../widgets/Image';
import { brokenImage, samplePicture } from './sampleImages';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Image',
  render: renderWidget(ImageWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    src: samplePicture('Step 1: open the e-wallet'),
    alt: 'Step 1: open the e-wallet and tap Pay Bills',
    emit: fn(),
  },
} satisfies Meta<WidgetStoryArgs<ImageProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullWidth: Story = {};
export const FixedSizeContained: Story = {
  args: {
    src: samplePicture('QR', '#ffffff', 300, 300),
    alt: 'Payment QR code',
    width: 200,
    height: 200,
    fit: 'contain',
    radius: 0,
  },
};
export const Zoomable: Story = { args: { zoomable: true } };
export const ZoomOpensViewer: Story = {
  // A picture on the app's origin: the image rule loads no SVG data URL (the other samples show the placeholder).
  args: { zoomable: true, src: '/repayment/gcash-bills.svg' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.alt }));
    await expect(page.getByRole('dialog', { name: args.alt })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
export const Broken: Story = { args: { src: brokenImage, alt: 'Channel logo' } };
export const EmptySource: Story = { args: { src: '', alt: '' } };
