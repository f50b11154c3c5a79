// The complaint flow: entry (/complaint), list, details and the next page, against the sandbox's seeded
// complaints (sandbox/fixtures/complaints.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COLLECTION_NOT_ALLOWED_MESSAGE } from '../../sandbox/fixtures/complaints';
import { pageStoryMeta, type PageStoryArgs } from '../support/PageStory';
import {
  FIRST_LOAD_TIMEOUT_MS,
  playShowsText,
  statusRegion,
  waitForButton,
  waitForDialog,
  waitForText,
} from '../support/pagePlay';

const meta = {
  title: 'Pages/Complaint',
  ...pageStoryMeta,
  tags: ['!autodocs'], // one app and sandbox at a time: no Docs page rendering them all
  args: { ...pageStoryMeta.args, route: '/complaint?orderId=ORD174' },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EntryForOrder174: Story = {
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'Order ORD174');
    await userEvent.click(await waitForButton(canvasElement, /Collection/));
    await expect(
      await within(canvasElement).findByRole('button', { name: /Rude or threatening language/ }),
    ).toBeVisible();
  },
};

export const EntryCollectionRefusedForOrder200: Story = {
  args: { route: '/complaint?orderId=ORD200' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await waitForButton(canvasElement, /Collection/));
    await waitFor(() => expect(statusRegion(canvasElement)).toHaveTextContent(COLLECTION_NOT_ALLOWED_MESSAGE));
    await expect(within(canvasElement).queryByRole('button', { name: /Rude or threatening language/ })).toBeNull();
  },
};

export const List: Story = {
  args: { route: '/complaintList' },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'An agent called me at 10:40 PM three nights in a row.');
    await expect(within(canvasElement).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  },
};

// The page asks for a rating 3 s after it loads, when the complaint's isNeedScore is not 0.
const RATING_PROMPT_MS = 3000;

export const DetailsAnsweredWithRatingDialog: Story = {
  args: { route: '/complainDetails?problemId=1001' },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, /We found your GCash payment/);
    await waitForDialog(canvasElement, 'Rate our service', RATING_PROMPT_MS + FIRST_LOAD_TIMEOUT_MS);
  },
};

export const DetailsAwaitingReply: Story = {
  args: { route: '/complainDetails?problemId=1002' },
  play: playShowsText('Calls at unreasonable hours', /will reply within 3 weekdays/),
};

const COLLECTION_CHOICE = {
  problemType: 1,
  problemTypeTitle: 'Collection',
  problemSonType: 3,
  problemSonTypeTitle: 'Calls at unreasonable hours',
  orderNo: 'ORD174',
  entryOrderId: 'ORD174',
};

export const NextWithChoice: Story = {
  args: { route: '/complainPageNext' },
  parameters: { storage: { local: { complaintChoice: COLLECTION_CHOICE } } },
  play: async ({ canvasElement }) => {
    await waitForText(canvasElement, 'Calls at unreasonable hours');
    await userEvent.click(await waitForButton(canvasElement, 'Send'));
    await waitFor(() =>
      expect(statusRegion(canvasElement)).toHaveTextContent('Please fill in your comments and suggestions'),
    );
  },
};

export const NextWithoutChoice: Story = {
  args: { route: '/complainPageNext' },
  play: playShowsText('Choose what your complaint is about first.'),
};
