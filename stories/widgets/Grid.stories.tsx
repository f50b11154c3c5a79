import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { GridProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Grid.schema.json';
import { GridWidget } from '../../widgets/Grid';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const cell = (text: string) => (
  <div key={text} style={{ background: '#ffffff', borderRadius: 12, padding: 16 }}>
    {text}
  </div>
);

const meta = {
  title: 'Widgets/Grid',
  render: renderWidget(GridWidget),
  argTypes: widgetArgTypes(schema),
  args: {
    emit: fn(),
    minColumnWidth: 160,
    children: ['Decision in 1 day', 'Money in 1 to 3 days', '91 to 365 days', 'Answers in 3 weekdays'].map(cell),
  },
} satisfies Meta<WidgetStoryArgs<GridProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};
export const Desktop: Story = {
  parameters: { width: 1120 },
  args: { maxColumns: 4 },
};
export const MainAndAside: Story = {
  parameters: { width: 1120 },
  args: {
    template: 'main-aside',
    children: [cell('The loan terms'), cell('Key terms at a glance')],
  },
};
