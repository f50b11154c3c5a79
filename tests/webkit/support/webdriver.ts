// A small W3C WebDriver client for WebKitGTK: WebKitWebDriver (Debian's webkit2gtk-driver) driving MiniBrowser under
// xvfb-run. Plain fetch, no dependency: the tests need a session, navigation, scripts, elements, keys (typed into a
// field, or pressed as key actions) and screenshots.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { freePort } from '../../e2e/support/freePort';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** The W3C name of an element reference in requests and answers. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export interface ElementRef {
  [ELEMENT_KEY]: string;
}

/** What is missing to run WebKit here, or '' when everything is installed. */
export function missingWebKit(): string {
  const missing = [WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN].filter((path) => !existsSync(path));
  return missing.length === 0
    ? ''
    : `WebKit cannot run: ${missing.join(', ')} missing. Install Debian's webkit2gtk-driver, xvfb and xauth (sudo apt-get install webkit2gtk-driver xvfb xauth), or set WEBKIT_DRIVER / WEBKIT_MINIBROWSER.`;
}

/** Polls `condition` until it returns a truthy value; fails after `tries` polls, naming what it waited for. */
export async function waitFor<T>(
  condition: () => Promise<T> | T,
  what: string,
  { tries = 100, intervalMs = 100 } = {},
): Promise<NonNullable<T>> {
  let last: unknown;
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `Timed out waiting for ${what} (${tries} polls; last: ${last instanceof Error ? last.message : JSON.stringify(last)})`,
  );
}

/** The pids of a process group other than its leader: WebKitWebDriver, Xvfb and the browser under xvfb-run. */
function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== pgid)
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
};

/** One WebKitWebDriver under xvfb-run with one MiniBrowser session. */
export class WebKitSession {
  private constructor(
    private readonly driver: ChildProcess,
    private readonly base: string,
    private readonly killOnExit: () => void,
  ) {}

