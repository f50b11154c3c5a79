// Nothing personal leaves through telemetry: a drift record built from a real answer names types, never values;
// fields a record should not have are dropped; free text is scrubbed; the endpoint obeys the app's URL rules.
import { describe, expect, it, vi } from 'vitest';
import { createTelemetry } from '../../../api/telemetry';
import { telemetryEndpoint } from '../../../api/telemetry-endpoint';
import { jsonTypeOf, type DriftRecord, type TelemetryRecord } from '../../../api/telemetry-records';
import { scrubText } from '../../../api/telemetry-scrub';
import { createApiClient } from '../../../api/client';
import { createSandbox } from '../../../sandbox/core';
import { sandboxFetch } from '../sandbox/helpers';
import { reportUncaught } from '../../../renderer/host';
import { isOtlpLogs, logRecordsOf } from '../../../sandbox/otlp';

const SECRET_TEXT = 'Juan Dela Cruz 0917-555-0199';
const SECRET_NUMBER = 987654321;

/** Everything a sink with an endpoint sends, as the raw bodies of its beacons. */
function sentBodies(report: (telemetry: ReturnType<typeof createTelemetry>) => void): string {
  const bodies: string[] = [];
  const telemetry = createTelemetry({
    endpoint: 'http://app.test/v1/logs',
    send: (_url, body) => void bodies.push(body),
    batchSize: 1,
  });
  report(telemetry);
  telemetry.flush();
  return bodies.join('\n');
}

/** The attributes of every log record in the bodies (one OTLP request per line). */
const sentAttributes = (bodies: string) =>
  bodies.split('\n').flatMap((body) => {
    const request: unknown = JSON.parse(body);
    return isOtlpLogs(request) ? logRecordsOf(request).map((record) => record.attributes) : [];
  });

describe('drift records carry no values', () => {
  it('a record built from a real answer whose fields drifted names their types, never what they held', async () => {
    const sandbox = createSandbox();
    const client = createApiClient({
      apiBase: 'http://app.test/api',
      commonParams: () => ({}),
      fetch: sandboxFetch(sandbox),
      validateAnswers: false,
    });
    const answer = await client.call<Record<string, unknown>>('loanDetails', { productId: 'P001', orderId: 'ORD200' });
    expect(answer.success).toBe(true);
    // The server sends a borrower's name where a number belongs and a big number where text belongs.
    const drifted = { ...answer.data, orderStatus: SECRET_TEXT, productName: SECRET_NUMBER };
    const records: DriftRecord[] = (['orderStatus', 'productName'] as const).map((field) => ({
      type: 'drift',
      endpoint: 'loanDetails',
      pointer: `/${field}`,
      expected: field === 'orderStatus' ? 'number' : 'text',
      found: jsonTypeOf(drifted[field]),
      action: 'kept',
    }));
    const body = sentBodies((telemetry) => records.forEach(telemetry.report));
    expect(sentAttributes(body)).toEqual([
      expect.objectContaining({ 'h5.drift.pointer': '/orderStatus', 'h5.drift.found': 'string' }),
      expect.objectContaining({ 'h5.drift.pointer': '/productName', 'h5.drift.found': 'number' }),
    ]);
    expect(body).not.toContain('Juan');
    expect(body).not.toContain('0199');
    expect(body).not.toContain(String(SECRET_NUMBER));
  });

  it('drops whatever a careless caller adds to a record, and masks personal keys in a pointer', () => {
    const careless = {
      type: 'drift',
      endpoint: 'loanDetails',
      pointer: '/contacts/09175550199/name',
      expected: 'text',
      found: SECRET_TEXT,
      action: 'kept',
      value: SECRET_TEXT,
      raw: { phone: '09175550199' },
    } as unknown as TelemetryRecord;
    const body = sentBodies((telemetry) => telemetry.report(careless));
    expect(sentAttributes(body)).toEqual([
      {
        'h5.drift.endpoint': 'loanDetails',
        'h5.drift.pointer': '/contacts/*/name',
        'h5.drift.expected': 'text',
        'h5.drift.found': 'other',
        'h5.drift.action': 'kept',
        'app.screen.name': '?',
      },
    ]);
    expect(body).not.toContain('0917');
  });

  it('names every JSON type, and a field that is not there as missing', () => {
    expect([undefined, null, 'a', 1, true, {}, []].map(jsonTypeOf)).toEqual([
      'missing',
      'null',
      'string',
      'number',
      'boolean',
      'object',
      'array',
    ]);
  });
});

