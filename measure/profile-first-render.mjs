// Where the main thread spends a screen's first render: a CPU profile (Chromium's sampling profiler, CPU slowed 4x)
// from navigation to the content being visible, summed by function (self time), over several loads.
// Usage: node measure/profile-first-render.mjs <baseUrl> [path] [rounds]   (serve a production build first: npm run preview;
// build with `npx vite build --configLoader runner --minify false` to read function names)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const [baseUrl = 'http://127.0.0.1:4173', path = '/loanDetail?productId=P001&orderId=ORD174D', rounds = '5'] =
  process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
const selfTime = new Map();
let total = 0;
for (let round = 0; round < Number(rounds); round += 1) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // The moment content shows is reported from the page itself, so no polling of the test driver runs in the profile.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main[aria-busy="false"] [data-region]')) return;
      observer.disconnect();
      console.log('content-visible');
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  // Content visible: the page's first load has settled (main[aria-busy=false]) with its regions in it.
  const visible = page.waitForEvent('console', (message) => message.text() === 'content-visible');
  await page.goto(baseUrl + path);
  await visible;
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  for (const [id, count] of counts) {
    const { callFrame } = byId.get(id);
    if (['(idle)', '(program)', '(root)'].includes(callFrame.functionName)) continue;
    const file = callFrame.url.split('/').pop() || '';
    const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + count * interval);
    total += count * interval;
  }
  await context.close();
}
await browser.close();
const n = Number(rounds);
console.log(`script self time per load: ${(total / n).toFixed(1)} ms (CPU 4x, ${n} loads of ${path})`);
for (const [key, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${(ms / n).toFixed(1).padStart(7)} ms  ${key}`);
