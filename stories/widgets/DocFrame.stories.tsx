import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { guardUrl } from '../../api/urlGuard';
import { env } from '../../api/env-json';
import { PageLinksContext, type PageLinks } from '../../renderer/host';
import type { DocFrameProps } from '../../renderer/public';
import schema from '../../schemas/widgets/DocFrame.schema.json';
import { DocFrameWidget } from '../../widgets/DocFrame';
import { renderWidget, widgetArgTypes, type WidgetStoryArgs } from './widgetStory';

// On a page the renderer gives widgets the app's one URL guard; here the same guard, with "open" as a spy.
const open = fn(async (_url: string) => {});
const storyLinks: PageLinks = {
  loadable: (url) => {
    const verdict = guardUrl(url, {
      appOrigin: window.location.origin,
      allowedOrigins: env.allowedOrigins,
      nativeScheme: env.nativeScheme,
    });
    return verdict.ok && /^https?:/.test(verdict.url) ? verdict.url : null;
  },
  open,
  routePath: () => null,
};
const withPageLinks: Decorator = (Story) => (
  <PageLinksContext.Provider value={storyLinks}>
    <Story />
  </PageLinksContext.Provider>
);

const meta = {
  title: 'Widgets/DocFrame',
  render: renderWidget(DocFrameWidget),
  decorators: [withPageLinks],
  argTypes: widgetArgTypes(schema),
  args: { src: '/sample-agreement.html', title: 'Loan Agreement', height: 360, emit: fn() },
} satisfies Meta<WidgetStoryArgs<DocFrameProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agreement: Story = {
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Loan Agreement');
    await expect(frame).toHaveAttribute('sandbox', '');
  },
};

export const PdfOpensOutside: Story = {
  args: { src: 'https://www.pesonow.ph/docs/loan-agreement.pdf' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open Loan Agreement' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://www.pesonow.ph/docs/loan-agreement.pdf'));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const RefusedSource: Story = {
  args: { src: 'https://evil.example/agreement.html' },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByText('This document cannot be shown here.');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(args.emit).toHaveBeenCalledWith('unavailable'));
  },
};