describe('error text is scrubbed', () => {
  it('masks digit runs and e-mail addresses, drops queries and hashes, and truncates', () => {
    const text = scrubText(
      'Invalid phone 09171234567 for juan.cruz@mail.ph at https://app.ph/repay?sessionId=abc&card=4111#pin=1234 ok',
    );
    expect(text).toBe('Invalid phone # for <email> at https://app.ph/repay ok');
    expect(scrubText('x'.repeat(500))).toHaveLength(200);
  });

  it('a widget failure quoting a value leaves without it', () => {
    const body = sentBodies((telemetry) =>
      telemetry.report({
        type: 'error',
        kind: 'widget',
        message: `widget InfoList failed to render: Error: bad row ${SECRET_NUMBER} for x@y.ph`,
        route: 'loanDetail',
      }),
    );
    expect(body).toContain('widget InfoList failed to render: Error: bad row # for <email>');
    expect(body).not.toContain(String(SECRET_NUMBER));
  });
});

describe('the endpoint (env telemetryUrl) under the URL rules', () => {
  const env = { allowedOrigins: ['https://pay.pesonow.ph'], nativeScheme: 'lendapp://' };
  const origin = 'https://m.pesonow.ph';

  it('is off when unset or empty', () => {
    expect(telemetryEndpoint({ ...env }, origin)).toBeUndefined();
    expect(telemetryEndpoint({ ...env, telemetryUrl: '' }, origin)).toBeUndefined();
    expect(telemetryEndpoint({ ...env, telemetryUrl: '  ' }, origin)).toBeUndefined();
  });

  it('takes a same-origin path or an allowed origin, without query or hash', () => {
    expect(telemetryEndpoint({ ...env, telemetryUrl: '/v1/logs' }, origin)).toBe('https://m.pesonow.ph/v1/logs');
    expect(telemetryEndpoint({ ...env, telemetryUrl: 'https://pay.pesonow.ph/t?key=1#x' }, origin)).toBe(
      'https://pay.pesonow.ph/t',
    );
  });

  it('refuses any other origin and anything the guard refuses, saying so in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const telemetryUrl of [
      'https://collector.example.com/t',
      '//evil.example/t',
      'javascript:alert(1)',
      'lendapp://t',
      'https://u@pay.pesonow.ph/t',
    ]) {
      expect(telemetryEndpoint({ ...env, telemetryUrl }, origin)).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
  });
});

describe('errors nothing handled', () => {
  it('name an Error by its name and message with its stack, and anything else thrown only by its type (it may be a value)', () => {
    const page = new EventTarget() as unknown as Window;
    const reported: TelemetryRecord[] = [];
    reportUncaught(page, (record) => reported.push(record));
    const error = new TypeError('x is not a function');
    page.dispatchEvent(new ErrorEvent('error', { error, message: `Uncaught ${error}` }));
    // A script of another origin: the browser gives neither the error nor its stack, only where it was.
    page.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Script error.',
        filename: 'https://m.ph/assets/boot-1.js',
        lineno: 3,
        colno: 9,
      }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: { phone: '09175550199' } });
    page.dispatchEvent(rejection);
    expect(reported).toEqual([
      {
        type: 'error',
        kind: 'uncaught',
        message: 'TypeError: x is not a function',
        errorName: 'TypeError',
        stack: error.stack,
      },
      { type: 'error', kind: 'uncaught', message: 'Script error.', stack: '    at https://m.ph/assets/boot-1.js:3:9' },
      { type: 'error', kind: 'uncaught', message: 'unhandled rejection: a thrown object' },
    ]);
  });

  it("leave with their stack as code positions only: no message line, query or other origin's path", () => {
    const stack = [
      `TypeError: no card ${SECRET_NUMBER} for juan@mail.ph`,
      `    at ${SECRET_TEXT.split(' ')[0]} line two of the message`,
      '    at ProductLogo (http://app.test/assets/ProductCard-AbC1.js?session=SECRET-77:1:2045)',
      '    at https://ext.example/inject/09175550199.js:4:11',
      '    at Array.map (<anonymous>)',
    ].join('\n');
    const body = sentBodies((telemetry) =>
      telemetry.report({ type: 'error', kind: 'widget', message: 'widget ProductCard failed', stack }),
    );
    // No page location in a sink made without one: no frame is the app's own, so every address is cut to its origin.
    expect(sentAttributes(body)[0]['exception.stacktrace']).toBe(
      ['    at http://app.test', '    at https://ext.example', '    at <anonymous>'].join('\n'),
    );
    for (const secret of [String(SECRET_NUMBER), 'juan', 'SECRET-77', '0917', 'Juan'])
      expect(body).not.toContain(secret);
  });
});
