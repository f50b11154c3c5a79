import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, FAILURE_MESSAGES, type FailureKind } from '../../../api/client';
import type { TelemetryRecord, TelemetryReport } from '../../../api/telemetry-records';
import type { EndpointId } from '../../../api/catalogue';
import { jsonAnswer, setup, type Script } from './fakes';

afterEach(() => {
  vi.useRealTimers();
});

const never: Script = () => new Promise<Response>(() => {});

describe('ApiClient.call: answers', () => {
  it('posts form-encoded params to apiBase + path with the common params in the query', async () => {
    const { client, seen } = setup();
    const result = await client.call('loanDetails', { productId: 'P001', orderId: 'ORD174' });
    expect(result).toEqual({
      success: true,
      code: 0,
      message: 'success',
      serverMessage: 'success',
      data: { ok: true },
      raw: { code: 0, message: 'success', data: { ok: true } },
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.url).toBe('https://h5.example.ph/api/v3/loan-details/loan-details?sessionId=S-1&appVersion=3.2.0');
    expect(request.method).toBe('POST');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe('productId=P001&orderId=ORD174');
  });

  it('on a server failure code toasts the server message and still hands back the answer', async () => {
    const answer = { code: '4001', message: 'Card number is invalid', data: { field: 'bankCardNo' } };
    const { client, toasts } = setup(() => jsonAnswer(answer));
    const result = await client.call('bindCardNew', { product_id: 'P001' });
    expect(result).toEqual({
      success: false,
      code: '4001',
      message: 'Card number is invalid',
      serverMessage: 'Card number is invalid',
      data: { field: 'bankCardNo' },
      raw: answer,
      failure: 'server',
    });
    expect(toasts).toEqual(['Card number is invalid']);
  });

  it('quiet calls toast nothing, whatever the failure', async () => {
    const { client, toasts } = setup(() => jsonAnswer({ code: 1, message: 'Nope', data: null }));
    await client.call('loanDetails', {}, { quiet: true });
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await offline.client.call('loanDetails', {}, { quiet: true });
    expect([...toasts, ...offline.toasts]).toEqual([]);
  });

  it('still toasts something when the server sends no message, and tells the page the server said nothing', async () => {
    const { client, toasts } = setup(() => jsonAnswer({ code: 9, data: null }));
    expect(await client.call('loanDetails')).toMatchObject({ message: 'Request failed (code 9).', serverMessage: '' });
    expect(toasts).toEqual(['Request failed (code 9).']);
  });

  it.each<[EndpointId, unknown, boolean]>([
    ['loanDetails', 0, true],
    ['loanDetails', '0', true],
    ['loanDetails', '00', true],
    ['loanDetails', 1, false],
    ['cardInit', '00', true],
    ['cardInit', 0, false],
    ['cardInit', '0', false],
    ['getSid', '0', true],
    ['getSid', '00', false],
  ])('%s treats code %j as success: %s', async (id, code, success) => {
    const { client } = setup(() => jsonAnswer({ code, message: '', data: {} }));
    expect((await client.call(id)).success).toBe(success);
  });

  it('a success code whose data is not what the endpoint returns is a malformed answer, told and retryable', async () => {
    const { client, toasts } = setup(() => jsonAnswer({ code: 0, message: 'success', data: null }));
    const result = await client.call('loanDetails');
    expect(result).toMatchObject({ success: false, failure: 'malformed', message: FAILURE_MESSAGES.malformed });
    expect(toasts).toEqual([FAILURE_MESSAGES.malformed]);
  });

  it('an endpoint whose answer is not described keeps accepting any data', async () => {
    const { client } = setup(() => jsonAnswer({ code: 0, message: '', data: null }));
    expect((await client.call('eventSave')).success).toBe(true);
  });
});

describe('ApiClient.call: failures that are not the server speaking', () => {
  const cases: Array<[FailureKind, Script, string]> = [
    ['network', () => Promise.reject(new TypeError('Failed to fetch')), FAILURE_MESSAGES.network],
    ['http', () => jsonAnswer({ code: 0, data: null }, 502), 'Server error (HTTP 502). Please try again.'],
    ['malformed', () => Promise.resolve(new Response('<html>Bad gateway</html>')), FAILURE_MESSAGES.malformed],
    ['malformed', () => jsonAnswer({ message: 'no code here' }), FAILURE_MESSAGES.malformed],
    ['malformed', () => jsonAnswer([1, 2]), FAILURE_MESSAGES.malformed],
    ['malformed', () => Promise.resolve(new Response(null, { status: 204 })), FAILURE_MESSAGES.malformed],
  ];

  it.each(cases)(
    '%s resolves with success false, the message toasted, the loading closed (%#)',
    async (failure, script, message) => {
      const { client, toasts, openLoading, loadingShown } = setup(script);
      const result = await client.call('loanDetails', { orderId: 'ORD1' }, { loading: 'loading...' });
      expect(result).toMatchObject({ success: false, failure, message, data: null });
      expect(toasts).toEqual([message]);
      expect(loadingShown).toEqual(['loading...']);
      expect(openLoading()).toBe(0);
    },
  );

  it('gives up after the endpoint time-out (60 s), closing the loading, even if fetch ignores its signal', async () => {
    vi.useFakeTimers();
    const { client, toasts, openLoading } = setup(never);
    let settled = false;
    const pending = client.call('loanDetails', {}, { loading: 'loading...' }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect([settled, openLoading()]).toEqual([false, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      success: false,
      failure: 'timeout',
      message: FAILURE_MESSAGES.timeout,
      code: null,
    });
    expect(toasts).toEqual([FAILURE_MESSAGES.timeout]);
    expect(openLoading()).toBe(0);
  });

  it('aborts the fetch itself on time-out', async () => {
    vi.useFakeTimers();
    let seenSignal: AbortSignal | undefined;
    const { client } = setup((_, signal) => {
      seenSignal = signal;
      return new Promise<Response>(() => {});
    });
    const pending = client.call('loanDetails');
    await vi.advanceTimersByTimeAsync(60_000);
    await pending;
    expect(seenSignal?.aborted).toBe(true);
  });

  it("a caller's abort settles the call quietly as cancelled", async () => {
    const controller = new AbortController();
    const { client, toasts, openLoading } = setup(never);
    const pending = client.call('loanDetails', {}, { signal: controller.signal, loading: 'loading...' });
    controller.abort();
    expect(await pending).toMatchObject({ success: false, failure: 'network', message: 'Request cancelled.' });
    expect([toasts, openLoading()]).toEqual([[], 0]);
  });

  it('closes the loading on success too, and shows none without a loading message', async () => {
    const { client, loadingShown, openLoading } = setup();
    await client.call('loanDetails', {}, { loading: 'loading...' });
    await client.call('loanDetails');
    expect([loadingShown, openLoading()]).toEqual([['loading...'], 0]);
  });
});

describe('ApiClient.call: programming errors reject', () => {
  it('rejects an unknown endpoint id without fetching or showing a loading', async () => {
    const { client, fetch, loadingShown } = setup();
    await expect(client.call('noSuchEndpoint' as EndpointId, {}, { loading: 'x' })).rejects.toThrow(
      'Unknown endpoint id "noSuchEndpoint"',
    );
    expect([fetch.mock.calls.length, loadingShown]).toEqual([0, []]);
  });

  it('rejects a file sent to a form endpoint and an image endpoint called for JSON', async () => {
    const { client, fetch } = setup();
    await expect(client.call('problemSave', { problemImage: new Blob(['x']) })).rejects.toThrow(
      'only multipart endpoints can send files',
    );
    await expect(client.call('getCaptcha', { sid: 'S' })).rejects.toThrow('use client.url()');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('bidirectional controls in server text', () => {
  it('are removed from every string of an answer, so they cannot reorder what a borrower reads', async () => {
    const text = 'Amount due \u202E000,1\u202C PHP \u2067x\u2069';
    const client = createApiClient({
      apiBase: 'http://app.test/api',
      commonParams: () => ({}),
      validateAnswers: false,
      fetch: async () =>
        new Response(JSON.stringify({ code: 0, message: '\u202Eok', data: { rows: [{ title: text }] } })),
    });
    const result = await client.call('loanDetails', { orderId: 'O1' });
    expect(result.data).toEqual({ rows: [{ title: 'Amount due 000,1 PHP x' }] });
    expect(JSON.stringify(result)).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});

describe('answers read tolerantly against the response schema', () => {
  const answer = (data: unknown) => async () => new Response(JSON.stringify({ code: '00', message: 'ok', data }));
  const client = (data: unknown, report?: TelemetryReport) =>
    createApiClient({ apiBase: 'http://app.test/api', commonParams: () => ({}), fetch: answer(data), report });

  it('a loose answer is coerced, its unusable parts left out and named, and each deviation reported without its value', async () => {
    const records: TelemetryRecord[] = [];
    const result = await client(
      { tabs: { 0: { title: 'All', list: [{ id: '7', time: 'today', type: 'Fees', content: 'x' }] } }, extra: 1 },
      (r) => void records.push(r),
    ).call('problemList', {});
    expect(result).toMatchObject({ success: true, data: { tabs: [{ title: 'All', list: [{ id: 7 }] }] }, dropped: [] });
    expect(records.map((r) => r.type === 'drift' && [r.endpoint, r.pointer, r.action])).toEqual([
      ['problemList', '/tabs', 'coerced'],
      ['problemList', '/tabs/0/list/0/id', 'coerced'],
    ]);
    const bad = await client({
      items: [
        {
          code: 'x',
          cate: 'txt',
          title: { en: 'x' },
          subtitle: '',
          value: '',
          note: [],
          inputType: 'text',
          cardTypeMi: 0,
        },
      ],
    }).call('cardInit', { product_id: 'P1' });
    // The only row went, so the list itself is unusable (not an empty list).
    expect(bad).toMatchObject({
      success: true,
      data: { items: [] },
      dropped: ['/items/0/title', '/items/0', '/items'],
    });
  });

  it('an answer from which nothing can be shown is a malformed answer with the retry message', async () => {
    expect(await client(['not', 'an', 'object']).call('problemList', {})).toMatchObject({
      success: false,
      failure: 'malformed',
      message: FAILURE_MESSAGES.malformed,
    });
  });

  it('a well-shaped answer passes untouched and reports nothing', async () => {
    const records: TelemetryRecord[] = [];
    expect(
      await client({ tabs: [{ title: 'All', list: [] }] }, (r) => void records.push(r)).call('problemList', {}),
    ).toMatchObject({ success: true, dropped: [] });
    expect(records).toEqual([]);
  });
});
