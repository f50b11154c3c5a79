// The testers' preview page in Chromium at 390x844: device fields travel to linked pages, the photo picker,
// the contact form and geolocation (granted and refused through the browser's permission settings).
import { describe, expect, it } from 'vitest';
import { baseUrl, sandbox, screenshot, setUpPhone } from './support/browser';

const phone = setUpPhone();

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function open() {
  const page = phone.page();
  await page.goto(`${baseUrl()}/testPreview`);
  await page.getByRole('textbox', { name: 'Order id' }).waitFor();
  return page;
}

describe('Test preview (end to end)', () => {
  it('edited device fields reach the linked page in its query and its calls, and are remembered for the session', async () => {
    const page = await open();
    await screenshot(page, 'testPreview');
    await page.getByRole('textbox', { name: 'Order id' }).fill('ORD151');
    await page.getByRole('textbox', { name: 'Device id' }).fill('D-E2E-42');
    await page.getByRole('button', { name: /Order details/ }).click();
    await page.waitForURL(/\/loanDetail\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('orderId')).toBe('ORD151');
    expect(query.get('deviceId')).toBe('D-E2E-42');
    expect(query.get('appVersion')).toBe('3.2.0');
    await expect.poll(async () => (await sandbox.requests('loanDetails')).length).toBeGreaterThan(0);
    expect((await sandbox.requests('loanDetails'))[0].query).toMatchObject({ deviceId: 'D-E2E-42' });

    await page.goBack();
    await expect.poll(() => page.getByRole('textbox', { name: 'Order id' }).inputValue()).toBe('ORD151');
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Device id' }).inputValue()).toBe('D-E2E-42');
  });

  it('the photo picker shows the chosen photo with its type and size', async () => {
    const page = await open();
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    const picture = page.getByRole('img', { name: 'Chosen photo' });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1); // the picture loads after the element
    await page.getByText('image/png').waitFor();
    await page.getByText(`${PNG.length} bytes`).waitFor();
    await page.getByText('selfie.png').waitFor();
  });

  it('the contact form refuses a bad number and saves a good one', async () => {
    const page = await open();
    await page.getByRole('textbox', { name: 'Contact name' }).fill('Juan Dela Cruz');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await page.getByRole('button', { name: 'Save contact' }).click();
    const refused = page.getByRole('status').getByText('Enter an 11-digit mobile number starting with 09.');
    await refused.waitFor();
    const saved = page.getByText('Saved: Juan Dela Cruz, 09171234567');
    // The bad number is refused, not saved.
    expect({ refused: await refused.isVisible(), saved: await saved.count() }).toEqual({ refused: true, saved: 0 });
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('09171234567');
    await page.getByRole('button', { name: 'Save contact' }).click();
    await saved.waitFor();
    expect(await saved.isVisible()).toBe(true);
  });

  it('get location shows the coordinates when the browser allows it', async () => {
    const page = await open();
    await page.context().grantPermissions(['geolocation'], { origin: baseUrl() });
    await page.context().setGeolocation({ latitude: 14.554729, longitude: 121.024445, accuracy: 12 });
    await page.getByRole('button', { name: 'Get location' }).click();
    const coordinates = page.getByText('Latitude 14.55473, longitude 121.02445 (within 12 m)');
    await coordinates.waitFor();
    expect(await coordinates.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Get location' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'testPreview-location');
  });

  it('get location says so clearly when the permission is refused', async () => {
    const page = await open();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
      origin: baseUrl(),
    });
    await page.getByRole('button', { name: 'Get location' }).click();
    await page.getByText(/Location permission was refused/).waitFor();
    // Said in words, with no coordinates shown.
    expect(await page.getByText(/Location permission was refused/).isVisible()).toBe(true);
    expect(await page.getByText(/^Latitude /).count()).toBe(0);
  });
});
