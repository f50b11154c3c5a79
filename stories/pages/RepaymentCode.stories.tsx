// Repayment by code (/repaymentOfCode, /repaymentOfCode2) and the Dragonpay guide (/dragonpay), in their states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import { waitForButton, waitForText } from '../support/pagePlay';

const CODE_QUERY = 'payCode=7421%209930%201184&payCodeImg=%2F__sandbox%2Fimg%2Fgcash.svg&repayAmount=227500';
const STORED = {
  version: 1,
  payCode: '7421 9930 1184',
  logo: '/__sandbox/img/dragonpay.svg',
  title: 'Pay with Dragonpay',
  repayAmount: 227500,
  payNotice: [
    {
      name: 'GCash',
      steps: ['Open GCash and tap Bills.', 'Choose Dragonpay.', 'Enter the pay code and the amount due.'],
    },
    { name: '7-Eleven (CLiQQ)', steps: ['Go to any 7-Eleven store.', 'Give the pay code and pay in cash.'] },
  ],
};

const meta = {
  title: 'Pages/Repayment code',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: `/repaymentOfCode?showType=1&${CODE_QUERY}` },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyableCode: Story = {
  play: async ({ canvasElement }) => {
    await expect(await waitForButton(canvasElement, 'Copy code')).toBeEnabled();
  },
};

export const QrCode: Story = {
  args: { route: `/repaymentOfCode?showType=2&${CODE_QUERY}` },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'Scan to pay');
    await expect(within(canvasElement).getByRole('img', { name: 'QR code of your pay code' })).toBeVisible();
  },
};

export const RefusedImage: Story = {
  args: { route: '/repaymentOfCode?showType=1&payCode=7421&payCodeImg=https%3A%2F%2Fevil.example%2Fx.png' },
  // The page reports the guard's refusal on the console: watched from before the page renders, so the play can wait
  // for the verdict (until it comes, no picture is fetched either, so looking earlier would prove nothing).
  beforeEach: () => {
    const warn = spyOn(console, 'warn');
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitForButton(canvasElement, 'Copy code');
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('refused image URL')));
    await expect(canvasElement.querySelector('img[src*="evil.example"]')).toBeNull();
  },
};

export const NoCode: Story = {
  args: { route: '/repaymentOfCode' },
  play: async ({ canvasElement }) => void (await waitForText(canvasElement, 'No repayment code')),
};

export const StoredCode: Story = {
  args: { route: '/repaymentOfCode2' },
  parameters: { storage: { local: { repaymentInfo: STORED } } },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'Total payment');
    await waitForText(canvasElement, '3. Enter the pay code and the amount due.');
  },
};

export const NothingStored: Story = {
  args: { route: '/repaymentOfCode2' },
  play: async ({ canvasElement }) => void (await waitForText(canvasElement, 'No repayment code yet')),
};

export const StaleStored: Story = {
  args: { route: '/repaymentOfCode2' },
  parameters: { storage: { local: { repaymentInfo: { ...STORED, version: 0 } } } },
  play: async ({ canvasElement }) => void (await waitForText(canvasElement, "We can't show this repayment code")),
};

export const DragonpayGuide: Story = {
  args: { route: '/dragonpay' },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'Pay at a store (over the counter)');
    await expect(within(canvasElement).getByRole('button', { name: 'GCash: Bills, then Dragonpay' })).toBeVisible();
  },
};
