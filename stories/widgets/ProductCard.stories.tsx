import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ProductCardProps } from '../../renderer/public';
import schema from '../../schemas/widgets/ProductCard.schema.json';
import { ProductCardWidget } from '../../widgets/ProductCard';
import { brokenImage, productLogo } from './sampleImages';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/ProductCard',
  render: renderWidget(ProductCardWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    logo: productLogo,
    name: 'PesoQuick',
    buttonText: 'Apply',
    amountRange: '₱2,000 - ₱20,000',
    rangeDesc: 'Loan amount',
    rate: 'Interest from 0.05% per day',
    description: 'Money in your e-wallet within 1 day of approval.',
    tags: ['New', 'Fast'],
    emit: fn(),
  },
} satisfies Meta<WidgetStoryArgs<ProductCardProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {};
export const Disabled: Story = { args: { enabled: false } };
export const Busy: Story = { args: { busy: true } };
export const NoLogo: Story = { args: { logo: '', tags: [] } };
export const BrokenLogo: Story = { args: { logo: brokenImage } };
export const NameAndButtonOnly: Story = {
  args: { logo: '', amountRange: '', rangeDesc: '', rate: '', description: '', tags: [] },
};
