// @vitest-environment node
// The real client against the sandbox through MSW: every outcome settles the call.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, FAILURE_MESSAGES } from '../../../api/client';
import { createSandbox } from '../../../sandbox/core';
import { sandboxHandlers } from '../../../sandbox/msw';

const ORIGIN = 'http://app.test';
const sandbox = createSandbox();
const server = setupServer(...sandboxHandlers(sandbox));
const toasts: string[] = [];
let openLoading = 0;

const client = createApiClient({
  apiBase: `${ORIGIN}/api`,
  commonParams: () => ({ sessionId: 'S-9' }),
  ui: {
    toast: (message) => void toasts.push(message),
    loading: () => {
      openLoading += 1;
      return () => {
        openLoading -= 1;
      };
    },
  },
});

async function override(body: object): Promise<void> {
  const res = await fetch(`${ORIGIN}/__sandbox/override`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
}

const LOAN = { productId: 'P001', orderId: 'ORD200' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  vi.useRealTimers();
  toasts.length = 0;
  await fetch(`${ORIGIN}/__sandbox/reset`, { method: 'POST' });
});
afterAll(() => server.close());

describe('client + sandbox through MSW', () => {
  it('succeeds with the scenario data, and the sandbox recorded the form body', async () => {
    const result = await client.call<{ orderStatus: number }>('loanDetails', LOAN, { loading: 'loading...' });
    expect(result).toMatchObject({ success: true, code: 0, data: { orderStatus: 200 } });
    const requests = await (await fetch(`${ORIGIN}/__sandbox/requests?endpoint=loanDetails`)).json();
    expect(requests).toEqual([
      {
        endpoint: 'loanDetails',
        method: 'POST',
        path: '/api/v3/loan-details/loan-details',
        query: { sessionId: 'S-9' },
        body: LOAN,
      },
    ]);
    expect(openLoading).toBe(0);
  });

  it('uploads a file as multipart', async () => {
    const file = new File([new Uint8Array([7, 7])], 'id.png', { type: 'image/png' });
    const result = await client.call<{ url: string }>('uploadProblemImg', { problemImage: file });
    expect(result.data.url).toMatch(/^\/__sandbox\/files\//);
  });

  it('toasts the server message of a failure code', async () => {
    await override({
      endpoint: 'productRedirect',
      body: { code: '4003', message: 'This product is no longer available.', data: null },
      times: 1,
    });
    const result = await client.call('productRedirect', { module: 30, position: 1, token: 'tok-x' });
    expect(result).toMatchObject({ success: false, failure: 'server', code: '4003' });
    expect(toasts).toEqual(['This product is no longer available.']);
  });

  it.each([
    ['abort', 'network', FAILURE_MESSAGES.network],
    ['malformed', 'malformed', FAILURE_MESSAGES.malformed],
    ['http500', 'http', 'Server error (HTTP 500). Please try again.'],
  ])('fault %s settles the call as %s', async (fault, failure, message) => {
    await override({ endpoint: 'loanDetails', fault, times: 1 });
    const result = await client.call('loanDetails', LOAN, { loading: 'loading...' });
    expect(result).toMatchObject({ success: false, failure, message });
    expect(toasts).toEqual([message]);
    expect(openLoading).toBe(0);
  });

  it('fault hang settles the call as a time-out after 60 s', async () => {
    await override({ endpoint: 'loanDetails', fault: 'hang', times: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = client.call('loanDetails', LOAN, { loading: 'loading...' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ success: false, failure: 'timeout', message: FAILURE_MESSAGES.timeout });
    expect(openLoading).toBe(0);
  });

  it('a delayed answer still arrives', async () => {
    await override({ endpoint: 'getSid', delayMs: 20, times: 1 });
    expect(await client.call('getSid')).toMatchObject({ success: true, data: { sid: 'SID000001' } });
  });

  it('passes requests outside the sandbox through to the network layer', async () => {
    // Unhandled requests are errors in this server, so a passed-through request rejects instead of being answered.
    await expect(fetch(`${ORIGIN}/index.html`)).rejects.toThrow();
  });
});
