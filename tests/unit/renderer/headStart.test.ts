// No waterfall: the entry starts the route's first read before the renderer's chunk has arrived, and
// the app's client (the same one) answers the page's call with it: one request, common params included.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenAtPath, startHead } from '../../../renderer/start/headStart';
import { showLoadProblem } from '../../../renderer/start/appShell';
import { COMMON_PARAMS_STORAGE_KEY } from '../../../api/commonParams';
import manifest from '../../../pages.json';
import type { RouteManifest } from '../../../schemas/generated/types';
import { earlyCalls } from '../../support/earlyTable';
import { compiledExpressionsIn } from '../../../build/page-walk';
import { sandbox, testEnv, setUpSandbox } from '../../support/renderRoute';

setUpSandbox();
const routes = (manifest as RouteManifest).routes;
// As the build makes `virtual:early-calls`: the calls and their expressions compiled (the app's engine has no parser).
const early = { earlyCalls, expressions: compiledExpressionsIn(earlyCalls) };

function openAt(address: string) {
  window.history.replaceState(null, '', address);
}

afterEach(() => {
  openAt('/');
  window.sessionStorage.clear();
});

describe('the head start', () => {
  it("starts Order Details' read at once, with the session's params, and the page's own call takes that answer", async () => {
    openAt('/loanDetail?productId=P001&orderId=ORD174D&sessionId=s-42');
    const head = startHead({ routes, env: testEnv, release: 'r1', early });
    expect(head.page).toBe('loanDetail'); // the app loads this page before its first render (renderer/start/startApp.tsx)
    // The session id left the address bar (no Referer, no shared link carries it) but is kept for the calls.
    expect(window.location.search).toBe('?productId=P001&orderId=ORD174D');
    expect(JSON.parse(window.sessionStorage.getItem(COMMON_PARAMS_STORAGE_KEY) ?? '{}')).toMatchObject({
      sessionId: 's-42',
    });
    await vi.waitFor(async () => expect(await sandbox.requests('loanDetails')).toHaveLength(1));

    const answer = await head.client.call('loanDetails', { productId: 'P001', orderId: 'ORD174D' });
    expect(answer.success).toBe(true);
    const requests = await sandbox.requests('loanDetails');
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toMatchObject({ productId: 'P001', orderId: 'ORD174D' });
    expect(requests[0].query).toMatchObject({ sessionId: 's-42' });
  });

  it("fetches Order Details' status banner as soon as the answer is in, under the image rule", async () => {
    const fetched: Array<{ src: string; referrerPolicy: string }> = [];
    vi.stubGlobal(
      'Image',
      class extends EventTarget {
        referrerPolicy = '';
        decoding = '';
        fetchPriority = '';
        set src(value: string) {
          fetched.push({ src: value, referrerPolicy: this.referrerPolicy });
        }
      },
    );
    try {
      openAt('/loanDetail?productId=P001&orderId=ORD174D');
      startHead({ routes, env: testEnv, release: 'r1', early });
      await vi.waitFor(() =>
        expect(fetched).toEqual([{ src: '/banners/status-174.svg', referrerPolicy: 'no-referrer' }]),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fetches no picture when the first read fails, or when the image rule refuses its URL', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'Image',
      class extends EventTarget {
        set src(value: string) {
          fetched.push(value);
        }
      },
    );
    try {
      await sandbox.override({ endpoint: 'loanDetails', fault: 'http500', times: 1 });
      openAt('/loanDetail?productId=P001&orderId=ORD174D');
      startHead({ routes, env: testEnv, release: 'r1', early });
      await vi.waitFor(async () => expect(await sandbox.requests('loanDetails')).toHaveLength(1));
      const hostile = {
        loanDetail: [
          {
            ...earlyCalls.loanDetail[0],
            // The last, of the app's own origin, is the control: once it is fetched, the others were judged.
            images: ['https://tracker.example/pixel.gif', 'javascript:alert(1)', '/banners/status-174.svg'],
          },
        ],
      };
      await sandbox.reset();
      openAt('/loanDetail?productId=P001&orderId=ORD174D');
      startHead({
        routes,
        env: testEnv,
        release: 'r1',
        early: { earlyCalls: hostile, expressions: compiledExpressionsIn(hostile) },
      });
      await vi.waitFor(() => expect(fetched).toEqual(['/banners/status-174.svg']));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("sends the page's initial state the build handed over (customer service's module id, the page keeps no draft)", async () => {
    openAt('/customerService');
    startHead({ routes, env: testEnv, release: 'r1', early });
    await vi.waitFor(async () => expect(await sandbox.requests('contactKfInfo')).toHaveLength(1));
    expect((await sandbox.requests('contactKfInfo'))[0].body).toEqual({ overall: '30' });
  });

  it('starts nothing on an unknown path, and nothing without the build table', async () => {
    openAt('/nowhere?orderId=1');
    startHead({ routes, env: testEnv, release: 'r1', early });
    openAt('/loanDetail?productId=P001&orderId=ORD174D');
    startHead({ routes, env: testEnv, release: 'r1' });
    // The control, started last: once its one call has arrived, the two before would have too.
    openAt('/loanDetail?productId=P001&orderId=ORD200');
    startHead({ routes, env: testEnv, release: 'r1', early });
    await vi.waitFor(async () => expect(await sandbox.requests('loanDetails')).toHaveLength(1));
    expect((await sandbox.requests('loanDetails'))[0].body).toMatchObject({ orderId: 'ORD200' });
  });

  it('matches paths as the router does: any case, a trailing slash', () => {
    expect(screenAtPath(routes, '/loanDetail')).toEqual({ route: 'loanDetail', page: 'loanDetail' });
    expect(screenAtPath(routes, '/BINDBANK/')).toEqual({ route: 'bindBank', page: 'bindBank' });
    expect(screenAtPath(routes, '/')?.page).toBe('home');
    expect(screenAtPath(routes, '/loanDetail/extra')).toBeUndefined();
  });
});

describe('when the renderer itself cannot be fetched', () => {
  it('the loading view becomes the problem, with a retry, and no HTML is parsed', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="page-status" aria-busy="true">Loading…</div>';
    const retry = vi.fn();
    showLoadProblem(container, retry);
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('This page could not be loaded. Check your connection and try again.');
    expect(container.textContent).not.toContain('Loading');
    container.querySelector('button')!.click();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
