// The complaint flow in Chromium at 390x844, against the production build and the sandbox, under the
// production CSP: entry, next (text, images, send), list and details with the rating prompt.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, sandbox, screenshot, setUpPhone } from './support/browser';
import { drainRenders } from './support/clock';

const phone = setUpPhone();

// A real 1x1 PNG, so the thumbnail served back by the sandbox actually decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const COLLECTION_REFUSED = 'El pedido seleccionado no permite enviar quejas de tipo cobranza.';

async function openEntry(orderId: string) {
  const page = phone.page();
  await page.goto(`${baseUrl()}/complaint?orderId=${orderId}`);
  await page.getByRole('button', { name: /Collection/ }).waitFor();
  return page;
}

/** From the entry page, chooses a type (and a sub-type) and lands on the next page. */
async function openNext(orderId = 'ORD174', type = /Repayment issue/, subType?: RegExp) {
  const page = await openEntry(orderId);
  await page.getByRole('button', { name: type }).click();
  if (subType) await page.getByRole('button', { name: subType }).click();
  await page.waitForURL(/\/complainPageNext$/);
  await description(page).waitFor();
  return page;
}

const description = (page: Page) => page.getByRole('textbox', { name: 'Describe your problem' });
const addPhoto = (page: Page) => page.getByLabel('Add photo');
const thumbnails = (page: Page) => page.getByRole('img', { name: /^Photo \d+$/ });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text).waitFor();

async function upload(page: Page, name: string) {
  const before = await thumbnails(page).count();
  await addPhoto(page).setInputFiles(png(name));
  await expect.poll(() => thumbnails(page).count()).toBe(before + 1);
}

