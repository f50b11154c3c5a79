// @vitest-environment node
// The spec's toast lengths: 3 s by default, a page's own duration floored at 300 ms, and 2 s for the shared call
// helper's failure toast (the toast a failed call shows with the server's message).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, HELPER_FAILURE_TOAST_MS } from '../../../../renderer/core/toasts';
import { createAppClient } from '../../../../renderer/start/headStart';
import type { CommonParamStore } from '../../../../api/commonParams';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shown = (toaster: ReturnType<typeof createToaster>) => toaster.get().toast?.message ?? null;

describe('toast lengths', () => {
  it('a toast stays 3 s by default', () => {
    const toaster = createToaster();
    toaster.show('Sent');
    vi.advanceTimersByTime(2999);
    expect(shown(toaster)).toBe('Sent');
    vi.advanceTimersByTime(1);
    expect(shown(toaster)).toBeNull();
  });

  it("a page's own duration is kept, but never under 300 ms", () => {
    const toaster = createToaster();
    toaster.show('Quick', 100);
    vi.advanceTimersByTime(299);
    expect(shown(toaster)).toBe('Quick');
    vi.advanceTimersByTime(1);
    expect(shown(toaster)).toBeNull();
    toaster.show('Longer', 5000);
    vi.advanceTimersByTime(4999);
    expect(shown(toaster)).toBe('Longer');
  });

  it("the shared call helper's failure toast stays 2 s", async () => {
    expect(HELPER_FAILURE_TOAST_MS).toBe(2000);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 7, message: 'Order not found', data: null }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const toaster = createToaster();
    const params: CommonParamStore = { get: () => ({}), update: () => ({}), recompute: () => ({}), clear: () => {} };
    const client = createAppClient({ apiBase: '/api' }, params, toaster);
    const result = await client.call('loanDetails', { productId: 'P001', orderId: 'X' });
    expect(result).toMatchObject({ success: false, message: 'Order not found' });
    expect(shown(toaster)).toBe('Order not found');
    vi.advanceTimersByTime(1999);
    expect(shown(toaster)).toBe('Order not found');
    vi.advanceTimersByTime(1);
    expect(shown(toaster)).toBeNull();
  });
});
