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

/**
 * Lets the page finish what a run of its clock started before a test looks for something that must NOT be there: React
 * renders in message-channel tasks, which a stopped clock does not hold back, so a few such round trips drain them.
 */
export async function drainRenders(page: Page): Promise<void> {
  for (let round = 0; round < 3; round++)
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
}
