// Order Details (/loanDetail) in each order status and dialog, against the sandbox's loan scenarios
// (sandbox/fixtures/loanDetails.ts picks the answer by orderId).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loanDetailsFor } from '../../sandbox/fixtures/loanDetails';
import { pageStoryMeta, successBody, type PageStoryArgs } from '../support/PageStory';
import { bridgeLog, pageSettled, playSettled, statusRegion } from '../support/pagePlay';
import { sandboxRequests } from '../support/sandboxControl';

const orderRoute = (orderId: string) => `/loanDetail?productId=P001&orderId=${orderId}`;

const meta = {
  title: 'Pages/Order Details',
  ...pageStoryMeta,
  args: { ...pageStoryMeta.args, route: orderRoute('ORD174') },
  play: playSettled,
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story whose play waits for the page, then checks that each named button is shown. */
function withButtons(orderId: string, buttons: string[]): Story {
  return {
    args: { route: orderRoute(orderId) },
    play: async ({ canvasElement }) => {
      await pageSettled(canvasElement);
      const canvas = within(canvasElement);
      for (const name of buttons) await expect(canvas.getByRole('button', { name })).toBeVisible();
    },
  };
}

export const Status170Repaying = withButtons('ORD170', ['Repayment']);
export const Status174Due = withButtons('ORD174', ['Repayment']);
export const Status174WithRollover = withButtons('ORD174D', ['REPAY', 'Rollover Repayment']);
export const Status180Overdue = withButtons('ORD180', ['Repayment']);
export const Status180WithRollover = withButtons('ORD180D', ['REPAY', 'Rollover Repayment']);

export const Status200ClosedWithRecommendedProducts: Story = {
  args: { route: orderRoute('ORD200') },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    await expect(within(canvasElement).getByText('Recommended for you')).toBeVisible();
  },
};

export const Status21UnderReview: Story = { args: { route: orderRoute('ORD21') } };
export const Status151NotApproved: Story = { args: { route: orderRoute('ORD151') } };
export const Status110Disbursing: Story = { args: { route: orderRoute('ORD110') } };

export const BorrowAgainSendsTheEvent: Story = {
  args: { route: orderRoute('ORD200') },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Borrow Again' }));
    await waitFor(async () => {
      const events = await sandboxRequests('eventSave');
      await expect(events.map((event) => event.body)).toEqual([{ productId: 'P001', moduleId: '30', positionId: '0' }]);
    });
    await waitFor(() => expect(bridgeLog().map((message) => message.name)).toContain('goPage'));
  },
};

export const KindTipsDialog: Story = {
  args: { route: orderRoute('ORDTIPS') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Kind tips' })).toBeVisible();
  },
};

export const BankCardDialog: Story = {
  args: { route: orderRoute('ORDCARD') },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Update your receiving account' });
    await expect(within(dialog).getByRole('button', { name: 'Go and bind the card' })).toBeVisible();
  },
};

export const RatingDialog: Story = {
  args: { route: orderRoute('ORDSCORE') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Rate your experience' })).toBeVisible();
  },
};

export const RatingSendWithoutAStar: Story = {
  args: { route: orderRoute('ORDSCORE') },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Rate your experience' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(statusRegion(canvasElement)).toHaveTextContent('Silakan pilih'));
    await expect(await sandboxRequests('googleScore')).toEqual([]);
  },
};

export const RatingResultAfterTwoStars: Story = {
  args: { route: orderRoute('ORDSCORE') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Rate your experience' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('dialog', { name: 'Thank you for your feedback' })).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Rate your experience' })).toBeNull();
  },
};

const WITHDRAW_MESSAGE = 'Your loan is approved. Withdraw it to your account now.';

export const WithdrawDialog: Story = {
  args: { route: orderRoute('ORD21') },
  parameters: {
    sandbox: [
      {
        endpoint: 'loanDetails',
        body: successBody('loanDetails', { ...loanDetailsFor('ORD21'), playeduL: '/repay?productId=P001&orderId=ORD21', reyMsg: WITHDRAW_MESSAGE }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Withdraw' });
    await expect(within(dialog).getByText(WITHDRAW_MESSAGE)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Withdraw Now' })).toBeVisible();
  },
};

// Long enough to look at; the story never waits for it.
const TEN_MINUTES_MS = 600_000;

export const Loading: Story = {
  parameters: { sandbox: [{ endpoint: 'loanDetails', delayMs: TEN_MINUTES_MS }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusRegion(canvasElement)).toHaveTextContent('loading...'), { timeout: 5000 });
  },
};

export const LoadErrorThenRetry: Story = {
  parameters: { sandbox: [{ endpoint: 'loanDetails', fault: 'http500', times: 1 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("We couldn't load your order", {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('button', { name: 'Repayment' })).toBeVisible();
    await expect(canvas.queryByText("We couldn't load your order")).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { sandbox: [{ endpoint: 'loanDetails', fault: 'http500' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("We couldn't load your order", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
