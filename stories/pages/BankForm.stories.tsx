// The bank form (/bindBank, "Payment account information"): bank card, e-wallet, and the card-init failure.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import { waitForButton, waitForText } from '../support/pagePlay';

const meta = {
  title: 'Pages/Bank Form',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: '/bindBank?productId=P001' },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BankCard: Story = {
  play: async ({ canvasElement }) => {
    await waitForButton(canvasElement, 'Next');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Account number')).toBeVisible();
  },
};

export const EWallet: Story = {
  play: async ({ canvasElement }) => {
    await waitForButton(canvasElement, 'Next');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'E-wallet' }));
    await expect(await canvas.findByLabelText('E-wallet mobile number')).toBeVisible();
    await expect(canvas.queryByLabelText('Account number')).toBeNull();
  },
};

export const CardInitFailure: Story = {
  parameters: { sandbox: [{ endpoint: 'cardInit', fault: 'http500' }] },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, '查询银行卡列表失败');
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
