import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DividerProps } from '../../renderer/public';
import schema from '../../schemas/widgets/Divider.schema.json';
import { DividerWidget } from '../../widgets/Divider';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/Divider',
  render: renderWidget(DividerWidget),
  argTypes: widgetArgTypes(schema),
  args: { emit: fn() },
  decorators: [
    (Story) => (
      <div css={(theme) => ({ background: theme.colors.surface, padding: '0 16px', borderRadius: 12, fontSize: 14 })}>
        <p css={{ margin: 0, paddingTop: 12 }}>Above the line</p>
        <Story />
        <p css={{ margin: 0, paddingBottom: 12 }}>Below the line</p>
      </div>
    ),
  ],
} satisfies Meta<WidgetStoryArgs<DividerProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tight: Story = { args: { spacing: 4 } };
export const Roomy: Story = { args: { spacing: 32 } };
