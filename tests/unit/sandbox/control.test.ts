// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/core';
import { clientFor, control, ORIGIN, pngFile, recorded, recordingUi, sandboxFetch } from './helpers';

const LOAN = { productId: 'P001', orderId: 'ORD174' };

describe('POST /__sandbox/override', () => {
  it('replaces the whole answer for the next `times` calls, then the default returns', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox, recordingUi(), false); // the override's answer is deliberately partial
    const override = { endpoint: 'loanDetails', body: { code: 0, message: 'ok', data: { orderStatus: 21 } }, times: 2 };
    expect((await control(sandbox, 'POST', '/__sandbox/override', override)).status).toBe(200);

    const first = await client.call('loanDetails', LOAN);
    const second = await client.call('loanDetails', LOAN);
    const third = await client.call<{ orderStatus: number }>('loanDetails', LOAN);
    expect(first.data).toEqual({ orderStatus: 21 });
    expect(second.raw).toEqual(override.body);
    expect(third.data.orderStatus).toBe(174);
  });

  it('without times applies to every call until reset', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox, recordingUi());
    await control(sandbox, 'POST', '/__sandbox/override', {
      endpoint: 'contactKfInfo',
      body: { code: '500', message: 'Busy', data: null },
    });
    for (let call = 0; call < 3; call += 1)
      expect((await client.call('contactKfInfo', { overall: 30 })).message).toBe('Busy');
    await control(sandbox, 'POST', '/__sandbox/reset');
    expect((await client.call('contactKfInfo', { overall: 30 })).success).toBe(true);
  });

  it('lets the newest override win and the older one resume once the newer is spent', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox);
    await control(sandbox, 'POST', '/__sandbox/override', {
      endpoint: 'getSid',
      body: { code: '0', message: '', data: { sid: 'standing' } },
    });
    await control(sandbox, 'POST', '/__sandbox/override', {
      endpoint: 'getSid',
      body: { code: '0', message: '', data: { sid: 'once' } },
      times: 1,
    });
    const sids = [];
    for (let call = 0; call < 3; call += 1) sids.push((await client.call<{ sid: string }>('getSid')).data.sid);
    expect(sids).toEqual(['once', 'standing', 'standing']);
  });

  it('status alone keeps the default answer under another HTTP status', async () => {
    const sandbox = createSandbox();
    await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'problemList', status: 503, times: 1 });
    const result = await clientFor(sandbox).call('problemList');
    expect(result).toMatchObject({
      success: false,
      failure: 'http',
      message: 'Server error (HTTP 503). Please try again.',
    });
    expect(result.raw).toMatchObject({ code: '00' });
  });

  it('reports delayMs and faults to the adapter instead of answering', async () => {
    const sandbox = createSandbox();
    const request = () => new Request(`${ORIGIN}/api/v2/youmi/promotion/get-sid`);
    await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'getSid', delayMs: 1500, times: 1 });
    await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'getSid', fault: 'hang', times: 1 });
    await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'getSid', fault: 'abort', times: 1 });
    expect(await sandbox.handle(request())).toEqual({ kind: 'fault', fault: 'abort' });
    expect(await sandbox.handle(request())).toEqual({ kind: 'fault', fault: 'hang' });
    expect(await sandbox.handle(request())).toMatchObject({ kind: 'response', delayMs: 1500 });
    expect(await sandbox.handle(request())).not.toHaveProperty('delayMs');
  });

  it('turns malformed and http500 faults into a non-JSON 200 and an HTTP 500', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox, recordingUi());
    await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'cardInit', fault: 'malformed', times: 1 });
    await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'cardInit', fault: 'http500', times: 1 });
    expect(await client.call('cardInit', { product_id: 'P001' })).toMatchObject({
      failure: 'http',
      message: 'Server error (HTTP 500). Please try again.',
    });
    expect(await client.call('cardInit', { product_id: 'P001' })).toMatchObject({ failure: 'malformed' });
    // What the sandbox itself sends: a 200 whose body is not JSON, and a plain HTTP 500.
    const raw = sandboxFetch(sandbox);
    const post = () => raw(`${ORIGIN}/api/v3/bind-card/card-init`, { method: 'POST', body: 'product_id=P001' });
    await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'cardInit', fault: 'malformed', times: 1 });
    const malformed = await post();
    expect(malformed.status).toBe(200);
    await expect(malformed.clone().json()).rejects.toThrow();
    await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'cardInit', fault: 'http500', times: 1 });
    expect((await post()).status).toBe(500);
  });

  it('refuses an unknown endpoint or an invalid override with HTTP 400 and says why', async () => {
    const sandbox = createSandbox();
    const unknown = await control(sandbox, 'POST', '/__sandbox/override', { endpoint: 'nope', body: {} });
    expect(unknown).toEqual({ status: 400, json: { error: 'Unknown endpoint "nope"' } });
    const invalid = await control(sandbox, 'POST', '/__sandbox/override', {
      endpoint: 'getSid',
      times: 0,
      fault: 'explode',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({
      error:
        'Invalid override: fault must be one of "abort", "hang", "malformed", "http500", "drop"; times must be >= 1',
    });
  });
});

