// One WebKit (MiniBrowser) session per test file at a phone's size, reused across its tests: each test starts from a
// reset sandbox and empty web storage, and fails when the page reported an uncaught error or a CSP violation.
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { sandboxClient } from '../../../stories/support/sandboxControl';
import { waitFor, WebKitSession } from './webdriver';

export const baseUrl = () => inject('baseUrl');

/** The sandbox control API of contracts.md, on the preview server the tests run against. */
export const sandbox = sandboxClient(() => baseUrl());

/**
 * Records uncaught errors, unhandled rejections and CSP violations in window.__problems. WebKitWebDriver has no
 * init script (no BiDi in WebKitGTK 2.50), its ReportingObserver gets no CSP reports, and MiniBrowser ignores
 * --enable-write-console-messages-to-stdout under automation, so this runs right after each document loads.
 */
function recordProblems() {
  const w = window as unknown as { __problems?: string[] };
  if (w.__problems) return;
  const problems: string[] = [];
  w.__problems = problems;
  document.addEventListener('securitypolicyviolation', (e) =>
    problems.push(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
  );
  window.addEventListener('error', (e) => problems.push(`page error: ${e.message}`));
  window.addEventListener('unhandledrejection', (e) => problems.push(`unhandled rejection: ${String(e.reason)}`));
}

export interface Phone {
  session: () => WebKitSession;
  /** Opens an app path and waits until the screen has settled (main[aria-busy="false"]). */
  open: (path: string) => Promise<WebKitSession>;
  /** Starts recording problems in a document the page navigated to by itself (a full page load). */
  recordProblems: () => Promise<void>;
}

/** `env`: added to the environment WebKit starts in (the visual test's fonts). */
export function setUpWebKitPhone({ env }: { env?: () => Record<string, string> } = {}): Phone {
  let session: WebKitSession;
  beforeAll(async () => {
    session = await WebKitSession.start(env?.());
    await session.setWindowSize(390, 844);
  });
  afterAll(async () => {
    await session?.stop();
  });
  beforeEach(async () => {
    await sandbox.reset();
    // The session outlives the test: what a previous test stored (drafts, once-per-session flags) must not leak.
    await session.execute(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // about:blank has no storage
      }
    });
  });
  afterEach(async () => {
    const problems = await session.execute(() => (window as unknown as { __problems?: string[] }).__problems ?? []);
    expect(problems, 'no CSP violations or uncaught errors').toEqual([]);
  });
  const record = async () => void (await session.execute(recordProblems));
  return {
    session: () => session,
    recordProblems: record,
    open: async (path) => {
      await session.navigate(`${baseUrl()}${path}`);
      await record();
      await waitFor(
        () => session.execute(() => document.querySelector('main')?.getAttribute('aria-busy') === 'false'),
        `${path} to settle`,
      );
      return session;
    },
  };
}

/** Messages the page sent to the native app (no host in a desktop browser: they land in window.__bridgeLog). */
export function bridgeLog(session: WebKitSession): Promise<Array<{ name: string; payload: unknown }>> {
  return session.execute(
    () => (window as unknown as { __bridgeLog?: Array<{ name: string; payload: unknown }> }).__bridgeLog ?? [],
  );
}

/** The page's path and query, e.g. `/repay?productId=P001`. */
export async function pathOf(session: WebKitSession): Promise<string> {
  const url = new URL(await session.url());
  return `${url.pathname}${url.search}`;
}
