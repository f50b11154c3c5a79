import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { TextProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Text.schema.json';
import { TextWidget } from '../../widgets/Text';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Text',
  render: renderWidget(TextWidget),
  argTypes: widgetArgTypes(schema),
  args: { text: 'Your loan has been approved and the money is on its way.', emit: fn() },
} satisfies Meta<WidgetStoryArgs<TextProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Title: Story = { args: { variant: 'title', text: 'Order Details' } };
export const Subtitle: Story = { args: { variant: 'subtitle', text: 'Repayment plan' } };
export const Hero: Story = { args: { variant: 'hero', text: '₱5,175.00' } };
export const HeroAccent: Story = { args: { variant: 'hero', tone: 'accent', text: '₱5,175.00' } };
export const Caption: Story = { args: { variant: 'caption', text: 'Repayment date 12-05-2025' } };
export const Hint: Story = { args: { variant: 'hint', text: 'Responses come within 3 weekdays.' } };
export const ErrorText: Story = {
  name: 'Error',
  args: { variant: 'error', text: 'Please fill in your comments and suggestions' },
};
export const Centred: Story = { args: { variant: 'subtitle', align: 'center', text: 'Successfully Sent' } };
export const OnBrand: Story = {
  args: { variant: 'title', tone: 'onBrand', text: 'Total payment' },
  decorators: [
    (Story) => (
      <div css={(theme) => ({ background: theme.colors.brand, padding: 16, borderRadius: 12 })}>
        <Story />
      </div>
    ),
  ],
};
export const MarkupStaysText: Story = { args: { text: '<b>Not bold</b> — markup is shown, never interpreted.' } };
/** A section's title under the page's own (level 1): the size of a title, the place of an h2 in the outline. */
export const SectionTitle: Story = {
  args: { variant: 'title', level: 2, text: 'Pay at a store (over the counter)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pay at a store (over the counter)' })).toBeVisible();
  },
};
