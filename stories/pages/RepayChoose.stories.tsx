// Legacy repayment (/repayChoose): the cards, the SMS step with its countdown, no card, and the errors.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageStoryMeta, successBody, type PageStoryArgs } from '../support/PageStory';
import { waitForButton, waitForText } from '../support/pagePlay';

const meta = {
  title: 'Pages/Legacy repayment',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: '/repayChoose?orderId=ORD174&amount=5682.50&productId=P001' },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, 'Confirm repayment'));
    await waitForText(canvasElement, '请先选择银行卡');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^BPI/ }));
    await expect(within(canvasElement).getByRole('button', { name: /^BPI/ })).toHaveAttribute('aria-current', 'true');
  },
};

export const SmsCode: Story = {
  name: 'SMS code with the resend countdown',
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, /^BDO Unibank/));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm repayment' }));
    await expect(await waitForButton(canvasElement, /^Resend in \d+s$/)).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByLabelText('SMS verification code')).toBeVisible();
  },
};

export const NoCards: Story = {
  parameters: {
    sandbox: [
      {
        endpoint: 'repaymentWay',
        body: successBody('repaymentWay', { alipay: 1, userId: 'U1001', repayToken: 'RT-9', bankCards: [] }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, /You have no bank card on file/);
  },
};

export const LoadError: Story = {
  parameters: { sandbox: [{ endpoint: 'repaymentWay', fault: 'http500' }] },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'We could not load your bank cards');
  },
};

export const DroppedConnection: Story = {
  parameters: { sandbox: [{ endpoint: 'repaymentCommit', fault: 'abort' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, /^BDO Unibank/));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm repayment' }));
    await waitForText(canvasElement, 'Network error. Check your connection and try again.');
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
