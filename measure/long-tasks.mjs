// The main thread's long tasks while a screen loads (what Lighthouse's total blocking time is made of), from a
// Chromium performance trace with the CPU slowed 4x, each with the trace events that fill it.
// Usage: node measure/long-tasks.mjs <baseUrl> [path] [rounds]   (serve a production build first: npm run preview)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const [baseUrl = 'http://127.0.0.1:4173', path = '/loanDetail?productId=P001&orderId=ORD174D', rounds = '3'] =
  process.argv.slice(2);
const LONG_US = 50_000; // a task over 50 ms blocks input (the definition behind total blocking time)
const SHOWN_US = 3_000;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
try {
  for (let round = 1; round <= Number(rounds); round += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(baseUrl + path);
    // Content visible: the page's first load has settled with its regions in it; then the effects after it.
    await page.waitForSelector('main[aria-busy="false"] [data-region]');
    await page.waitForTimeout(500);
    const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
    const starts = events
      .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'))
      .map((event) => event.ts);
    const start = starts.length
      ? Math.min(...starts)
      : Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
    const tasks = events.filter((event) => event.name === 'RunTask' && event.dur > LONG_US && event.ts >= start);
    console.log(
      `${path}, load ${round}: ${tasks.length} long tasks, ${Math.round(tasks.reduce((sum, task) => sum + task.dur - LONG_US, 0) / 1000)} ms over 50 ms in all`,
    );
    for (const task of tasks) {
      const inside = new Map();
      for (const event of events) {
        if (event.tid !== task.tid || event === task || event.ph !== 'X' || !(event.dur > SHOWN_US)) continue;
        if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
        const file = event.args?.data?.url ? ` ${event.args.data.url.split('/').pop().split('?')[0]}` : '';
        const name = `${event.name}${file}`;
        inside.set(name, Math.max(inside.get(name) ?? 0, event.dur));
      }
      const top = [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`);
      console.log(
        `  at ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms: ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ${top.join(', ')}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
}
