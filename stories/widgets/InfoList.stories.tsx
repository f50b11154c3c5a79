import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { InfoListProps } from '../../renderer/public';
import schema from '../../schemas/widgets/InfoList.schema.json';
import { InfoListWidget } from '../../widgets/InfoList';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const rows = [
  { text: 'Loan amount', value: '₱5,000.00' },
  { text: 'Term', value: '7 days' },
  { text: 'Interest', value: '₱175.00' },
  { text: 'Service fee', value: '₱120.00' },
  { text: 'Receiving account', value: 'GCash ••••4321' },
  { text: 'Repayment date', value: '12-05-2025' },
];

const meta = {
  title: 'Widgets/InfoList',
  render: renderWidget(InfoListWidget),
  argTypes: widgetArgTypes(schema),
  args: { title: 'Loan details', rows, emit: fn() },
} satisfies Meta<WidgetStoryArgs<InfoListProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllRows: Story = {};
export const CollapsedToTwo: Story = { args: { collapsedRows: 2 } };
export const CustomLabels: Story = { args: { collapsedRows: 3, moreLabel: 'Show all', lessLabel: 'Show less' } };
export const WithoutCard: Story = { args: { title: undefined, surface: 'none' } };
export const Empty: Story = { args: { title: 'Orders', rows: [], emptyText: 'You have no orders yet.' } };

export const ExpandAndCollapse: Story = {
  args: { collapsedRows: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getAllByRole('term')).toHaveLength(rows.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
  },
};
