import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SiteLayoutProps } from '../../renderer/public';
import schema from '../../schemas/widgets/SiteLayout.schema.json';
import { SiteLayoutWidget } from '../../widgets/SiteLayout';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

const meta = {
  title: 'Widgets/SiteLayout',
  render: renderWidget(SiteLayoutWidget),
  argTypes: widgetArgTypes(schema),
  parameters: { fullBleed: true },
  args: {
    emit: fn(),
    setValue: fn(),
    boundValue: 'home',
    brand: 'PesoNow',
    items: [
      { label: 'Home', value: 'home' },
      { label: 'About Us', value: 'about' },
      { label: 'Privacy Policy', value: 'policy' },
      { label: 'Loan terms and conditions', value: 'loan' },
      { label: 'Contact us', value: 'contact' },
    ],
    footer: ['PesoNow Lending Corporation · SEC Registration No. CS201912345', 'Makati City, Metro Manila'],
    children: <p>The section's content goes here.</p>,
  },
} satisfies Meta<WidgetStoryArgs<SiteLayoutProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};
export const PhoneMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: /Menu/ });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact us' }));
    await expect(args.setValue).toHaveBeenCalledWith('contact');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
export const InsideTheApp: Story = { args: { frame: 'none' } };
// A site of one page per item: no binding, the page names its own item, and choosing another emits `choose`
// (the page answers with a navigate action to that item's route).
export const PagePerItem: Story = {
  args: {
    setValue: undefined,
    boundValue: undefined,
    current: 'siteAbout',
    items: [
      { label: 'Home', value: 'home' },
      { label: 'About Us', value: 'siteAbout' },
      { label: 'Contact us', value: 'siteContact' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: /Menu/ });
    await userEvent.click(menu);
    await expect(canvas.getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact us' }));
    await expect(args.emit).toHaveBeenCalledWith('choose', { label: 'Contact us', value: 'siteContact' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};
