import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { HeroProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Hero.schema.json';
import { HeroWidget } from '../../widgets/Hero';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Hero',
  render: renderWidget(HeroWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    emit: fn(),
    eyebrow: 'PesoNow Lending Corporation',
    title: 'Cash loans that fit your plans',
    text: 'Apply from your phone, get a decision within 1 day and receive your money within 1 to 3 days.',
    image: '/site/hero.svg',
  },
} satisfies Meta<WidgetStoryArgs<HeroProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: 'Cash loans that fit your plans',
      }),
    ).toBeVisible();
  },
};
export const Desktop: Story = { parameters: { width: 1120 } };
export const Compact: Story = {
  args: {
    title: 'Loan terms and conditions',
    size: 'compact',
    text: 'Please read them before you accept an offer.',
  },
};
