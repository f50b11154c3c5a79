// The telemetry sink (api/telemetry.ts): batched OTLP JSON logs, sent on a size threshold, a timer and the page being
// hidden, as a typed beacon (or fetch with keepalive); one record per distinct drift however long the broken list;
// bounded; silent without an endpoint; every record naming its screen, release and environment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetry, type TelemetryOptions } from '../../../api/telemetry';
import type { SentRecord, TelemetryRecord } from '../../../api/telemetry-records';
import { isOtlpLogs, logRecordsOf, type ReceivedLogRecord } from '../../../sandbox/otlp';

const ENDPOINT = 'http://app.test/v1/logs';
const SOURCE = { release: '0123456789ab-cdef01234567', environment: 'staging' };

/** What a Collector makes of one batch: its log records, each with the batch's resource. */
function received(body: string): ReceivedLogRecord[] {
  const request: unknown = JSON.parse(body);
  if (!isOtlpLogs(request)) throw new Error(`not an OTLP logs request: ${body}`);
  return logRecordsOf(request);
}

/** A page whose visibility the test sets, and a beacon that records each batch it is given. */
function harness(options: Partial<TelemetryOptions> = {}) {
  const page = Object.assign(new EventTarget(), {
    document: { visibilityState: 'visible' as DocumentVisibilityState },
    location: { origin: 'http://app.test', pathname: '/loanDetail' },
  });
  const batches: ReceivedLogRecord[][] = [];
  const urls: string[] = [];
  const telemetry = createTelemetry({
    endpoint: ENDPOINT,
    source: SOURCE,
    send: (url, body) => {
      urls.push(url);
      batches.push(received(body));
    },
    win: page,
    now: () => 1_700_000_000_000,
    batchSize: 3,
    flushMs: 5000,
    ...options,
  });
  const hide = () => {
    page.document.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { telemetry, batches, urls, page, hide };
}

const error = (message: string): TelemetryRecord => ({ type: 'error', kind: 'uncaught', message });
const drift = (pointer: string): TelemetryRecord => ({
  type: 'drift',
  endpoint: 'cardInit',
  pointer,
  expected: 'number',
  found: 'string',
  action: 'kept',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('batching', () => {
  it('sends a batch as one OTLP logs request once it holds batchSize records, to the endpoint', () => {
    const { telemetry, batches, urls } = harness();
    telemetry.report(error('one'));
    telemetry.report(error('two'));
    expect(batches).toEqual([]);
    telemetry.report(error('three'));
    expect(urls).toEqual([ENDPOINT]);
    expect(batches[0].map((record) => record.body)).toEqual(['one', 'two', 'three']);
  });

  it('sends a smaller batch flushMs after its first record, not before', () => {
    const { telemetry, batches } = harness();
    telemetry.report(error('alone'));
    vi.advanceTimersByTime(4999);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(batches).toHaveLength(1); // nothing new, nothing sent
  });

  it('sends what is queued when the page is hidden or unloads, and nothing while it merely stays visible', () => {
    const { telemetry, batches, page, hide } = harness();
    telemetry.report(error('before hiding'));
    page.dispatchEvent(new Event('visibilitychange')); // still visible
    expect(batches).toEqual([]);
    hide();
    expect(batches).toHaveLength(1);
    telemetry.report(error('before leaving'));
    page.dispatchEvent(new Event('pagehide'));
    expect(batches).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(batches).toHaveLength(2); // the timer of the sent batch was stopped
  });
});

describe('what each record carries', () => {
  it('the screen showing when it happened (its route, page and path), the time, the release and the environment', () => {
    const { telemetry, batches, hide } = harness();
    telemetry.report(error('before any screen'));
    telemetry.showScreen({ route: 'loanDetail', page: 'loanDetail' });
    telemetry.report(drift('/items/0/inputType'));
    telemetry.report({
      type: 'error',
      kind: 'code-load',
      message: 'page bindBank could not be loaded',
      route: 'bindBank',
      page: 'bindBank',
    });
    hide();
    const resource = {
      'service.name': 'lender-h5',
      'service.version': SOURCE.release,
      'deployment.environment': 'staging',
      'deployment.environment.name': 'staging',
    };
    const common = { timeUnixNano: '1700000000000000000', resource, scope: 'lender-h5/telemetry' };
    expect(batches[0]).toEqual([
      {
        ...common,
        eventName: 'exception',
        severityNumber: 17,
        severityText: 'ERROR',
        body: 'before any screen',
        attributes: { 'exception.message': 'before any screen', 'h5.error.kind': 'uncaught', 'app.screen.name': '?' },
      },
      {
        ...common,
        eventName: 'h5.drift',
        severityNumber: 13,
        severityText: 'WARN',
        attributes: {
          'h5.drift.endpoint': 'cardInit',
          'h5.drift.pointer': '/items/*/inputType',
          'h5.drift.expected': 'number',
          'h5.drift.found': 'string',
          'h5.drift.action': 'kept',
          'app.screen.name': 'loanDetail',
          'h5.page': 'loanDetail',
          'url.path': '/loanDetail',
        },
      },
      {
        ...common,
        eventName: 'exception',
        severityNumber: 17,
        severityText: 'ERROR',
        body: 'page bindBank could not be loaded',
        attributes: {
          'exception.message': 'page bindBank could not be loaded',
          'h5.error.kind': 'code-load',
          'app.screen.name': 'bindBank',
          'h5.page': 'bindBank',
          'url.path': '/loanDetail',
        },
      },
    ]);
  });

  it('the release on every record in-page viewers see', () => {
    const { telemetry } = harness();
    const seen: SentRecord[] = [];
    telemetry.subscribe((record) => seen.push(record));
    telemetry.report(error('x'));
    expect(seen).toEqual([expect.objectContaining({ release: SOURCE.release, route: '?' })]);
  });

  it('tells in-page viewers every record as it would be sent, until they unsubscribe', () => {
    const { telemetry } = harness();
    const seen: SentRecord[] = [];
    const stop = telemetry.subscribe((record) => seen.push(record));
    telemetry.report(error('Failed for 09171234567'));
    stop();
    telemetry.report(error('after'));
    expect(seen).toEqual([expect.objectContaining({ message: 'Failed for #' })]);
  });
});

describe('dedupe and bounds', () => {
  it('sends one record for a list of a thousand items that all drift the same way', () => {
    const { telemetry, batches, hide } = harness({ batchSize: 20 });
    telemetry.showScreen({ route: 'bindBank', page: 'bindBank' });
    for (let index = 0; index < 1000; index += 1) telemetry.report(drift(`/items/${index}/inputType`));
    telemetry.showScreen({ route: 'bindBank2', page: 'bindBank' }); // the same answer read on another screen
    telemetry.report(drift('/items/5/inputType'));
    telemetry.report(drift('/items/5/title')); // another field: another record
    hide();
    expect(batches.flat().map((record) => record.attributes['h5.drift.pointer'])).toEqual([
      '/items/*/inputType',
      '/items/*/title',
    ]);
  });

  it('sends the same error once per screen it happened on', () => {
    const { telemetry, batches, hide } = harness({ batchSize: 20 });
    telemetry.showScreen({ route: 'repay' });
    for (let tick = 0; tick < 50; tick += 1) telemetry.report(error(`timer failed at tick ${tick}`)); // digits masked: one text
    telemetry.showScreen({ route: 'repayDelay' });
    telemetry.report(error('timer failed at tick 3'));
    hide();
    expect(batches.flat().map((record) => record.attributes['app.screen.name'])).toEqual(['repay', 'repayDelay']);
  });

  it('keeps at most maxRecords per page load, whatever arrives after', () => {
    const { telemetry, batches, hide } = harness({ batchSize: 1000, maxRecords: 10 });
    for (let index = 0; index < 500; index += 1)
      telemetry.report({ type: 'vital', name: 'CLS', value: index / 1000, rating: 'good', route: 'site' });
    hide();
    expect(batches.flat()).toHaveLength(10);
  });
});

describe('off', () => {
  it('sends nothing without an endpoint (telemetryUrl unset or empty), yet viewers still see the records', () => {
    const send = vi.fn(() => true);
    const page = Object.assign(new EventTarget(), {
      document: { visibilityState: 'hidden' as DocumentVisibilityState },
    });
    const telemetry = createTelemetry({ send, win: page, batchSize: 1 });
    const seen: SentRecord[] = [];
    telemetry.subscribe((record) => seen.push(record));
    telemetry.report(error('nobody hears this'));
    page.dispatchEvent(new Event('visibilitychange'));
    page.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(60_000);
    telemetry.flush();
    expect(send).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('keeps the page alive when the browser refuses a beacon', () => {
    const { telemetry } = harness({
      send: () => {
        throw new TypeError('Beacon refused');
      },
      batchSize: 1,
    });
    expect(() => telemetry.report(error('x'))).not.toThrow();
  });

  it('keeps its caller going when a viewer throws or a record is not one', () => {
    const { telemetry, batches, hide } = harness();
    telemetry.subscribe(() => {
      throw new Error('viewer broke');
    });
    expect(() => telemetry.report(error('x'))).not.toThrow();
    expect(() => telemetry.report(null as unknown as TelemetryRecord)).not.toThrow();
    expect(() => telemetry.report({ type: 'drift', pointer: 5 } as unknown as TelemetryRecord)).not.toThrow();
    hide();
    expect(batches.flat()).toEqual([expect.objectContaining({ body: 'x' })]); // the others are not records
  });
});

describe('how a batch leaves', () => {
  const page = () =>
    Object.assign(new EventTarget(), { document: { visibilityState: 'visible' as DocumentVisibilityState } });
  afterEach(() => vi.unstubAllGlobals());

  it('as a beacon whose body is typed application/json, as OTLP/HTTP asks', async () => {
    const beacons: Array<{ url: string; body: Blob }> = [];
    vi.stubGlobal('navigator', { sendBeacon: (url: string, body: Blob) => beacons.push({ url, body }) > 0 });
    const fetchSpy = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchSpy);
    createTelemetry({ endpoint: ENDPOINT, batchSize: 1, win: page() }).report(error('x'));
    expect(beacons.map(({ url, body }) => [url, body.type])).toEqual([[ENDPOINT, 'application/json']]);
    expect(received(await beacons[0].body.text())).toEqual([expect.objectContaining({ body: 'x' })]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses the beacon', () => false],
    [
      'throws for it',
      () => {
        throw new TypeError('sendBeacon() with a non-CORS-safelisted type');
      },
    ],
  ])('with fetch and keepalive when the browser %s', (_why, sendBeacon) => {
    vi.stubGlobal('navigator', { sendBeacon });
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchSpy);
    createTelemetry({ endpoint: ENDPOINT, batchSize: 1, win: page() }).report(error('x'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    });
    expect(received(String(init.body))).toEqual([expect.objectContaining({ body: 'x' })]);
  });
});
