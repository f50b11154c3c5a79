import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TagProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Tag.schema.json';
import { TagWidget } from '../../widgets/Tag';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Tag',
  render: renderWidget(TagWidget),
  argTypes: widgetArgTypes(schema),
  args: { text: 'Collection', emit: fn() },
} satisfies Meta<WidgetStoryArgs<TagProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Brand: Story = { args: { tone: 'brand' } };
export const BrandSelected: Story = { args: { tone: 'brand', selected: true } };
export const Accent: Story = { args: { tone: 'accent', text: 'Rude language' } };
export const AccentSelected: Story = { args: { tone: 'accent', selected: true, text: 'Rude language' } };
export const LongText: Story = { args: { text: 'Repayment was deducted twice from my e-wallet account' } };
