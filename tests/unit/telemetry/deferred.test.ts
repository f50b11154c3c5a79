// The entry's telemetry (api/telemetry-deferred.ts): what the page hears before the sink's chunk has arrived is sent
// by the sink once it has, each record stamped with the time and the screen it was heard at, in order; nothing is
// lost in the hand-over, a sink that cannot load breaks nothing, and after the hand-over records go straight through.
import { describe, expect, it, vi } from 'vitest';
import { createTelemetry } from '../../../api/telemetry';
import { deferTelemetry, type SinkLoader } from '../../../api/telemetry-deferred';
import type { SentRecord, TelemetryRecord } from '../../../api/telemetry-records';
import { logRecordsOf, isOtlpLogs, type ReceivedLogRecord } from '../../../sandbox/otlp';

const error = (message: string): TelemetryRecord => ({ type: 'error', kind: 'uncaught', message });

/** A page at `address`, a clock the test moves, and a sink (the real one) that sends each record at once. */
function harness({ batchSize = 1 } = {}) {
  const page = Object.assign(new EventTarget(), {
    document: { visibilityState: 'visible' as DocumentVisibilityState },
    location: { origin: 'http://app.test', pathname: '/loanDetail' },
  });
  let time = 1_000;
  const sent: ReceivedLogRecord[] = [];
  const load: SinkLoader = (now) =>
    Promise.resolve(
      createTelemetry({
        endpoint: 'http://app.test/v1/logs',
        send: (_url, body) => {
          const request: unknown = JSON.parse(body);
          if (isOtlpLogs(request)) sent.push(...logRecordsOf(request));
        },
        win: page,
        now,
        batchSize,
      }),
    );
  const telemetry = deferTelemetry(load, { now: () => time, win: page });
  return {
    telemetry,
    sent,
    page,
    at: (ms: number) => void (time = ms),
  };
}

const messageOf = (record: ReceivedLogRecord) => record.body;
const attribute = (record: ReceivedLogRecord, key: string) => record.attributes[key];

describe('deferred telemetry', () => {
  it('sends nothing before the sink is connected, then every held record with the time it was heard', async () => {
    const { telemetry, sent, at } = harness();
    at(1_000);
    telemetry.report(error('first'));
    at(2_500);
    telemetry.report(error('second'));
    expect(sent).toEqual([]);
    at(9_000);
    await telemetry.connect();
    expect(sent.map(messageOf)).toEqual(['first', 'second']);
    expect(sent.map((record) => record.timeUnixNano)).toEqual(['1000000000', '2500000000']);
  });

  it('stamps each held record with the screen and path it happened on, though the address has moved on', async () => {
    const { telemetry, sent, page } = harness();
    telemetry.showScreen({ route: 'loanDetail', page: 'loanDetail' });
    telemetry.report(error('on the order'));
    page.location.pathname = '/bindBank';
    telemetry.showScreen({ route: 'bindBank', page: 'bindBank' });
    telemetry.report(error('on the bank form'));
    page.location.pathname = '/complaint';
    await telemetry.connect();
    expect(
      sent.map((record) => [messageOf(record), attribute(record, 'app.screen.name'), attribute(record, 'url.path')]),
    ).toEqual([
      ['on the order', 'loanDetail', '/loanDetail'],
      ['on the bank form', 'bindBank', '/bindBank'],
    ]);
  });

  it('after the hand-over, records go straight to the sink with the time they happen', async () => {
    const { telemetry, sent, at } = harness();
    await telemetry.connect();
    at(4_000);
    telemetry.report(error('later'));
    expect(sent.map(messageOf)).toEqual(['later']);
    expect(sent[0]?.timeUnixNano).toBe('4000000000');
  });

  it('a viewer subscribed before the hand-over sees the held records, and stops hearing once it unsubscribes', async () => {
    const { telemetry } = harness();
    const seen: SentRecord[] = [];
    const unsubscribe = telemetry.subscribe((record) => seen.push(record));
    telemetry.report(error('held'));
    await telemetry.connect();
    telemetry.report(error('direct'));
    unsubscribe();
    telemetry.report(error('unheard'));
    expect(seen.map((record) => record.type === 'error' && record.message)).toEqual(['held', 'direct']);
  });

  it('loads the sink once however often it is asked, and holds at most 300 records', async () => {
    const reported: TelemetryRecord[] = [];
    let loads = 0;
    const sink = createTelemetry();
    const telemetry = deferTelemetry(() => {
      loads += 1;
      return Promise.resolve({ ...sink, report: (record) => void reported.push(record) });
    });
    for (let index = 0; index < 320; index += 1) telemetry.report(error(`error ${index}`));
    await Promise.all([telemetry.connect(), telemetry.connect()]);
    expect(loads).toBe(1);
    expect(reported).toHaveLength(300);
    expect(reported[299]).toEqual(error('error 299'));
  });

  it('a sink that cannot load breaks nothing: reports, screens and flushes still return', async () => {
    const telemetry = deferTelemetry(() => Promise.reject(new Error('chunk failed')));
    telemetry.report(error('held'));
    await expect(telemetry.connect()).resolves.toBeUndefined();
    expect(() => {
      telemetry.report(error('after'));
      telemetry.showScreen({ route: 'home' });
      telemetry.flush();
    }).not.toThrow();
  });

  it('a page hidden before the sink has arrived loads it at once and sends what it heard as soon as it has', async () => {
    const { telemetry, sent, page } = harness({ batchSize: 20 }); // a batch would wait for more records or its timer
    telemetry.report(error('before the switch'));
    page.document.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(sent.map(messageOf)).toEqual(['before the switch']));
  });

  it('knows the screen the document opened at and how many it has shown, before the sink has arrived', () => {
    const { telemetry } = harness();
    telemetry.showScreen({ route: 'loanDetail', page: 'loanDetail' });
    telemetry.showScreen({ route: 'loanDetail', page: 'loanDetail' });
    telemetry.showScreen({ route: 'bindBank', page: 'bindBank' });
    expect(telemetry.landing()).toEqual({ route: 'loanDetail', page: 'loanDetail', screens: 2 });
  });
});
