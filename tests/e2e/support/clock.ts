import type { Page } from 'playwright-core';

/**
 * Stops a page's Playwright clock where it stands, so a busy machine's seconds between two steps never count: from
 * here only `clock.runFor` moves it. Until then the installed clock flows with real time, so the page may pass any
 * instant aimed at before the call lands ("Cannot fast-forward to the past"): aim half a second ahead (the jump fires
 * only the timers due in it, once), and aim again if it was passed all the same.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const ahead = await page.evaluate(() => Date.now() + 500);
    try {
      return await page.clock.pauseAt(ahead);
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