describe('GET /__sandbox/requests', () => {
  it('records form bodies parsed and the common params in the query, oldest first', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox);
    await client.call('eventSave', { productId: 'P001', moduleId: 30, positionId: 0 });
    await client.call('eventSave', { productId: 'P001', moduleId: 12, positionId: 2 });
    await client.call('getSid');
    expect(await recorded(sandbox, 'eventSave')).toEqual([
      {
        endpoint: 'eventSave',
        method: 'POST',
        path: '/api/v3/event/event-save',
        query: { sessionId: 'S-123', appVersion: '3.2.0' },
        body: { productId: 'P001', moduleId: '30', positionId: '0' },
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
        replayed: false,
      },
      expect.objectContaining({ body: { productId: 'P001', moduleId: '12', positionId: '2' } }),
    ]);
  });

  it('records GET params in the query and every endpoint when none is named', async () => {
    const sandbox = createSandbox();
    const client = clientFor(sandbox);
    await client.call('channelTemplate', { templateId: '12' });
    await client.call('contactKfInfo', { overall: 30 });
    const all = (await control(sandbox, 'GET', '/__sandbox/requests')).json;
    expect(all).toEqual([
      expect.objectContaining({
        endpoint: 'channelTemplate',
        method: 'GET',
        query: { sessionId: 'S-123', appVersion: '3.2.0', templateId: '12' },
        body: {},
      }),
      expect.objectContaining({ endpoint: 'contactKfInfo', body: { overall: '30' } }),
    ]);
  });

  it('records a multipart file as its name, type and size', async () => {
    const sandbox = createSandbox();
    await clientFor(sandbox).call('uploadProblemImg', { problemImage: pngFile('receipt.png'), note: 'front' });
    expect(await recorded(sandbox, 'uploadProblemImg')).toEqual([
      expect.objectContaining({
        body: { problemImage: { filename: 'receipt.png', type: 'image/png', size: 12 }, note: 'front' },
      }),
    ]);
  });

  it('records JSON bodies as sent', async () => {
    const sandbox = createSandbox();
    await sandbox.handle(
      new Request(`${ORIGIN}/api/v3/loan-details/google-score`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ score: 5, extra: [1, 2] }),
      }),
    );
    expect(await recorded(sandbox, 'googleScore')).toEqual([
      expect.objectContaining({ body: { score: 5, extra: [1, 2] } }),
    ]);
  });

  it('forgets recorded requests on reset and refuses an unknown endpoint filter', async () => {
    const sandbox = createSandbox();
    await clientFor(sandbox).call('getSid');
    await control(sandbox, 'POST', '/__sandbox/reset');
    expect(await recorded(sandbox, 'getSid')).toEqual([]);
    expect((await control(sandbox, 'GET', '/__sandbox/requests?endpoint=bogus')).status).toBe(400);
  });
});

describe('routing', () => {
  it('answers an unknown /api path with HTTP 404 JSON and a wrong method with 405', async () => {
    const sandbox = createSandbox();
    const missing = await sandbox.handle(new Request(`${ORIGIN}/api/v3/nothing-here`, { method: 'POST' }));
    const wrongMethod = await sandbox.handle(new Request(`${ORIGIN}/api/v3/loan-details/loan-details`));
    if (missing.kind !== 'response' || wrongMethod.kind !== 'response') throw new Error('unexpected fault');
    expect(missing.response.status).toBe(404);
    expect(await missing.response.json()).toMatchObject({ message: 'No endpoint at /api/v3/nothing-here' });
    expect(wrongMethod.response.status).toBe(405);
  });

  it('serves the fixture logos as SVG and 404s an unknown image', async () => {
    const sandbox = createSandbox();
    const logo = await sandbox.handle(new Request(`${ORIGIN}/__sandbox/img/gcash.svg`));
    const missing = await sandbox.handle(new Request(`${ORIGIN}/__sandbox/img/none.svg`));
    if (logo.kind !== 'response' || missing.kind !== 'response') throw new Error('unexpected fault');
    expect(logo.response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await logo.response.text()).toMatch(/^<svg[^>]*>.*GCash/);
    expect(missing.response.status).toBe(404);
  });

  it('owns only its API and control paths, leaving source modules under /api/ to the dev server', () => {
    const sandbox = createSandbox();
    expect(['/api/v3/x', '/__sandbox/reset', '/__sandbox/img/bdo.svg'].map(sandbox.owns)).toEqual([true, true, true]);
    const others = ['/', '/apiary', '/loanDetail', '/assets/api/x.js', '/api/client.ts', '/api/endpoints.json'];
    expect(others.map(sandbox.owns)).toEqual(others.map(() => false));
  });
});
