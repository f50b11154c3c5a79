import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StarRatingProps } from '../../renderer/public';
import schema from '../../schemas/widgets/StarRating.schema.json';
import { StarRatingWidget } from '../../widgets/StarRating';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/StarRating',
  render: renderWidget(StarRatingWidget),
  argTypes: widgetArgTypes(schema),
  args: { label: 'Rate our service', boundValue: 0, emit: fn(), setValue: fn() },
} satisfies Meta<WidgetStoryArgs<StarRatingProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const ThreeStars: Story = { args: { boundValue: 3 } };
export const TenSmallStars: Story = { args: { max: 10, size: 20, boundValue: 7 } };

export const ChooseFourStars: Story = {
  play: async ({ canvasElement, args }) => {
    // The fourth star, by its place: its name ("4 stars", "4 bituin") follows the language toolbar.
    const fourth = () => within(canvasElement).getAllByRole('radio')[3];
    await userEvent.click(fourth());
    await expect(args.setValue).toHaveBeenCalledWith(4);
    await expect(fourth()).toBeChecked();
  },
};
