// Functions that run inside the page (Playwright sends their source, so each one stands alone). Every time is read
// in the page with performance.now() / event time stamps, against the navigation start (time origin).
// "Painted" means: the frame after the change has been drawn — a task posted from requestAnimationFrame runs
// once that frame's rendering is done.

/** Init script: resolves window.__benchReady with { domAt, paintAt } once the screen's content is on screen. */
export function readyProbe(spec) {
  const ready = () => {
    if (spec.kind === 'loanDetail') {
      // The status banner's text and every detail row.
      return (
        document.querySelector('h1')?.textContent === spec.title &&
        document.querySelectorAll('dl dt').length === spec.rows
      );
    }
    // The bank form: its text fields and the Next button.
    const next = [...document.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Next');
    return next && document.querySelectorAll('input[type="text"]').length === spec.inputs;
  };
  let resolve;
  window.__benchReady = new Promise((r) => (resolve = r));
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    const domAt = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ domAt, paintAt: performance.now() });
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The largest contentful paint once the page has settled: loaded, and neither a new LCP candidate nor a new resource
 * for `quietMs` (network idle alone is not enough: a slow phone can run the entry's code for a long while with no
 * request in flight, before the screen's own code and calls start). Read from a buffered observer's records.
 */
export async function settledLcp(quietMs) {
  const read = () => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries.length ? entries[entries.length - 1].startTime : null;
  };
  let seen = '';
  let since = performance.now();
  const started = since;
  for (;;) {
    const lcp = read();
    const state = `${lcp}|${performance.getEntriesByType('resource').length}|${document.readyState}`;
    if (state !== seen) {
      seen = state;
      since = performance.now();
    } else if (lcp !== null && document.readyState === 'complete' && performance.now() - since >= quietMs) return lcp;
    if (performance.now() - started > 60_000) return lcp; // a page that never settles: its latest candidate
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Taps "Next status" once per expected banner text; each tap waits for its text and the paint that shows it before
 * the next. Returns the total from the first tap to the last paint.
 */
export async function tapStatuses(texts) {
  const painted = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    );
  const until = (condition) =>
    new Promise((resolve) => {
      if (condition()) return resolve();
      const observer = new MutationObserver(() => {
        if (!condition()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
  const control = () =>
    [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Next status');
  const start = performance.now();
  for (const text of texts) {
    // The renderer disables a control while its chain runs (single flight): wait until it takes taps again.
    await until(() => control() && !control().disabled);
    control().click();
    await until(() => document.querySelector('h1')?.textContent === text);
    await painted();
  }
  return performance.now() - start;
}

/** Records, per input event, the time from the event to the paint after it, in window.__keys. */
export function installKeyProbe() {
  window.__keys = [];
  let waiting = [];
  document.addEventListener(
    'input',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__keys.push(performance.now() - start);
          waiting.forEach((wake) => wake());
          waiting = [];
        };
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  window.__waitKeys = (count) =>
    new Promise((resolve) => {
      const check = () => (window.__keys.length >= count ? resolve([...window.__keys]) : waiting.push(check));
      check();
    });
}

/** Taps "Show more" until the form shows `inputs` text fields, then waits for the paint. */
export async function showAllFields(inputs) {
  for (let taps = 0; taps < 10; taps++) {
    if (document.querySelectorAll('input[type="text"]').length >= inputs) break;
    const more = [...document.querySelectorAll('button')].find((button) =>
      button.textContent.trim().startsWith('Show more'),
    );
    if (!more) break;
    more.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return document.querySelectorAll('input[type="text"]').length;
}

/** Paths of the JavaScript files the page has loaded so far. */
export function loadedScripts() {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));
}
