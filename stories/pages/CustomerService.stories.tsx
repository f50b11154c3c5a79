// Customer Service (/customerService): the telephone and e-mail from contact-kf-info, and its load error.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import { bridgeLog, waitForButton, waitForText } from '../support/pagePlay';

const meta = {
  title: 'Pages/Customer Service',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: '/customerService' },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await waitForButton(canvasElement, /E-mail/)).toBeVisible();
    await userEvent.click(await waitForButton(canvasElement, /Telephone/));
    await waitFor(() => expect(bridgeLog().map((message) => message.name)).toContain('callTelephone'));
  },
};

export const LoadError: Story = {
  parameters: { sandbox: [{ endpoint: 'contactKfInfo', fault: 'http500' }] },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, "We couldn't load our contact details");
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
