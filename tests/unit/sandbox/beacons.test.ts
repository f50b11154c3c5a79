// @vitest-environment node
// The sandbox keeps the telemetry beacons a build sends (api/telemetry.ts): at env.json's telemetryUrl path and at
// POST /__sandbox/beacons, listed by GET /__sandbox/beacons, forgotten on reset; through the Node middleware too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../../api/env';
import { createSandbox } from '../../../sandbox/core';
import { sandboxMiddleware } from '../../../sandbox/node';
import { ORIGIN, control } from './helpers';

const batch = [{ type: 'error', kind: 'uncaught', message: 'TypeError: x', route: 'loanDetail', at: 1 }];

async function beacon(sandbox: ReturnType<typeof createSandbox>, path: string, body: string) {
  const reply = await sandbox.handle(
    new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } }),
  );
  return reply.kind === 'response' ? reply.response.status : reply.kind;
}

describe('telemetry beacons in the sandbox', () => {
  it("keeps the batches sent to env.json's telemetryUrl and to /__sandbox/beacons, oldest first, as received", async () => {
    expect(env.telemetryUrl).toBe('/telemetry');
    const sandbox = createSandbox();
    expect(sandbox.owns('/telemetry')).toBe(true);
    expect(await beacon(sandbox, '/telemetry', JSON.stringify(batch))).toBe(204);
    expect(await beacon(sandbox, '/__sandbox/beacons', 'not json')).toBe(204);
    const { json } = await control(sandbox, 'GET', '/__sandbox/beacons');
    expect(json).toEqual([
      { path: '/telemetry', body: JSON.stringify(batch), records: batch },
      { path: '/__sandbox/beacons', body: 'not json', records: null },
    ]);
  });

  it('forgets them on reset, and a sandbox told another path owns that one instead', async () => {
    const sandbox = createSandbox({ beaconPath: '/t/v1' });
    expect(sandbox.owns('/telemetry')).toBe(false);
    expect(await beacon(sandbox, '/t/v1', '[]')).toBe(204);
    expect((await control(sandbox, 'GET', '/__sandbox/beacons')).json).toHaveLength(1);
    await control(sandbox, 'POST', '/__sandbox/reset');
    expect((await control(sandbox, 'GET', '/__sandbox/beacons')).json).toEqual([]);
  });
});

describe('beacons through the Node middleware', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('stores what a browser posts to /telemetry and lists it', async () => {
    const middleware = sandboxMiddleware(createSandbox());
    server = createServer((req, res) => middleware(req, res, () => res.end('passed on')));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sent = await fetch(`${base}/telemetry`, { method: 'POST', body: JSON.stringify(batch) });
    expect(sent.status).toBe(204);
    expect(await (await fetch(`${base}/__sandbox/beacons`)).json()).toEqual([
      { path: '/telemetry', body: JSON.stringify(batch), records: batch },
    ]);
  });
});
