import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { PlanListProps } from '../../renderer/public';
import schema from '../../schemas/widgets/PlanList.schema.json';
import { PlanListWidget } from '../../widgets/PlanList';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const rows = [
  { title: 'Instalment 1 of 3', remark: 'Principal ₱1.666,67 + interest ₱608,33', amount: 227500, time: '04-12-2026' },
  { title: 'Instalment 2 of 3', remark: 'Principal ₱1.666,67 + interest ₱228,33', amount: 189500, time: '03-01-2027' },
  { title: 'Instalment 3 of 3', amount: 151250, time: '02-02-2027' },
];

const meta = {
  title: 'Widgets/PlanList',
  render: renderWidget(PlanListWidget),
  argTypes: widgetArgTypes(schema),
  args: { title: 'Repayment plan', rows, amountFormat: 'minorUnits', emit: fn() },
} satisfies Meta<WidgetStoryArgs<PlanListProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Instalments: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).getByText('₱1.512,50')).toBeVisible();
  },
};
export const Extension: Story = {
  args: {
    title: 'Extension plan',
    rows: [
      { remark: 'Pay today', title: 'Extension fee', amount: 125000, time: '22-11-2026' },
      { remark: 'New due date after the extension', title: 'Full repayment', amount: 568250, time: '11-12-2026' },
    ],
  },
};
export const Rupee: Story = { args: { currencyFlag: 1 } };
export const TextAmounts: Story = {
  args: { amountFormat: 'text', rows: [{ title: 'Service fee', amount: '₱120', time: 'today' }] },
};
export const Empty: Story = { args: { rows: [], emptyText: 'Nothing left to pay.' } };
