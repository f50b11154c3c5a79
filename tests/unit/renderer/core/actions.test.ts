// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { runChain } from '../../../../renderer/core/actions/run';
import english from '../../../../messages/en.json';
import type { Chain } from '../../../../schemas/generated/types';
import { fail, ok } from '../../../support/fakeServices';
import { runContext } from './runContext';

describe('call', () => {
  it('stores data and call status under `as`, and hands the result to later actions', async () => {
    const t = runContext({}, () => ok({ orderStatus: 200 }));
    const chain: Chain = [
      { do: 'call', endpoint: 'loanDetails', params: { orderId: 'O1' }, as: 'loan', loading: 'loading...' },
      { do: 'set', path: '{{ state.seen }}', value: '{{ result.data.orderStatus }}' },
    ];
    expect(await runChain(chain, t.ctx)).toBe(true);
    expect(t.services.call).toHaveBeenCalledWith(
      'loanDetails',
      { orderId: 'O1' },
      { loading: 'loading...', quiet: undefined },
    );
    expect(t.store.get().data.loan).toEqual({ orderStatus: 200 });
    expect(t.store.get().state.calls).toEqual({ loan: { status: 'success', message: '', code: 0, dropped: [] } });
    expect(t.store.get().state.seen).toBe(200);
  });

  it('a failed call runs onFailure and ends the chain', async () => {
    const t = runContext({}, () => fail('Order not found'));
    const chain: Chain = [
      {
        do: 'call',
        endpoint: 'loanDetails',
        as: 'loan',
        onFailure: [{ do: 'set', path: '{{ state.failedWith }}', value: '{{ result.message }}' }],
      },
      { do: 'set', path: '{{ state.after }}', value: true },
    ];
    expect(await runChain(chain, t.ctx)).toBe(false);
    expect(t.store.get().state.failedWith).toBe('Order not found');
    expect(t.store.get().state.after).toBeUndefined();
    expect((t.store.get().state.calls as Record<string, unknown>).loan).toMatchObject({
      status: 'failure',
      message: 'Order not found',
    });
  });

  it('ignoreFailure lets a fire-and-forget call fail without ending the chain', async () => {
    const t = runContext({}, () => fail('tracking down'));
    const chain: Chain = [
      { do: 'call', endpoint: 'eventSave', ignoreFailure: true, quiet: true },
      { do: 'set', path: '{{ state.after }}', value: true },
    ];
    expect(await runChain(chain, t.ctx)).toBe(true);
    expect(t.store.get().state.after).toBe(true);
  });

  it('a call that throws before it is sent still settles: status failure, onFailure runs, the person is told', async () => {
    const t = runContext({}, () => {
      throw new TypeError('Unknown endpoint "nope"');
    });
    const chain: Chain = [
      { do: 'call', endpoint: 'nope', as: 'x', onFailure: [{ do: 'set', path: '{{ state.failed }}', value: true }] },
    ];
    expect(await runChain(chain, t.ctx)).toBe(false);
    expect((t.store.get().state.calls as Record<string, { status: string }>).x.status).toBe('failure');
    expect(t.store.get().state.failed).toBe(true);
    expect(t.toasts).toEqual(['Something went wrong. Please try again.']);
  });

  it('a result that arrives after the page closed touches nothing', async () => {
    let release!: () => void;
    const t = runContext({}, () => new Promise((resolve) => (release = () => resolve(ok({ x: 1 })))));
    const running = runChain([{ do: 'call', endpoint: 'loanDetails', as: 'loan' }], t.ctx);
    t.kill();
    release();
    expect(await running).toBe(false);
    expect(t.store.get().data.loan).toBeUndefined();
  });
});

