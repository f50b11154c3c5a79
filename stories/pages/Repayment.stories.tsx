// Instalment (/repay) and delay (/repayDelay) repayment against the sandbox, in their states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import { waitForButton, waitForText } from '../support/pagePlay';

const meta = {
  title: 'Pages/Repayment',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: '/repay?productId=P001&orderId=ORD174' },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Instalment: Story = {
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'Repayment plan');
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(2);
  },
};

export const DetailsExpanded: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, 'More'));
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(6);
  },
};

export const ChannelPicker: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await waitForButton(canvasElement, 'Payment Method'));
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'GCash' }));
    await waitFor(() => expect(args.assignLocation).toHaveBeenCalledWith(expect.stringContaining('/repaymentOfCode?')));
  },
};

export const BarcodePopup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, 'Show barcode'));
    await expect(body(canvasElement).getByRole('img', { name: 'Barcode of your pay code' })).toBeVisible();
  },
};

export const WithoutBanner: Story = {
  args: { route: '/repay?productId=P001&orderId=ORDNOBANNER' },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'Repayment plan');
    await expect(within(canvasElement).queryByRole('button', { name: /Repayment instructions/ })).toBeNull();
  },
};

export const Delay: Story = {
  args: { route: '/repayDelay?productId=P001&orderId=ORD174D' },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, /^Next payment date:/);
    await waitForText(canvasElement, 'Extension plan');
  },
};

export const LoadError: Story = {
  parameters: { sandbox: [{ endpoint: 'loanPlayDetail', fault: 'http500' }] },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, "We couldn't load your repayment");
  },
};