  /**
   * Starts the driver in its own process group (so teardown reaches Xvfb and the browser) and opens a session. `env`
   * is added to the environment the driver and the browser start in (the visual test's fonts).
   */
  static async start(env: Record<string, string> = {}): Promise<WebKitSession> {
    const missing = missingWebKit();
    if (missing) throw new Error(missing);
    const port = await freePort();
    const driver = spawn(XVFB_RUN, ['-a', WEBKIT_DRIVER, `--port=${port}`], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, ...env },
    });
    // A worker that dies mid-run still takes the whole group with it.
    const killOnExit = () => signal(-driver.pid!, 'SIGKILL');
    process.once('exit', killOnExit);
    const root = `http://127.0.0.1:${port}`;
    try {
      await waitFor(
        async () => ((await (await fetch(`${root}/status`)).json()) as { value: { ready: boolean } }).value.ready,
        'WebKitWebDriver to listen',
      );
      const created = (await command('POST', `${root}/session`, {
        capabilities: {
          alwaysMatch: {
            // --full-screen drops MiniBrowser's toolbar, whose minimum width (447 px) would keep the viewport wider
            // than a phone; the window rect then is the viewport.
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
          },
        },
      })) as { sessionId: string };
      return new WebKitSession(driver, `${root}/session/${created.sessionId}`, killOnExit);
    } catch (error) {
      await stopDriver(driver);
      process.off('exit', killOnExit);
      throw error;
    }
  }

  /** Ends the session, then the driver (xvfb-run then stops Xvfb and removes its files); kills what is left. */
  async stop(): Promise<void> {
    await command('DELETE', this.base).catch(() => undefined); // the browser may already be gone
    await stopDriver(this.driver);
    process.off('exit', this.killOnExit);
  }

  private send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return command(method, `${this.base}${path}`, body);
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    await this.send('POST', '/window/rect', { width, height });
  }

  /** Opens a URL and waits for its load event. */
  async navigate(url: string): Promise<void> {
    await this.send('POST', '/url', { url });
  }

  async url(): Promise<string> {
    return (await this.send('GET', '/url')) as string;
  }

  async back(): Promise<void> {
    await this.send('POST', '/back', {});
  }

  /** Runs a function in the page (its source is sent, so it must not use anything from this module). */
  async execute<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.send('POST', '/execute/sync', {
      script: `return (${fn.toString()}).apply(null, arguments);`,
      args,
    })) as Awaited<R>;
  }

  /** Elements matching a CSS selector, in document order. */
  async findAll(selector: string): Promise<ElementRef[]> {
    return (await this.send('POST', '/elements', { using: 'css selector', value: selector })) as ElementRef[];
  }

  /** The first visible element matching `selector` whose text or name (aria-label, aria-labelledby) contains `text`, or null. */
  async findByText(selector: string, text: string): Promise<ElementRef | null> {
    return this.execute(
      (css: string, wanted: string) =>
        Array.from(document.querySelectorAll<HTMLElement>(css)).find((el) => {
          const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.innerText ?? '');
          const names = [el.innerText || '', el.getAttribute('aria-label') ?? '', labelledBy.join(' ')];
          return el.getClientRects().length > 0 && names.some((name) => name.includes(wanted));
        }) ?? null,
      selector,
      text,
    ) as Promise<ElementRef | null>;
  }

  /** The input or text area a visible label starting with `label` (or an aria-label equal to it) names, or null. */
  async findField(label: string): Promise<ElementRef | null> {
    return this.execute(
      (wanted: string) =>
        Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).find(
          (el) =>
            el.getAttribute('aria-label') === wanted ||
            Array.from(el.labels ?? []).some((l) => l.innerText.trim().startsWith(wanted)),
        ) ?? null,
      label,
    ) as Promise<ElementRef | null>;
  }

  /** Waits until an element matching `selector` with `text` shows, and returns it. */
  waitForText(selector: string, text: string, tries?: number): Promise<ElementRef> {
    return waitFor(() => this.findByText(selector, text), `${selector} with "${text}"`, { tries });
  }

  /** A real click (WebDriver scrolls it into view and checks nothing covers it). */
  async click(element: ElementRef): Promise<void> {
    await this.send('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  /** Types into an input as keystrokes (each key goes through the page's input handling). */
  async type(element: ElementRef, text: string): Promise<void> {
    await this.send('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  /**
   * Presses keys one after another as a person would (W3C key actions), each a name of KEYS or a combination such as
   * 'Shift+Tab'; the keys pressed together are held down in order and let go in reverse.
   */
  async press(...keys: string[]): Promise<void> {
    const actions = keys.flatMap((combination) => {
      const codes = combination.split('+').map((name) => KEYS[name] ?? name);
      return [
        ...codes.map((value) => ({ type: 'keyDown', value })),
        ...codes.reverse().map((value) => ({ type: 'keyUp', value })),
      ];
    });
    await this.send('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  async property(element: ElementRef, name: string): Promise<unknown> {
    return this.send('GET', `/element/${element[ELEMENT_KEY]}/property/${name}`);
  }

  /** The viewport as a PNG. */
  async picture(): Promise<Buffer> {
    return Buffer.from((await this.send('GET', '/screenshot')) as string, 'base64');
  }

  /** Saves the viewport as test-results/webkit/<name>.png. */
  async screenshot(name: string): Promise<void> {
    mkdirSync('test-results/webkit', { recursive: true });
    writeFileSync(`test-results/webkit/${name}.png`, await this.picture());
  }
}

/** The WebDriver code points of the keys tests press by name (the W3C spec's table of normalised keys). */
const KEYS: Record<string, string> = { Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Escape: '\uE00C' };

/** One WebDriver command; a WebDriver error becomes an Error with its name and message. */
async function command(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(60_000), // every request settles, even when the browser hangs
  });
  const answer = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = answer.value as { error: string; message: string };
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${error}: ${message}`);
  }
  return answer.value;
}

/** Stops WebKitWebDriver so xvfb-run cleans up after itself; SIGKILLs the whole group if it does not end in time. */
async function stopDriver(driver: ChildProcess): Promise<void> {
  if (driver.exitCode !== null || driver.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  for (const pid of groupMembers(driver.pid!)) signal(pid, 'SIGTERM');
  const settled = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(resolve, 5000, false)),
  ]);
  if (!settled) signal(-driver.pid!, 'SIGKILL');
  // Whatever xvfb-run left (a browser that ignored SIGTERM) goes with the group.
  for (const pid of groupMembers(driver.pid!)) signal(pid, 'SIGKILL');
}
