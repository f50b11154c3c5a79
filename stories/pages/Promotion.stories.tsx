// Promotion registration (/promotion): the form, its download and agreement hash pages, a template that
// leaves everything out, and one that fails to load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import { waitForButton, waitForText } from '../support/pagePlay';

const QUERY = 'templateId=12&app_from=ps&user_from=fb&utm_tag=nov&links_id=L7';

const meta = {
  title: 'Pages/Promotion registration',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: `/promotion?${QUERY}` },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, 'Image code, tap for a new one'));
    await waitForText(canvasElement, '请正确输入手机号！');
  },
};

export const CodeSent: Story = {
  name: 'SMS code sent (countdown)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForButton(canvasElement, 'Get code');
    await userEvent.type(canvas.getByLabelText('Mobile number'), '13812345678');
    await userEvent.type(canvas.getByLabelText('Image code'), '2468');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await waitForButton(canvasElement, /^\d+s$/)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Download: Story = {
  args: { route: `/promotion?${QUERY}#/downloadTemplate?app_from=ps&user_from=fb&utm_tag=nov&id=12&links_id=L7` },
  play: async ({ canvasElement }) => {
    await waitForButton(canvasElement, 'Get it on Google Play');
    await expect(within(canvasElement).queryByLabelText('Mobile number')).toBeNull();
  },
};

export const Agreement: Story = {
  args: { route: `/promotion?${QUERY}#/agreementTemplate?id=12` },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'PesoNow Registration Agreement');
  },
};

export const BareTemplate: Story = {
  name: 'Template without config (env theme)',
  args: { route: '/promotion?templateId=bare' },
  play: async ({ canvasElement }) => {
    await waitForButton(canvasElement, 'Register');
    await waitForText(canvasElement, 'Borrow with PesoNow');
  },
};

export const TemplateError: Story = {
  parameters: { sandbox: [{ endpoint: 'channelTemplate', fault: 'http500' }] },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'This page could not be loaded');
  },
};
