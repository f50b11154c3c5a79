// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/core';
import { clientFor, ORIGIN, recordingUi } from './helpers';

describe('request validation', () => {
  it('answers a wrong request with HTTP 200, a non-success code and a message naming each field', async () => {
    const ui = recordingUi();
    const result = await clientFor(createSandbox(), ui).call('eventSave', { productId: 'P001', moduleId: 'thirty' });
    expect(result).toMatchObject({
      success: false,
      failure: 'server',
      code: 4001,
      message: 'Invalid request: positionId is required; moduleId must be integer',
      data: null,
    });
    expect(ui.toasts).toEqual([result.message]);
  });

  it('uses a string code for endpoints whose success codes are strings', async () => {
    const result = await clientFor(createSandbox()).call('saveScore', { score: 9, problemId: 1001 });
    expect(result).toMatchObject({ code: '4001', message: 'Invalid request: score must be <= 5' });
  });

  it('names the expected value of a fixed field', async () => {
    const result = await clientFor(createSandbox()).call('contactKfInfo', { overall: 20 });
    expect(result.message).toBe('Invalid request: overall must be 30');
  });

  it('checks the fields of the chosen card type', async () => {
    const result = await clientFor(createSandbox()).call('bindCardNew', {
      product_id: 'P001',
      cardType: '2',
      walletType: '90101',
    });
    expect(result.message).toBe('Invalid request: walletAccount is required');
  });

  it('accepts form text for numeric fields and ignores the common params of a GET', async () => {
    const client = clientFor(createSandbox());
    expect((await client.call('eventSave', { productId: 'P001', moduleId: 30, positionId: 0 })).success).toBe(true);
    expect((await client.call('trackVisit', { client_type: 'ios', page_type: 1 })).success).toBe(true);
  });

  it('refuses a multipart upload whose file is not an image', async () => {
    const notImage = new File(['plain'], 'note.txt', { type: 'text/plain' });
    const result = await clientFor(createSandbox()).call('uploadProblemImg', { problemImage: notImage });
    expect(result.message).toBe(
      'Invalid request: problemImage.type must match pattern "^(image/.*|application/octet-stream)?$"',
    );
  });

  it('refuses a JSON body that does not parse', async () => {
    const reply = await createSandbox().handle(
      new Request(`${ORIGIN}/api/v3/event/event-save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    );
    if (reply.kind !== 'response') throw new Error('unexpected fault');
    expect(await reply.response.json()).toEqual({
      code: 4001,
      message: 'Invalid request: body is not valid JSON',
      data: null,
    });
  });
});