describe('navigation', () => {
  it('navigate goes to a route path with the query, dropping empty values', async () => {
    const t = runContext({}, undefined, { productId: 'P1' });
    await runChain(
      [
        {
          do: 'navigate',
          route: 'repay',
          query: { productId: '{{ query.productId }}', orderId: '{{ query.missing }}' },
        },
      ],
      t.ctx,
    );
    expect(t.services.navigate).toHaveBeenCalledWith('/repay?productId=P1', { replace: undefined });
  });

  it('a native route key goes through the bridge with the query in the payload', async () => {
    const t = runContext();
    await runChain([{ do: 'navigate', route: 'productDetail', query: { productId: 'P9' } }], t.ctx);
    expect(t.services.sendNative).toHaveBeenCalledWith('goPage', { page: 'productDetail', productId: 'P9' });
    expect(t.services.navigate).not.toHaveBeenCalled();
  });

  it('openUrl sends every URL through the guard; a refused one is not opened and the person is told', async () => {
    const t = runContext({}, undefined);
    const completed = await runChain(
      [
        { do: 'openUrl', url: 'javascript:alert(1)' },
        { do: 'set', path: '{{ state.after }}', value: 1 },
      ],
      t.ctx,
    );
    expect(completed).toBe(false);
    expect(t.services.guardUrl).toHaveBeenCalledWith('javascript:alert(1)', {
      source: 'page',
      handOff: false,
      mail: false,
    });
    expect(t.services.assignLocation).not.toHaveBeenCalled();
    expect(t.toasts).toEqual([english['app.linkRefused']]);
  });

  it('when the URL guard cannot load (bad network), nothing is opened and the person can retry', async () => {
    const t = runContext();
    t.services.guardUrl.mockImplementationOnce(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) as never,
    );
    expect(await runChain([{ do: 'openUrl', url: 'https://h5.example.ph/x' }], t.ctx)).toBe(false);
    expect(t.services.assignLocation).not.toHaveBeenCalled();
    expect(t.toasts).toEqual([english['app.linkUnavailable']]);
  });

  it('replaceLocation adds the common params to an accepted URL', async () => {
    const t = runContext();
    await runChain([{ do: 'replaceLocation', url: 'https://h5.example.ph/x', commonParams: true }], t.ctx);
    expect(t.services.replaceLocation).toHaveBeenCalledWith('https://h5.example.ph/x?deviceId=D1');
  });
});

