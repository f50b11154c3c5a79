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
    const navigation = page.waitForRequest((r) => r.url().startsWith('mailto:'), { timeout: 3000 }).catch(() => null);
    await page.evaluate(() => {
      // Chromium hands mailto: to the OS; record the attempt instead of leaving the page.
      window.addEventListener('beforeunload', () => ((window as unknown as { __left: boolean }).__left = true));
    });
    await email.click();
    await navigation;
    expect(page.url()).toContain('/customerService');
  });
});
