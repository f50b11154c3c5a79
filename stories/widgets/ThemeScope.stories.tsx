import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { ThemeScopeProps } from '../../renderer/public';
import schema from '../../schemas/widgets/ThemeScope.schema.json';
import { ButtonWidget } from '../../widgets/Button';
import { StatusBannerWidget } from '../../widgets/StatusBanner';
import { ThemeScopeWidget } from '../../widgets/ThemeScope';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

// Children as the renderer would give them: a banner in the brand colour and a primary button in the accent.
const Children = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    <StatusBannerWidget.component
      props={{ title: 'Borrow up to ₱20,000', description: 'In the template colours' }}
      emit={fn()}
      busy={false}
    />
    <div style={{ padding: 16 }}>
      <ButtonWidget.component props={{ label: 'Register now' }} emit={fn()} busy={false} />
    </div>
  </div>
);

const meta = {
  title: 'Widgets/ThemeScope',
  render: renderWidget(ThemeScopeWidget),
  argTypes: widgetArgTypes(schema),
  args: { brand: '#0B6E4F', accent: '#B45309', emit: fn(), children: <Children /> },
} satisfies Meta<WidgetStoryArgs<ThemeScopeProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TemplateColours: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Register now' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(180, 83, 9)');
  },
};

export const Unreadable: Story = {
  name: 'An accent too light for white text (env accent)',
  args: { accent: '#E8871E' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Register now' });
    await expect(getComputedStyle(button).backgroundColor).not.toBe('rgb(232, 135, 30)');
  },
};
export const EnvTheme: Story = { name: 'Nothing given (env theme)', args: { brand: undefined, accent: undefined } };
export const NotAColour: Story = {
  name: 'A value that is not a colour (env theme)',
  args: { brand: 'red;background:url(x)', accent: 'orange' },
};