describe('Complaint entry (end to end)', () => {
  it('shows the selected order; All switches orders; collection is refused on an order that does not allow it', async () => {
    const page = await openEntry('ORD174');
    expect((await sandbox.requests('problemInit')).map((r) => r.body)).toEqual([{ orderId: 'ORD174' }]);
    const order = page.locator('[data-region="order"]');
    await order.getByText('PesoSwift').waitFor();
    await expect(order.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(
      0,
    );
    await screenshot(page, 'complaint-entry');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an order' });
    await dialog.waitFor();
    await screenshot(page, 'complaint-orders');
    await dialog.getByRole('button', { name: /BayadAgad/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await order.getByText('Order ORD200').waitFor();
    await page.getByRole('button', { name: /Collection/ }).click();
    await toast(page, COLLECTION_REFUSED);
    await screenshot(page, 'complaint-collection-refused');
    expect(await page.getByRole('button', { name: /Rude or threatening language/ }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/complaint');
    await page.getByRole('button', { name: 'My complaints' }).click();
    await page.waitForURL(/\/complaintList$/);
  });

  it('the sub-type path: collection on an allowed order shows sub-types; one goes to the next page, whose tags show both', async () => {
    const page = await openEntry('ORD174');
    await page.getByRole('button', { name: /Collection/ }).click();
    await page.getByRole('button', { name: /Contacted my family or friends/ }).waitFor();
    await screenshot(page, 'complaint-subtypes');
    await page.getByRole('button', { name: /Contacted my family or friends/ }).click();
    await page.waitForURL(/\/complainPageNext$/);
    await page.locator('[data-region="tags"]').getByText('Contacted my family or friends').waitFor();
    await page.locator('[data-region="tags"]').getByText('Collection').waitFor();
    const tags = await page.locator('[data-region="tags"]').textContent();
    expect(tags).toContain('Collection');
    expect(tags).toContain('Contacted my family or friends');
    await screenshot(page, 'complainPageNext-empty');
  });
});

describe('Complaint next (end to end)', () => {
  it('the description: required (spec toast), at most 200 characters, typing past 200 ignored, counter n/200', async () => {
    const page = await openNext();
    await page.getByText('0/200').waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Please fill in your comments and suggestions');
    await description(page).fill('y'.repeat(205));
    expect(await description(page).inputValue()).toBe('y'.repeat(200));
    await description(page).press('End');
    await description(page).pressSequentially('zz');
    expect(await description(page).inputValue()).toBe('y'.repeat(200));
    await page.getByText('200/200').waitFor();
    expect(await sandbox.requests('problemSave')).toEqual([]);
  });

  it('images: uploaded as multipart problemImage and served back; a PDF, an oversized image and a failed upload are left out with a message', async () => {
    const page = await openNext();
    await addPhoto(page).setInputFiles(png('receipt.png'));
    await toast(page, 'Upload succeeded!');
    await expect.poll(() => thumbnails(page).count()).toBe(1);
    // The thumbnail is in the page before its picture has loaded: wait for the picture, not for a moment.
    await expect
      .poll(() =>
        thumbnails(page)
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);
    expect((await sandbox.requests('uploadProblemImg')).map((r) => r.body)).toEqual([
      { problemImage: { filename: 'receipt.png', type: 'image/png', size: PNG.length } },
    ]);

    await addPhoto(page).setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await toast(page, 'Only images can be uploaded.');
    await addPhoto(page).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await toast(page, 'This image is larger than 10 MB. Please choose a smaller one.');
    expect(await sandbox.requests('uploadProblemImg')).toHaveLength(1);

    await sandbox.override({ endpoint: 'uploadProblemImg', fault: 'http500', times: 1 });
    await addPhoto(page).setInputFiles(png('second.png'));
    await toast(page, /^Upload failed/);
    await screenshot(page, 'complainPageNext-upload-failed');
    expect(await thumbnails(page).count()).toBe(1);
  });

  it('at most nine images, three per row; the picker is disabled at nine', async () => {
    const page = await openNext();
    for (let n = 1; n <= 9; n++) await upload(page, `photo-${n}.png`);
    await expect(addPhoto(page).isDisabled()).resolves.toBe(true);
    await page.getByText('You can add up to 9 images.').waitFor();
    const tops = await thumbnails(page).evaluateAll((images) =>
      images.map((img) => Math.round(img.getBoundingClientRect().top)),
    );
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(new Set(tops).size).toBe(3);
    expect(tops[3]).toBeGreaterThan(tops[2]);
    await thumbnails(page).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'complainPageNext-nine-images');
  });

  it('the draft (text and uploaded images) survives a reload and a failed send', async () => {
    const page = await openNext();
    await description(page).fill('My payment is missing.');
    await upload(page, 'proof.png');
    await page.reload();
    await description(page).waitFor();
    expect(await description(page).inputValue()).toBe('My payment is missing.');
    expect(await thumbnails(page).count()).toBe(1);

    await sandbox.override({
      endpoint: 'problemSave',
      body: { code: '5000', message: 'System busy, try later', data: null },
      times: 1,
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'System busy, try later');
    await page.reload();
    await description(page).waitFor();
    expect(await description(page).inputValue()).toBe('My payment is missing.');
    expect(await thumbnails(page).count()).toBe(1);
  });

  it('Send posts problem-save, shows Successfully Sent for 1.5 s, clears local storage and replaces the location with the entry', async () => {
    const page = await openNext('ORD174', /Collection/, /Rude or threatening language/);
    await description(page).fill('The agent shouted at me.');
    await upload(page, 'a.png');
    await upload(page, 'b.png');
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Successfully Sent' });
    await sent.waitFor();
    await screenshot(page, 'complainPageNext-sent');
    expect((await sandbox.requests('problemSave')).map((r) => r.body)).toEqual([
      {
        problemType: '1',
        problemSonType: '1',
        problemDetail: 'The agent shouted at me.',
        problemImage: '/__sandbox/files/img-1,/__sandbox/files/img-2',
        orderNo: 'ORD174',
      },
    ]);
    await page.waitForURL(/\/complaint\?orderId=ORD174$/);
    // The 1.5 s run from the save's success, which follows the tap: the modal cannot be cut short.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // Replaced, not pushed: going back does not return to the sent form.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
  });
});

/**
 * Complaint details, loaded on Playwright's clock stopped from before the page began: its timers (the rating prompt's
 * 3 s) run only when the test runs the clock, never with a busy machine's seconds.
 */
async function openDetails(problemId: string): Promise<Page> {
  const page = phone.page();
  const start = Date.parse('2026-11-20T09:00:00+08:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto(`${baseUrl()}/complainDetails?problemId=${problemId}`);
  await page.locator('main[aria-busy="false"]').waitFor();
  return page;
}

describe('Complaint list and details (end to end)', () => {
  it('a sent complaint appears in the list tabs; tapping it opens its details with type, sub-type, content and images', async () => {
    const page = await openNext('ORD180', /Collection/, /Calls at unreasonable hours/);
    await description(page).fill('Calls at 11 PM again.');
    await upload(page, 'log.png');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/complaint\?orderId=ORD180$/);
    await page.goto(`${baseUrl()}/complaintList`);
    const items = page.locator('[data-region="items"]').getByRole('button');
    await items.first().waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['All', 'Processing', 'Processed']);
    expect(await items.count()).toBe(3);
    await screenshot(page, 'complaintList');
    await page.getByRole('tab', { name: 'Processed' }).click();
    await expect.poll(() => items.count()).toBe(1);
    await page.getByRole('tab', { name: 'All' }).click();
    const mine = items.filter({ hasText: 'Calls at 11 PM again.' });
    expect(await mine.textContent()).toContain('Collection');
    await mine.click();
    await page.waitForURL(/\/complainDetails\?problemId=1003$/);
    await page.getByText('Calls at 11 PM again.').waitFor();
    await page.getByText('Calls at unreasonable hours').waitFor();
    await page.getByRole('button', { name: 'Your image 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Your image 1' });
    await viewer.waitFor();
    await screenshot(page, 'complainDetails-image');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
  });

  it('an empty tab says so', async () => {
    await sandbox.override({
      endpoint: 'problemList',
      body: {
        code: '00',
        message: '',
        data: {
          tabs: [
            { title: 'All', list: [] },
            { title: 'Processed', list: [] },
          ],
        },
      },
    });
    const page = phone.page();
    await page.goto(`${baseUrl()}/complaintList`);
    await page.getByText('No complaints here yet.').waitFor();
    expect(await page.getByText('No complaints here yet.').isVisible()).toBe(true);
    await screenshot(page, 'complaintList-empty');
  });

  it('details: the reply with images; the rating prompt 3 s after load; Silakan pilih; Send posts save-score and says so', async () => {
    const page = await openDetails('1001');
    await page.getByText(/We found your GCash payment/).waitFor();
    await page.getByRole('button', { name: 'Reply image 1' }).waitFor();
    await screenshot(page, 'complainDetails');
    const rating = page.getByRole('dialog', { name: 'Rate our service' });
    await page.clock.runFor(2_999);
    await drainRenders(page);
    expect(await rating.count()).toBe(0);
    await page.clock.runFor(1);
    await rating.waitFor();
    await screenshot(page, 'complainDetails-rating');
    await rating.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Silakan pilih');
    await rating.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await rating.getByRole('button', { name: 'Send' }).click();
    await rating.waitFor({ state: 'detached' });
    await toast(page, 'Thank you! Your rating has been sent.');
    expect((await sandbox.requests('saveScore')).map((r) => r.body)).toEqual([{ score: '4', problemId: '1001' }]);
  });

  it('details without a pending score (isNeedScore 0) never prompt', async () => {
    const page = await openDetails('1002');
    await page.getByText('An agent called me at 10:40 PM three nights in a row.').waitFor();
    await page.clock.runFor(10_000);
    await drainRenders(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'complainDetails-pending');
  });
});
