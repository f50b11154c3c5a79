// Idempotency in Chromium: the sandbox drops the connection of a state-changing call after doing the work. Whatever
// happens next (Chromium re-sends the request by itself, or the page reports the failure and the person taps
// again), the sandbox has exactly one effect: every request of the call carries the same Idempotency-Key and all
// but the first were answered from the store.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { EndpointId } from '../../api/catalogue';
import { baseUrl, sandbox, setUpPhone } from './support/browser';

const phone = setUpPhone();

/** Runs `act`; when the browser did not re-send by itself, `retry` is the person's second try. */
async function oneEffect(endpoint: EndpointId, act: () => Promise<void>, retry: () => Promise<void>) {
  await sandbox.override({ endpoint, fault: 'drop', times: 1 });
  await act();
  await expect.poll(async () => (await sandbox.requests(endpoint)).length).toBeGreaterThanOrEqual(1);
  // Give an automatic re-send the chance to arrive before deciding that the person has to try again.
  const resent = await expect
    .poll(async () => (await sandbox.requests(endpoint)).length, { timeout: 3000 })
    .toBeGreaterThanOrEqual(2)
    .then(
      () => true,
      () => false,
    );
  if (!resent) await retry();
  await expect.poll(async () => (await sandbox.requests(endpoint)).length).toBeGreaterThanOrEqual(2);
  const requests = await sandbox.requests(endpoint);
  expect(new Set(requests.map((r) => r.idempotencyKey)).size).toBe(1);
  expect(requests[0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  expect(requests.filter((r) => !r.replayed)).toHaveLength(1);
}

async function rate(page: Page, dialogName: string, stars: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('radio', { name: stars }).check({ force: true });
  await dialog.getByRole('button', { name: 'Send' }).click();
}

describe('a dropped connection makes one effect (end to end)', () => {
  it('googleScore on Order Details', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/loanDetail?productId=P001&orderId=ORDSCORE`);
    await page.getByRole('dialog', { name: 'Rate your experience' }).waitFor();
    await oneEffect(
      'googleScore',
      () => rate(page, 'Rate your experience', '5 stars'),
      () => rate(page, 'Rate your experience', '5 stars'),
    );
  });

  it('saveScore on complaint details', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/complainDetails?problemId=1001`);
    await page.getByRole('dialog', { name: 'Rate our service' }).waitFor(); // 3 s after load, on a busy machine later
    await oneEffect(
      'saveScore',
      () => rate(page, 'Rate our service', '4 stars'),
      () => rate(page, 'Rate our service', '4 stars'),
    );
  });
});
