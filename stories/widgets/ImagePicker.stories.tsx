import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ImagePickerProps } from '../../renderer/public';
import schema from '../../schemas/widgets/ImagePicker.schema.json';
import { ImagePickerWidget } from '../../widgets/ImagePicker';
import { brokenImage, samplePicture } from './sampleImages';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const COLOURS = ['#cfd8e6', '#f6d7c3', '#d5ecd9', '#e6d5f0', '#f3e8b8', '#cde6ef', '#f0cfd6', '#dcdcdc', '#c9e0d0'];
const pictures = (n: number) =>
  COLOURS.slice(0, n).map((colour, i) => samplePicture(`Photo ${i + 1}`, colour, 300, 300));

const meta = {
  title: 'Widgets/ImagePicker',
  render: renderWidget(ImagePickerWidget),
  argTypes: widgetArgTypes(schema),
  args: { boundValue: [], emit: fn(), setValue: fn() },
} satisfies Meta<WidgetStoryArgs<ImagePickerProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SomeImages: Story = { args: { boundValue: pictures(4) } };
export const Full: Story = { args: { boundValue: pictures(9) } };
export const Uploading: Story = { args: { boundValue: pictures(2), busy: true } };
export const FourColumns: Story = { args: { boundValue: pictures(5), columns: 4, max: 8 } };
export const BrokenThumbnail: Story = { args: { boundValue: [pictures(1)[0], brokenImage] } };

export const PickEmitsTheFile: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['bytes'], 'receipt.png', { type: 'image/png' });
    await userEvent.upload(within(canvasElement).getByLabelText('Add photo'), file);
    await expect(args.emit).toHaveBeenCalledWith('pick', { file });
  },
};

export const RemoveWritesTheRest: Story = {
  args: { boundValue: pictures(3) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove image 2' }));
    await expect(args.setValue).toHaveBeenCalledWith([pictures(3)[0], pictures(3)[2]]);
  },
};
