// Debian's Chromium (never a downloaded one) at a phone's size, with its CPU slowed 4x through CDP and, for the
// network mode, a slow mobile connection. Every measurement opens a fresh context: empty cache, no state.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const CPU_SLOWDOWN = 4;
// 150 ms round trip, 1.6 Mbps down, 750 Kbps up (CDP wants bytes per second).
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export function launchBrowser() {
  // --js-flags=--expose-gc is not needed: the heap is collected through CDP (HeapProfiler.collectGarbage).
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** A fresh phone-sized page; `init` scripts run before the page's own. Problems (uncaught errors, CSP) are collected. */
export async function openPhone(browser, { init = [], network = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  for (const [fn, arg] of init) await page.addInitScript(fn, arg);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  }
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // As the end-to-end tests: uncaught errors and CSP refusals (not Chromium's notes about headers it does not know).
  page.on('console', (message) => {
    if (message.type() === 'error' && /CSP violation|Content Security Policy|Refused to/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { page, cdp, problems, close: () => context.close() };
}

/** The JavaScript heap in use after a full garbage collection, in MB. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / (1024 * 1024);
}

/** Main-thread time so far (CDP Performance metrics, seconds → ms): all tasks, script, style and layout. */
export async function mainThread(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    task: value('TaskDuration'),
    script: value('ScriptDuration'),
    style: value('RecalcStyleDuration'),
    layout: value('LayoutDuration'),
  };
}
