// The telemetry sink (api/telemetry.ts): batched beacons, sent on a size threshold, a timer and the page being hidden;
// one record per distinct drift however long the broken list; bounded; silent without an endpoint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetry, type TelemetryOptions } from '../../../api/telemetry';
import type { SentRecord, TelemetryRecord } from '../../../api/telemetry-records';

const ENDPOINT = 'http://app.test/telemetry';

/** A page whose visibility the test sets, and a beacon that records each batch it is given. */
function harness(options: Partial<TelemetryOptions> = {}) {
  const page = Object.assign(new EventTarget(), {
    document: { visibilityState: 'visible' as DocumentVisibilityState },
  });
  const batches: SentRecord[][] = [];
  const urls: string[] = [];
  const telemetry = createTelemetry({
    endpoint: ENDPOINT,
    send: (url, body) => {
      urls.push(url);
      batches.push(JSON.parse(body) as SentRecord[]);
      return true;
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
  it('sends a batch as one JSON array once it holds batchSize records, to the endpoint', () => {
    const { telemetry, batches, urls } = harness();
    telemetry.report(error('one'));
    telemetry.report(error('two'));
    expect(batches).toEqual([]);
    telemetry.report(error('three'));
    expect(urls).toEqual([ENDPOINT]);
    expect(batches[0].map((record) => record.type === 'error' && record.message)).toEqual(['one', 'two', 'three']);
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
  it('the screen showing when it happened, and the time', () => {
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
    expect(batches[0]).toEqual([
      { type: 'error', kind: 'uncaught', message: 'before any screen', route: '?', at: 1_700_000_000_000 },
      {
        type: 'drift',
        endpoint: 'cardInit',
        pointer: '/items/*/inputType',
        expected: 'number',
        found: 'string',
        action: 'kept',
        route: 'loanDetail',
        page: 'loanDetail',
        at: 1_700_000_000_000,
      },
      {
        type: 'error',
        kind: 'code-load',
        message: 'page bindBank could not be loaded',
        route: 'bindBank',
        page: 'bindBank',
        at: 1_700_000_000_000,
      },
    ]);
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
    expect(batches.flat().map((record) => record.type === 'drift' && record.pointer)).toEqual([
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
    expect(batches.flat().map((record) => record.route)).toEqual(['repay', 'repayDelay']);
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
    expect(batches.flat()).toEqual([expect.objectContaining({ message: 'x' })]); // the others are not records
  });
});
