// A screen's first read starts while its code loads; the page's own call takes that answer (one request).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_TTL_MS } from '../../../api/client-early';
import { jsonAnswer, setup } from './fakes';

afterEach(() => {
  vi.useRealTimers();
});

const ORDER = { productId: 'P001', orderId: 'ORD174' };

describe('ApiClient.prefetch: a read started before its page asks', () => {
  it('the page call with the same params takes the early answer: one request, the same result', async () => {
    const { client, seen } = setup(() => jsonAnswer({ code: 0, message: 'success', data: { orderStatus: 174 } }));
    client.prefetch('loanDetails', ORDER);
    expect(seen).toHaveLength(1); // already on its way before the page calls
    const result = await client.call('loanDetails', { ...ORDER });
    expect(result.data).toEqual({ orderStatus: 174 });
    expect(seen).toHaveLength(1);
  });

  it('an early answer serves one call: a retry asks the server again', async () => {
    const { client, seen } = setup();
    client.prefetch('loanDetails', ORDER);
    await client.call('loanDetails', ORDER);
    await client.call('loanDetails', ORDER);
    expect(seen).toHaveLength(2);
  });

  it('a call with other params does not take it', async () => {
    const { client, seen } = setup();
    client.prefetch('loanDetails', ORDER);
    await client.call('loanDetails', { ...ORDER, orderId: 'ORD200' });
    expect(seen.map((request) => request.body)).toEqual([
      'productId=P001&orderId=ORD174',
      'productId=P001&orderId=ORD200',
    ]);
  });

  it('the same read started twice goes out once', () => {
    const { client, seen } = setup();
    client.prefetch('loanDetails', ORDER);
    client.prefetch('loanDetails', ORDER);
    expect(seen).toHaveLength(1);
  });

  it('a failed early read settles the page call as a failure with its toast, and Retry asks again', async () => {
    let attempt = 0;
    const { client, seen, toasts } = setup(() =>
      attempt++ === 0
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonAnswer({ code: 0, message: 'success', data: { ok: 1 } }),
    );
    client.prefetch('loanDetails', ORDER);
    const failed = await client.call('loanDetails', ORDER);
    expect(failed).toMatchObject({ success: false, failure: 'network' });
    expect(toasts).toHaveLength(1);
    expect((await client.call('loanDetails', ORDER)).success).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('an early answer already here shows no loading message: there is nothing to wait for', async () => {
    const { client, loadingShown } = setup();
    await client.prefetch('loanDetails', ORDER);
    const result = await client.call('loanDetails', ORDER, { loading: 'loading...' });
    expect(result.success).toBe(true);
    expect(loadingShown).toEqual([]);
  });

  it('an early answer still on its way shows the loading message until it arrives', async () => {
    let answer!: (response: Response) => void;
    const { client, loadingShown, openLoading } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    void client.prefetch('loanDetails', ORDER);
    const pending = client.call('loanDetails', ORDER, { loading: 'loading...' });
    expect(loadingShown).toEqual(['loading...']);
    expect(openLoading()).toBe(1);
    answer(await jsonAnswer({ code: 0, message: 'success', data: { orderStatus: 174 } }));
    expect((await pending).success).toBe(true);
    expect(openLoading()).toBe(0);
  });

  it('never starts a call that changes something, a file upload or an image', () => {
    const { client, seen } = setup();
    client.prefetch('bindCardNew', { product_id: 'P001' });
    client.prefetch('uploadProblemImg', {});
    client.prefetch('getCaptcha', { sid: 'S' });
    client.prefetch('noSuchEndpoint' as never, {});
    expect(seen).toEqual([]);
  });

  it('an early answer that waited too long is dropped: the page asks again', async () => {
    vi.useFakeTimers();
    const { client, seen } = setup();
    client.prefetch('loanDetails', ORDER);
    vi.advanceTimersByTime(EARLY_ANSWER_TTL_MS + 1);
    await client.call('loanDetails', ORDER);
    expect(seen).toHaveLength(2);
  });
});
