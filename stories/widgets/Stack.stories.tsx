import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { StackProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Stack.schema.json';
import { StackWidget } from '../../widgets/Stack';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';
import { sampleBox as box } from './sampleBox';

const meta = {
  title: 'Widgets/Stack',
  render: renderWidget(StackWidget),
  argTypes: widgetArgTypes(schema),
  args: { emit: fn(), children: ['First', 'Second', 'Third'].map(box) },
} satisfies Meta<WidgetStoryArgs<StackProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const RowSpreadOut: Story = { args: { direction: 'row', justify: 'between', align: 'center' } };
export const RowWrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 8,
    children: ['New', 'Fast approval', 'Low interest', 'No collateral', '7-day term'].map(box),
  },
};
export const Card: Story = { args: { surface: 'card' } };
export const Page: Story = { args: { surface: 'page' }, parameters: { fullBleed: true } };
