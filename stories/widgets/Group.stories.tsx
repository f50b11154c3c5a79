import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { GroupProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Group.schema.json';
import { GroupWidget } from '../../widgets/Group';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';
import { sampleBox as box } from './sampleBox';

// The group sits in a row with a gap, as it would in a Stack: its children take the row's layout, one by one.
const meta = {
  title: 'Widgets/Group',
  render: (args, context) => (
    <div data-testid="row" css={{ display: 'flex', gap: 12 }}>
      {renderWidget(GroupWidget)(args, context)}
    </div>
  ),
  argTypes: widgetArgTypes(schema),
  args: { emit: fn(), children: ['Bank', 'Account number', 'Account holder'].map(box) },
} satisfies Meta<WidgetStoryArgs<GroupProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChildrenInTheParentsLayout: Story = {
  name: "Children in the parent's layout",
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('row');
    // No box of the group's own between the row and the three children.
    await expect(row.children).toHaveLength(3);
  },
};
