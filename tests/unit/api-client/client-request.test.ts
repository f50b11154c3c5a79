import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../api/catalogue';
import { buildRequest, buildUrl, toFieldText } from '../../../api/client-request';
import { setup } from './fakes';

describe('request encoding', () => {
  it('GET puts the common params first, then the call params, dropping undefined and null', () => {
    const request = buildRequest(
      endpoints.trackVisit,
      '/api/',
      { sessionId: 'S-1', gaid: undefined },
      { page_id: '7', utm_tag: null, page_type: 1 },
    );
    expect(request.method).toBe('GET');
    expect(request.body).toBeUndefined();
    // A relative apiBase resolves against the page, as in the browser.
    const expected = new URL(
      '/api/v2/youmi/promotion/track-visit?sessionId=S-1&page_id=7&page_type=1',
      window.location.href,
    );
    expect(request.url).toBe(expected.href);
  });

  it('form fields: text as is, numbers and booleans as text, arrays and objects as JSON', () => {
    const request = buildRequest(
      endpoints.problemSave,
      'https://x.ph/api',
      {},
      {
        problemDetail: 'Late calls & texts',
        problemType: 1,
        urgent: false,
        tags: ['a', 'b'],
        meta: { n: 1 },
        skipped: undefined,
      },
    );
    expect(new URLSearchParams(String(request.body)).getAll('tags')).toEqual(['["a","b"]']);
    expect(request.body).toBe(
      'problemDetail=Late+calls+%26+texts&problemType=1&urgent=false&tags=%5B%22a%22%2C%22b%22%5D&meta=%7B%22n%22%3A1%7D',
    );
    expect(request.url).toBe('https://x.ph/api/user-problem/problem-save');
  });

  it('multipart sends files with their names and other values as text, and lets fetch set the boundary', () => {
    const file = new File(['png'], 'shot.png', { type: 'image/png' });
    const request = buildRequest(
      endpoints.uploadProblemImg,
      'https://x.ph/api',
      { s: '1' },
      { problemImage: file, index: 2 },
    );
    expect(request.headers['Content-Type']).toBeUndefined();
    const form = request.body as FormData;
    expect((form.get('problemImage') as File).name).toBe('shot.png');
    expect(form.get('index')).toBe('2');
    expect(request.url).toBe('https://x.ph/api/user-problem/upload-problem-img?s=1');
  });

  it('json encoding sends a JSON body', () => {
    const jsonEndpoint = { ...endpoints.loanDetails, encoding: 'json' as const };
    const request = buildRequest(jsonEndpoint, 'https://x.ph/api', {}, { amount: 5000, tags: ['a'] });
    expect([request.headers['Content-Type'], request.body]).toEqual([
      'application/json',
      '{"amount":5000,"tags":["a"]}',
    ]);
  });

  it('leaves absent values out of a field and refuses a file outside multipart', () => {
    expect([toFieldText('a', undefined), toFieldText('a', null), toFieldText('a', 0)]).toEqual([
      undefined,
      undefined,
      '0',
    ]);
    expect(() => toFieldText('photo', new Blob(['x']))).toThrow('Param "photo" is a file');
  });

  it('builds absolute URLs unchanged and omits an empty query', () => {
    expect(buildUrl('https://x.ph/api', '/v2/p', {})).toBe('https://x.ph/api/v2/p');
  });

  it("a GET call's own param replaces the common param of the same name (one productId, not two)", () => {
    const url = buildUrl(
      'https://x.ph/api',
      '/c',
      { productId: 'P001', deviceId: 'D1' },
      { productId: 'P002', scene: 3 },
    );
    expect(url).toBe('https://x.ph/api/c?productId=P002&deviceId=D1&scene=3');
    expect(buildUrl('https://x.ph/api', '/c', { orderId: 'O1' }, { orderId: undefined })).toBe(
      'https://x.ph/api/c?orderId=O1',
    );
  });
});

describe('ApiClient.url and common params', () => {
  it('builds the captcha image URL with the current common params', () => {
    let session = 'S-1';
    const { client } = setup(undefined, { commonParams: () => ({ sessionId: session }) });
    expect(client.url('getCaptcha', { sid: 'SID9', t: 5 })).toBe(
      'https://h5.example.ph/api/v2/youmi/promotion/get-captcha?sessionId=S-1&sid=SID9&t=5',
    );
    session = 'S-2';
    expect(client.url('getCaptcha', { sid: 'SID9' })).toContain('sessionId=S-2');
    expect(() => client.url('loanDetails')).toThrow('not query-encoded');
  });

  it('reads the common params afresh for every call', async () => {
    let session = 'S-1';
    const { client, seen } = setup(undefined, { commonParams: () => ({ sessionId: session }) });
    await client.call('loanDetails');
    session = 'S-2';
    await client.call('loanDetails');
    expect(seen.map((request) => new URL(request.url).searchParams.get('sessionId'))).toEqual(['S-1', 'S-2']);
  });
});
