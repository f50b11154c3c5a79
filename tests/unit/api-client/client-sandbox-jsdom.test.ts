// The renderer's tests run in jsdom with a relative apiBase; the client and the MSW sandbox must work there
// too (jsdom's FormData and Blob differ from Node's fetch's own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient } from '../../../api/client';
import { sandboxHandlers } from '../../../sandbox/msw';

const server = setupServer(...sandboxHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = createApiClient({ apiBase: '/api', commonParams: () => ({ sessionId: 'S-1' }) });

describe('client + sandbox in jsdom', () => {
  it('resolves the relative apiBase against the page and gets the answer', async () => {
    const result = await client.call('contactKfInfo', { overall: 30 });
    expect(result).toMatchObject({ success: true, data: { email: 'support@pesoswift.ph', smWa: '(02) 8876 5100' } });
  });

  it('sends a jsdom File as multipart', async () => {
    const file = new File(['fake image'], 'photo.jpg', { type: 'image/jpeg' });
    const result = await client.call<{ url: string }>('uploadProblemImg', { problemImage: file });
    expect(result.success).toBe(true);
    const image = await fetch(new URL(result.data.url, window.location.href));
    expect(await image.text()).toBe('fake image');
  });
});
