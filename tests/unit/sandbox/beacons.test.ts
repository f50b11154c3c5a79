// @vitest-environment node
// The sandbox takes the telemetry a build sends (api/telemetry.ts: OTLP/HTTP JSON logs) as an OpenTelemetry Collector
// does: at env.json's telemetryUrl path and at POST /__sandbox/beacons, POST only, application/json only, a body that
// is an OTLP logs request or 400; it lists what it took (GET /__sandbox/beacons, records flattened), forgets it on
// reset, and does the same through the Node middleware.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../../api/env-json';
import { otlpLogs } from '../../../api/telemetry-otlp';
import { createSandbox } from '../../../sandbox/core';
import { sandboxMiddleware } from '../../../sandbox/node';
import { ORIGIN, control } from './helpers';

const request = JSON.stringify(
  otlpLogs(
    [
      {
        type: 'error',
        kind: 'uncaught',
        message: 'TypeError: x',
        errorName: 'TypeError',
        route: 'loanDetail',
        release: 'r1',
        at: 1_700_000_000_000,
      },
    ],
    { release: 'r1', environment: 'development' },
  ),
);
const JSON_TYPE = 'application/json';

async function post(sandbox: ReturnType<typeof createSandbox>, path: string, body: string, type = JSON_TYPE) {
  const reply = await sandbox.handle(
    new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers: { 'content-type': type } }),
  );
  if (reply.kind !== 'response') throw new Error(`no answer: ${reply.kind}`);
  return { status: reply.response.status, json: (await reply.response.json()) as unknown };
}

describe('telemetry in the sandbox, taken as a Collector takes it', () => {
  it("keeps the requests sent to env.json's telemetryUrl and to /__sandbox/beacons, answering as a Collector", async () => {
    expect(env.telemetryUrl).toBe('/v1/logs');
    const sandbox = createSandbox();
    expect(sandbox.owns('/v1/logs')).toBe(true);
    expect(await post(sandbox, '/v1/logs', request)).toEqual({ status: 200, json: { partialSuccess: {} } });
    expect((await post(sandbox, '/__sandbox/beacons', '{}', 'application/json; charset=utf-8')).status).toBe(200);
    const { json } = await control(sandbox, 'GET', '/__sandbox/beacons');
    expect(json).toEqual([
      {
        path: '/v1/logs',
        contentType: JSON_TYPE,
        body: request,
        records: [
          {
            eventName: 'exception',
            severityNumber: 17,
            severityText: 'ERROR',
            timeUnixNano: '1700000000000000000',
            body: 'TypeError: x',
            attributes: {
              'exception.type': 'TypeError',
              'exception.message': 'TypeError: x',
              'h5.error.kind': 'uncaught',
              'app.screen.name': 'loanDetail',
            },
            resource: {
              'service.name': 'lender-h5',
              'service.version': 'r1',
              'deployment.environment': 'development',
              'deployment.environment.name': 'development',
            },
            scope: 'lender-h5/telemetry',
          },
        ],
      },
      { path: '/__sandbox/beacons', contentType: 'application/json; charset=utf-8', body: '{}', records: [] },
    ]);
  });

  it('refuses what a Collector refuses, and keeps none of it', async () => {
    const sandbox = createSandbox();
    const get = await sandbox.handle(new Request(`${ORIGIN}/v1/logs`));
    expect(get.kind === 'response' && get.response.status).toBe(405);
    expect((await post(sandbox, '/v1/logs', request, 'text/plain;charset=UTF-8')).status).toBe(415);
    expect((await post(sandbox, '/v1/logs', request, 'application/x-protobuf')).status).toBe(415);
    expect((await post(sandbox, '/v1/logs', 'not json')).status).toBe(400);
    for (const notOtlp of ['[]', '{"resourceLogs":{}}', '{"resourceLogs":[{"scopeLogs":[{"logRecords":[1]}]}]}'])
      expect((await post(sandbox, '/v1/logs', notOtlp)).status, notOtlp).toBe(400);
    const badAttributes = '{"resourceLogs":[{"scopeLogs":[{"logRecords":[{"attributes":[{"value":{}}]}]}]}]}';
    expect((await post(sandbox, '/v1/logs', badAttributes)).status).toBe(400);
    expect((await control(sandbox, 'GET', '/__sandbox/beacons')).json).toEqual([]);
  });

  it('forgets them on reset, and a sandbox told another path owns that one instead', async () => {
    const sandbox = createSandbox({ beaconPath: '/otlp/v1/logs' });
    expect(sandbox.owns('/v1/logs')).toBe(false);
    expect((await post(sandbox, '/otlp/v1/logs', request)).status).toBe(200);
    expect((await control(sandbox, 'GET', '/__sandbox/beacons')).json).toHaveLength(1);
    await control(sandbox, 'POST', '/__sandbox/reset');
    expect((await control(sandbox, 'GET', '/__sandbox/beacons')).json).toEqual([]);
  });
});

describe('telemetry through the Node middleware', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('stores what a browser posts to /v1/logs and lists it', async () => {
    const middleware = sandboxMiddleware(createSandbox());
    server = createServer((req, res) => middleware(req, res, () => res.end('passed on')));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sent = await fetch(`${base}/v1/logs`, {
      method: 'POST',
      body: new Blob([request], { type: JSON_TYPE }),
    });
    expect(sent.status).toBe(200);
    const listed = (await (await fetch(`${base}/__sandbox/beacons`)).json()) as Array<{ body: string }>;
    expect(listed.map((beacon) => beacon.body)).toEqual([request]);
  });
});
