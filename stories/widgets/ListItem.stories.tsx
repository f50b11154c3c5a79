import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ListItemProps } from '../../renderer/public';
import schema from '../../schemas/widgets/ListItem.schema.json';
import { ListItemWidget } from '../../widgets/ListItem';
import { brokenImage, productLogo } from './sampleImages';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/ListItem',
  render: renderWidget(ListItemWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    title: 'Collection',
    meta: '2025-05-12 10:30',
    body: 'The collector called me before the due date and again late at night, twice in the same week. I would like this to stop and an explanation of the charges.',
    chevron: true,
    emit: fn(),
  },
} satisfies Meta<WidgetStoryArgs<ListItemProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComplaintRow: Story = {};
export const OrderWithLogo: Story = {
  args: {
    title: 'PesoQuick',
    subtitle: 'Order 20250512001',
    meta: 'Repaying',
    body: undefined,
    image: productLogo,
    chevron: false,
  },
};
export const Selected: Story = {
  args: {
    title: 'PesoQuick',
    subtitle: 'Order 20250512001',
    body: undefined,
    image: productLogo,
    selected: true,
    chevron: false,
  },
};
export const NotTappable: Story = { args: { tappable: false, chevron: false } };
export const BrokenLogo: Story = {
  args: { title: 'CashNow', subtitle: 'Order 20250401007', body: undefined, image: brokenImage },
};
export const Busy: Story = { args: { busy: true } };

export const TapEmits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Collection/ }));
    await expect(args.emit).toHaveBeenCalledWith('tap');
  },
};
