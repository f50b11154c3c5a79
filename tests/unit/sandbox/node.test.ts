// @vitest-environment node
// The connect/Vite middleware on a real Node HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../sandbox/core';
import { sandboxMiddleware } from '../../../sandbox/node';

let server: Server | undefined;

async function start(sandbox: Sandbox = createSandbox()): Promise<string> {
  const middleware = sandboxMiddleware(sandbox);
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('passed on');
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Resolves only once every connection is gone, so a leaked (never-closed) request fails the test by time-out. */
function stop(): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server) return resolve();
    server.close((error) => (error ? reject(error) : resolve()));
    server = undefined;
  });
}

afterEach(stop);

async function override(base: string, body: object): Promise<void> {
  const res = await fetch(`${base}/__sandbox/override`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
}

const loanDetails = (base: string, init: RequestInit = {}) =>
  fetch(`${base}/api/v3/loan-details/loan-details?sessionId=S-1`, {
    method: 'POST',
    body: new URLSearchParams({ productId: 'P001', orderId: 'ORD200' }),
    ...init,
  });

describe('sandboxMiddleware', () => {
  it('answers the API with JSON', async () => {
    const base = await start();
    const res = await loanDetails(base);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code: 0, data: { orderStatus: 200 } });
  });

  it('passes anything outside /api/ and /__sandbox/ to next()', async () => {
    const base = await start();
    const res = await fetch(`${base}/loanDetail?orderId=ORD200`);
    expect([res.status, await res.text()]).toEqual([418, 'passed on']);
  });

  it('parses multipart uploads sent over HTTP', async () => {
    const base = await start();
    const form = new FormData();
    form.append('problemImage', new File([new Uint8Array([1, 2, 3])], 'shot.jpg', { type: 'image/jpeg' }));
    const res = await fetch(`${base}/api/user-problem/upload-problem-img`, { method: 'POST', body: form });
    const { data } = (await res.json()) as { data: { url: string } };
    const image = await fetch(`${base}${data.url}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const requests = await (await fetch(`${base}/__sandbox/requests?endpoint=uploadProblemImg`)).json();
    expect(requests).toEqual([
      expect.objectContaining({ body: { problemImage: { filename: 'shot.jpg', type: 'image/jpeg', size: 3 } } }),
    ]);
  });

  it('abort drops the connection', async () => {
    const base = await start();
    await override(base, { endpoint: 'loanDetails', fault: 'abort', times: 1 });
    await expect(loanDetails(base)).rejects.toThrow(TypeError);
    expect((await loanDetails(base)).status).toBe(200);
  });

  it('malformed answers 200 with a body that is not JSON; http500 answers HTTP 500', async () => {
    const base = await start();
    await override(base, { endpoint: 'loanDetails', fault: 'http500', times: 1 });
    await override(base, { endpoint: 'loanDetails', fault: 'malformed', times: 1 });
    const malformed = await loanDetails(base);
    expect(malformed.status).toBe(200);
    await expect(malformed.clone().json()).rejects.toThrow(SyntaxError);
    expect((await loanDetails(base)).status).toBe(500);
  });

  it('hang never answers, and the connection is gone once the client gives up', async () => {
    const base = await start();
    await override(base, { endpoint: 'loanDetails', fault: 'hang' });
    await expect(loanDetails(base, { signal: AbortSignal.timeout(200) })).rejects.toThrow(/aborted|timeout/i);
    await stop(); // would never resolve while the hung request still held its connection
  });

  it('delays an answer by delayMs and still delivers it', async () => {
    const base = await start();
    await override(base, { endpoint: 'loanDetails', delayMs: 30, times: 1 });
    expect(await (await loanDetails(base)).json()).toMatchObject({ code: 0 });
  });
});
