import { describe, expect, it } from 'vitest';
import { baseUrl, bridgeLog, sandbox, screenshot, setUpPhone } from './support/browser';

const phone = setUpPhone();

describe('Customer Service (end to end)', () => {
  it('shows the telephone and e-mail from contact-kf-info (overall 30); the telephone calls through the bridge', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/customerService`);
    const telephone = page.getByRole('button', { name: /Telephone/ });
    await telephone.waitFor();
    await screenshot(page, 'customerService');
    expect((await sandbox.requests('contactKfInfo'))[0].body).toEqual({ overall: '30' });
    await telephone.click();
    const call = (await bridgeLog(page)).find((m) => m.name === 'callTelephone');
    expect(call?.payload).toMatchObject({ phone: expect.stringMatching(/\d/) });
  });

  it('the e-mail row opens a mailto: link', async () => {
    const page = phone.page();
    await page.goto(`${baseUrl()}/customerService`);
    const email = page.getByRole('button', { name: /E-mail/ });
    await email.waitFor();
    // Chromium hands mailto: to the system and the page stays: the Navigation API records the attempt.
    await page.evaluate(() => {
      const opened: string[] = [];
      (window as unknown as { __opened: string[] }).__opened = opened;
      (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (event) =>
        opened.push((event as unknown as { destination: { url: string } }).destination.url),
      );
    });
    await email.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened))
      .toEqual([expect.stringMatching(/^mailto:[^?]+@[^?]+$/)]);
    expect(page.url()).toContain('/customerService');
  });
});
