import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TabsProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Tabs.schema.json';
import { TabsWidget } from '../../widgets/Tabs';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const cardTypes = [
  { label: 'Bank card', value: 1 },
  { label: 'E-wallet', value: 2 },
];

const meta = {
  title: 'Widgets/Tabs',
  render: renderWidget(TabsWidget),
  argTypes: widgetArgTypes(schema),
  args: { tabs: cardTypes, label: 'Card type', boundValue: 1, emit: fn(), setValue: fn() },
} satisfies Meta<WidgetStoryArgs<TabsProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SizedToLabels: Story = {};
export const Stretched: Story = { args: { stretch: true } };
export const ByPosition: Story = {
  args: {
    tabs: [{ title: 'Pending' }, { title: 'Processing' }, { title: 'Processed' }],
    labelKey: 'title',
    valueKey: '$index',
    boundValue: 0,
    stretch: true,
  },
};
export const ManyTabsScroll: Story = {
  args: {
    tabs: ['All', 'Collection', 'Repayment', 'Loan amount', 'Interest', 'App problems', 'Other'].map(
      (label, value) => ({ label, value }),
    ),
    boundValue: 0,
  },
};
export const NothingSelected: Story = { args: { boundValue: undefined } };

export const ArrowKeysSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Bank card' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'E-wallet' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.setValue).toHaveBeenCalledWith(2);
  },
};