describe('state, dialogs, storage, branches', () => {
  it('set writes to a computed path', async () => {
    const t = runContext({ state: { form: {} } });
    await runChain([{ do: 'set', path: '{{ state.form[event.code] }}', value: '{{ event.value }}' }], t.ctx, {
      event: { code: 'cardNo', value: '123' },
    });
    expect(t.store.get().state.form).toEqual({ cardNo: '123' });
  });

  it('set refuses to write outside state and data: the chain ends and the problem is reported', async () => {
    const t = runContext();
    expect(
      await runChain(
        [
          { do: 'set', path: '{{ query.orderId }}', value: 'forged' },
          { do: 'set', path: '{{ state.after }}', value: 1 },
        ],
        t.ctx,
      ),
    ).toBe(false);
    expect(t.store.get().query).toEqual({});
    expect(t.store.get().state.after).toBeUndefined();
    expect(t.reports[0]).toContain('Only state and data can be written');
  });

  it('opens and closes dialogs; an unknown dialog is reported, not opened', async () => {
    const t = runContext({ dialogs: { tips: { title: 'Kind tips', children: [] } } });
    await runChain([{ do: 'openDialog', dialog: 'tips' }], t.ctx);
    expect(t.store.get().dialogs).toEqual(['tips']);
    await runChain([{ do: 'closeDialog', dialog: 'tips' }], t.ctx);
    expect(t.store.get().dialogs).toEqual([]);
    expect(await runChain([{ do: 'openDialog', dialog: 'nope' }], t.ctx)).toBe(false);
    expect(t.reports[0]).toContain('unknown dialog "nope"');
  });

  it('storage set/get round-trips JSON and clear empties the area', async () => {
    const t = runContext();
    await runChain(
      [
        { do: 'storage', area: 'session', op: 'set', key: 'showBankTip', value: true },
        { do: 'storage', area: 'session', op: 'get', key: 'showBankTip', into: '{{ state.tip }}' },
      ],
      t.ctx,
    );
    expect(t.session.getItem('showBankTip')).toBe('true');
    expect(t.store.get().state.tip).toBe(true);
    await runChain([{ do: 'storage', area: 'session', op: 'clear' }], t.ctx);
    expect(t.session.length).toBe(0);
  });

  it('if picks a branch; validate toasts the first failing message and ends the chain', async () => {
    const t = runContext({
      state: { rating: 0 },
      validations: { rating: [{ rule: 'test', test: '{{ state.rating >= 1 }}', message: 'Silakan pilih' }] },
    });
    const chain: Chain = [
      { do: 'validate', form: 'rating' },
      { do: 'set', path: '{{ state.sent }}', value: true },
    ];
    expect(await runChain(chain, t.ctx)).toBe(false);
    expect(t.toasts).toEqual(['Silakan pilih']);
    expect(t.store.get().state.sent).toBeUndefined();
    t.store.update((d) => void (d.state.rating = 4));
    expect(await runChain(chain, t.ctx)).toBe(true);
    expect(t.store.get().state.sent).toBe(true);
  });

  it('copy writes the text and shows the success toast; a refused copy tells the person', async () => {
    const t = runContext();
    await runChain([{ do: 'copy', text: 'PAY-123', toast: 'Copied' }], t.ctx);
    expect(t.services.copyText).toHaveBeenCalledWith('PAY-123');
    t.services.copyText.mockRejectedValueOnce(new Error('denied'));
    expect(await runChain([{ do: 'copy', text: 'x' }], t.ctx)).toBe(false);
    expect(t.toasts).toEqual(['Copied', 'Copy failed. Please select the text and copy it yourself.']);
  });

  it('wait resumes after the given time', async () => {
    vi.useFakeTimers();
    const t = runContext();
    const running = runChain(
      [
        { do: 'wait', ms: 1500 },
        { do: 'set', path: '{{ state.done }}', value: true },
      ],
      t.ctx,
    );
    await vi.advanceTimersByTimeAsync(1499);
    expect(t.store.get().state.done).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await running).toBe(true);
    vi.useRealTimers();
  });

  it('run with a chain that runs itself stops at the depth cap instead of hanging', async () => {
    const t = runContext({ chains: { loop: [{ do: 'run', chain: 'loop' }] } });
    expect(await runChain([{ do: 'run', chain: 'loop' }], t.ctx)).toBe(false);
    expect(t.reports.some((r) => r.includes('nested deeper'))).toBe(true);
  });

  it('native sends the message with resolved payload', async () => {
    const t = runContext({}, undefined, { orderId: 'O7' });
    await runChain([{ do: 'native', message: 'toMine', payload: { orderId: '{{ query.orderId }}' } }], t.ctx);
    expect(t.services.sendNative).toHaveBeenCalledWith('toMine', { orderId: 'O7' });
  });

  it('callTelephone hands the native app a plain phone number only; anything else is refused and told', async () => {
    const t = runContext({}, undefined, { phone: '+63 2 8123 4567' });
    await runChain([{ do: 'native', message: 'callTelephone', payload: { phone: '{{ query.phone }}' } }], t.ctx);
    expect(t.services.sendNative).toHaveBeenCalledWith('callTelephone', { phone: '+63 2 8123 4567' });
    for (const phone of ['intent://dial#Intent;scheme=tel;end', 'tel:911', '*#06#']) {
      const refused = runContext({}, undefined, { phone });
      const chain: Chain = [
        { do: 'native', message: 'callTelephone', payload: { phone: '{{ query.phone }}' } },
        { do: 'set', path: '{{ state.after }}', value: 1 },
      ];
      expect(await runChain(chain, refused.ctx)).toBe(false);
      expect(refused.services.sendNative).not.toHaveBeenCalled();
      expect(refused.toasts).toEqual([english['app.phoneRefused']]);
    }
  });
});
