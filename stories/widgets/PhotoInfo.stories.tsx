import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PhotoInfoProps } from '../../renderer/public';
import schema from '../../schemas/widgets/PhotoInfo.schema.json';
import { PhotoInfoWidget } from '../../widgets/PhotoInfo';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/PhotoInfo',
  render: renderWidget(PhotoInfoWidget),
  argTypes: widgetArgTypes(schema),
  args: { emit: fn(), setValue: fn() },
} satisfies Meta<WidgetStoryArgs<PhotoInfoProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Busy: Story = { args: { busy: true } };

/** A tiny PNG made on the spot, so the story needs no file on disk. */
async function samplePng(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 90;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#1f5fd6';
  context.fillRect(0, 0, 120, 90);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'selfie.png', { type: 'image/png' });
}

export const ChosenPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = await samplePng();
    await userEvent.upload(canvas.getByLabelText('Choose a photo'), file);
    await expect(canvas.getByRole('img', { name: 'Chosen photo' })).toBeVisible();
    await expect(canvas.getByText('image/png')).toBeVisible();
    await expect(args.emit).toHaveBeenCalledWith(
      'change',
      expect.objectContaining({ name: 'selfie.png', type: 'image/png' }),
    );
  },
};
