// One measurement each: a fresh phone, one screen, one number (plus what was seen on the way).
import { heapAfterGc, mainThread, openPhone } from './phone.mjs';
import { installKeyProbe, loadedScripts, readyProbe, settledLcp, showAllFields, tapStatuses } from './probes.mjs';
import { statusTexts } from './benchPage.mjs';

const READY_TIMEOUT_MS = 60_000;
/** How long a page must stay unchanged (no new LCP candidate, no new resource) before its LCP counts as final. */
const LCP_QUIET_MS = 3000;

async function withPhone(browser, options, problems, run) {
  const phone = await openPhone(browser, options);
  try {
    return await run(phone);
  } finally {
    problems.push(...phone.problems);
    await phone.close();
  }
}

/** Opens `url` and waits until the screen the page's ready probe watches is painted; returns the probe's times. */
async function open(phone, url) {
  await phone.page.goto(url, { waitUntil: 'commit' });
  const ready = phone.page.evaluate(() => window.__benchReady);
  const timeout = new Promise((_, reject) =>
    setTimeout(
      () => reject(new Error(`${url}: content not shown within ${READY_TIMEOUT_MS / 1000}s`)),
      READY_TIMEOUT_MS,
    ).unref(),
  );
  return Promise.race([ready, timeout]);
}

/** Navigation start to the content painted (ms); with `heap`, the JS heap (MB) after a GC; with `scripts`, the JS loaded. */
export function firstRender(browser, url, spec, problems, { heap = false, scripts = false } = {}) {
  return withPhone(browser, { init: [[readyProbe, spec]] }, problems, async (phone) => {
    const { paintAt } = await open(phone, url);
    const result = { ms: paintAt };
    if (scripts) {
      // Everything the screen loads, lazily loaded modules (answer validators) included: wait for the network to settle.
      await phone.page.waitForLoadState('networkidle');
      result.scripts = await phone.page.evaluate(loadedScripts);
    }
    if (heap) result.heapMB = await heapAfterGc(phone.cdp);
    return result;
  });
}

/** `taps` taps of "Next status", each followed by its paint: total ms, per tap, and main-thread time spent. */
export function statusChanges(browser, url, spec, taps, problems) {
  return withPhone(browser, { init: [[readyProbe, spec]] }, problems, async (phone) => {
    await open(phone, url);
    await phone.page.waitForLoadState('networkidle'); // start from a quiet page
    await phone.cdp.send('Performance.enable');
    const before = await mainThread(phone.cdp);
    const total = await phone.page.evaluate(tapStatuses, statusTexts(spec.status, taps));
    const after = await mainThread(phone.cdp);
    const spent = (key) => after[key] - before[key];
    return {
      ms: total,
      perTap: total / taps,
      taskMs: spent('task'),
      scriptMs: spent('script'),
      styleLayoutMs: spent('style') + spent('layout'),
    };
  });
}

const LETTERS = 'juandelacruz';

/** Median time from a keystroke's input event to the paint after it, typing into "Account holder name". */
export function keystroke(browser, url, spec, problems, { allFields = false } = {}) {
  return withPhone(browser, { init: [[readyProbe, spec]] }, problems, async (phone) => {
    const { page } = phone;
    await open(phone, url);
    await page.waitForLoadState('networkidle');
    const fields = allFields ? await page.evaluate(showAllFields, spec.allInputs) : spec.inputs;
    await page.evaluate(installKeyProbe);
    await page.getByLabel('Account holder name').focus();
    // A person starts typing a moment after the field has focus, not in the same millisecond: the focus ring's own
    // transition (ours fades the border in over 120 ms) ends first, so the keystrokes measure typing, not the fade.
    await page.evaluate(() =>
      Promise.all(document.activeElement.getAnimations().map((animation) => animation.finished)),
    );
    // Real (trusted) key presses through CDP, one at a time: each waits for its paint before the next.
    for (let i = 0; i < LETTERS.length; i++) {
      await page.keyboard.press(LETTERS[i]);
      await page.evaluate((count) => window.__waitKeys(count), i + 1);
    }
    const times = await page.evaluate(() => window.__keys);
    const sorted = [...times].sort((a, b) => a - b);
    return { ms: sorted[Math.floor(sorted.length / 2)], fields };
  });
}

/** Largest contentful paint (ms from navigation start) on a slow phone, on a slow network unless `network` is false. */
export function largestContentfulPaint(browser, url, problems, { network = true } = {}) {
  return withPhone(browser, { network }, problems, async (phone) => {
    await phone.page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return { ms: await phone.page.evaluate(settledLcp, LCP_QUIET_MS) };
  });
}
