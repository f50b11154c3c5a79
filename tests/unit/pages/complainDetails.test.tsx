// Complaint details, rendered from pages/complainDetails.json against the sandbox: the complaint, the
// service reply, full-screen images and the rating prompt 3 s after load.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, sandbox, settled, setUpSandbox } from '../../support/renderRoute';
import { setUpTestClock } from '../../support/testClock';

setUpSandbox();

// The page's timers run on a clock the test owns (tests/support/testClock.ts).
const { user, advance } = setUpTestClock(['setTimeout', 'clearTimeout']);

const PROCESSED = 1001; // seeded: images, a reply with images, isNeedScore 1
const PROCESSING = 1002; // seeded: a collection sub-type, no reply yet, isNeedScore 0

const open = async (problemId: number) => {
  const view = renderRoute(`/complainDetails?problemId=${problemId}`);
  await settled();
  await screen.findByText('Customer service reply');
  return view;
};
const ratingDialog = () => screen.queryByRole('dialog', { name: 'Rate our service' });
const findRatingDialog = () => screen.findByRole('dialog', { name: 'Rate our service' });

describe('Complaint details content', () => {
  it('calls problem-detail with the id and shows the type, content, images and the service reply', async () => {
    await open(PROCESSED);
    expect((await sandbox.requests('problemDetail')).map((r) => r.body)).toEqual([{ problemId: String(PROCESSED) }]);
    expect(screen.getByText('Repayment issue')).toBeVisible();
    expect(screen.getByText(/I paid ₱5.682,50 through GCash/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Your image 1' })).toBeVisible();
    expect(screen.getByText(/We found your GCash payment/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reply image 1' })).toBeVisible();
  });

  it('shows the sub-type; without a reply yet it says the reply is pending', async () => {
    await open(PROCESSING);
    expect(screen.getByText('Collection')).toBeVisible();
    expect(screen.getByText('Calls at unreasonable hours')).toBeVisible();
    expect(screen.getByText(/will reply within 3 weekdays/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /image/ })).toBeNull();
  });

  it('tapping an image opens it full screen; tapping Close closes it', async () => {
    await open(PROCESSED);
    await user.click(screen.getByRole('button', { name: 'Reply image 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Reply image 1' });
    expect(within(viewer).getByRole('img', { name: 'Reply image 1' })).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Reply image 1' })).toBeNull();
  });

  it('a failed problem-detail shows an error with Retry', async () => {
    await sandbox.override({ endpoint: 'problemDetail', fault: 'http500', times: 1 });
    renderRoute(`/complainDetails?problemId=${PROCESSED}`);
    await settled();
    expect(await screen.findByText("We couldn't load this complaint")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Customer service reply')).toBeVisible();
    // The prompt still comes 3 s after the data arrived.
    await advance(3100);
    expect(await findRatingDialog()).toBeVisible();
  });
});

describe('Complaint details rating prompt', () => {
  it('opens 3 s after load when isNeedScore is not 0, not before', async () => {
    await open(PROCESSED);
    await advance(2000);
    expect(ratingDialog()).toBeNull();
    await advance(1100);
    expect(await findRatingDialog()).toBeVisible();
  });

  it('never opens when isNeedScore is 0', async () => {
    await open(PROCESSING);
    await advance(10_000);
    expect(ratingDialog()).toBeNull();
  });

  it('Send without a star says Silakan pilih and sends nothing', async () => {
    const view = await open(PROCESSED);
    await advance(3100);
    await user.click(within(await findRatingDialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.status()).toContain('Silakan pilih'));
    expect(ratingDialog()).toBeVisible();
    expect(await sandbox.requests('saveScore')).toEqual([]);
  });

  it('Send posts save-score with the score and problemId, closes the dialog and says the rating was sent', async () => {
    const view = await open(PROCESSED);
    await advance(3100);
    await user.click(within(await findRatingDialog()).getByRole('radio', { name: '3 stars' }));
    await user.click(within(await findRatingDialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(ratingDialog()).toBeNull());
    expect((await sandbox.requests('saveScore')).map((r) => r.body)).toEqual([
      { score: '3', problemId: String(PROCESSED) },
    ]);
    expect(view.status()).toContain('Thank you! Your rating has been sent.');
  });

  it('Cancel closes the dialog without sending', async () => {
    await open(PROCESSED);
    await advance(3100);
    await user.click(within(await findRatingDialog()).getByRole('button', { name: 'Cancel' }));
    expect(ratingDialog()).toBeNull();
    expect(await sandbox.requests('saveScore')).toEqual([]);
  });

  it('a failed save-score keeps the dialog open with the server message', async () => {
    await sandbox.override({
      endpoint: 'saveScore',
      body: { code: '5000', message: 'Rating is closed', data: null },
      times: 1,
    });
    const view = await open(PROCESSED);
    await advance(3100);
    await user.click(within(await findRatingDialog()).getByRole('radio', { name: '5 stars' }));
    await user.click(within(await findRatingDialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.status()).toContain('Rating is closed'));
    expect(ratingDialog()).toBeVisible();
  });
});
