// Order Details (/loanDetail) in each order status and dialog, against the sandbox's loan scenarios
// (sandbox/fixtures/loanDetails.ts picks the answer by orderId).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loanDetailsFor } from '../../sandbox/fixtures/loanDetails';
import { pageStoryMeta, successBody, type PageStoryArgs } from '../support/PageStory';
import {
  FIRST_LOAD_TIMEOUT_MS,
  bridgeLog,
  playOpensDialog,
  playShowsButtons,
  playShowsText,
  statusRegion,
  waitForButton,
  waitForDialog,
  waitForText,
} from '../support/pagePlay';
import { sandboxRequests } from '../support/sandboxControl';

const orderRoute = (orderId: string) => `/loanDetail?productId=P001&orderId=${orderId}`;

const meta = {
  title: 'Pages/Order Details',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: orderRoute('ORD174') },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (orderId: string, play: Story['play']): Story => ({ args: { route: orderRoute(orderId) }, play });

export const Status170Repaying = order('ORD170', playShowsButtons('Repayment'));
export const Status174Due = order('ORD174', playShowsButtons('Repayment'));
export const Status174WithRollover = order('ORD174D', playShowsButtons('REPAY', 'Rollover Repayment'));
export const Status180Overdue = order('ORD180', playShowsButtons('Repayment'));
export const Status180WithRollover = order('ORD180D', playShowsButtons('REPAY', 'Rollover Repayment'));
export const Status200ClosedWithRecommendedProducts = order('ORD200', playShowsText('Recommended for you'));
export const Status21UnderReview = order('ORD21', playShowsText('Under review'));
export const Status151NotApproved = order('ORD151', playShowsText('Not approved'));
export const Status110Disbursing = order('ORD110', playShowsText('Disbursing'));

export const BorrowAgainSendsTheEvent: Story = {
  args: { route: orderRoute('ORD200') },
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, 'Borrow Again'));
    await waitFor(async () => {
      const events = await sandboxRequests('eventSave');
      await expect(events.map((event) => event.body)).toEqual([{ productId: 'P001', moduleId: '30', positionId: '0' }]);
    });
    await waitFor(() => expect(bridgeLog().map((message) => message.name)).toContain('goPage'));
  },
};

export const KindTipsDialog = order('ORDTIPS', playOpensDialog('Kind tips'));

export const BankCardDialog: Story = {
  args: { route: orderRoute('ORDCARD') },
  play: async ({ canvasElement }) => {
    const dialog = await waitForDialog(canvasElement, 'Update your receiving account');
    await expect(within(dialog).getByRole('button', { name: 'Go and bind the card' })).toBeVisible();
  },
};

export const RatingDialog = order('ORDSCORE', playOpensDialog('Rate your experience'));

export const RatingSendWithoutAStar: Story = {
  args: { route: orderRoute('ORDSCORE') },
  play: async ({ canvasElement }) => {
    const dialog = await waitForDialog(canvasElement, 'Rate your experience');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(statusRegion(canvasElement)).toHaveTextContent('Silakan pilih'));
    await expect(await sandboxRequests('googleScore')).toEqual([]);
  },
};

export const RatingResultAfterTwoStars: Story = {
  args: { route: orderRoute('ORDSCORE') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await waitForDialog(canvasElement, 'Rate your experience');
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitForDialog(canvasElement, 'Thank you for your feedback');
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
        body: successBody('loanDetails', {
          ...loanDetailsFor('ORD21'),
          playeduL: '/repay?productId=P001&orderId=ORD21',
          reyMsg: WITHDRAW_MESSAGE,
        }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await waitForDialog(canvasElement, 'Withdraw');
    await expect(within(dialog).getByText(WITHDRAW_MESSAGE)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Withdraw Now' })).toBeVisible();
  },
};

// Long enough to look at; the story never waits for it.
const TEN_MINUTES_MS = 600_000;

// While the first load runs the page shows the loading view (the one the HTML carries before any code has run) and
// the call's loading message; the regions appear whole once the answer is in.
export const Loading: Story = {
  parameters: { sandbox: [{ endpoint: 'loanDetails', delayMs: TEN_MINUTES_MS }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusRegion(canvasElement)).toHaveTextContent('loading...'), {
      timeout: FIRST_LOAD_TIMEOUT_MS,
    });
    const main = canvasElement.querySelector('main[aria-busy="true"]');
    await expect(main?.querySelector('[data-page-loading]')).toHaveTextContent('Loading…');
    await expect(main?.querySelector('[data-region]')).toBeNull();
  },
};

export const LoadErrorThenRetry: Story = {
  parameters: { sandbox: [{ endpoint: 'loanDetails', fault: 'http500', times: 1 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForText(canvasElement, "We couldn't load your order");
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('button', { name: 'Repayment' })).toBeVisible();
    await expect(canvas.queryByText("We couldn't load your order")).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { sandbox: [{ endpoint: 'loanDetails', fault: 'http500' }] },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, "We couldn't load your order");
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
