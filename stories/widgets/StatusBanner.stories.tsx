import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { StatusBannerProps } from '../../renderer/public';
import schema from '../../schemas/widgets/StatusBanner.schema.json';
import { StatusBannerWidget } from '../../widgets/StatusBanner';
import { bannerArt } from './sampleImages';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/StatusBanner',
  render: renderWidget(StatusBannerWidget),
  argTypes: widgetArgTypes(schema),
  parameters: { fullBleed: true },
  args: {
    title: 'Under review',
    description: 'We are checking your application. You will hear from us within 1 day.',
    image: bannerArt,
    emit: fn(),
  },
} satisfies Meta<WidgetStoryArgs<StatusBannerProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const WithoutImage: Story = {
  args: { image: undefined, title: 'Loan closed', description: 'Thank you for repaying on time.' },
};
export const TitleOnly: Story = { args: { description: '', title: 'In repayment' } };
export const Accent: Story = {
  args: { tone: 'accent', title: 'Overdue', description: 'Please repay today to avoid extra charges.' },
};
