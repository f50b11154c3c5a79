// @vitest-environment node
// A dropped connection must not cause a second effect. Every state-changing endpoint of the catalogue,
// through the real client and the sandbox: the connection drops after the server did the work, the person retries,
// the retry carries the same Idempotency-Key and gets the first answer with no second effect.
import { describe, expect, it } from 'vitest';
import { ENDPOINT_IDS, endpoints, type EndpointId } from '../../../api/catalogue';
import { createApiClient } from '../../../api/client';
import { createIdempotencyKeys } from '../../../api/client-idempotency';
import { createSandbox } from '../../../sandbox/core';
import { control, ORIGIN, recorded, recordingUi, SAMPLE_REQUESTS, sandboxFetch } from './helpers';

const EFFECTS = ENDPOINT_IDS.filter((id) => endpoints[id].effect && endpoints[id].returns === 'json');

interface Recorded {
  idempotencyKey?: string;
  replayed?: boolean;
}

function setup() {
  const sandbox = createSandbox();
  const headers: Array<Record<string, string>> = [];
  const fetchOnSandbox = sandboxFetch(sandbox);
  const client = createApiClient({
    apiBase: `${ORIGIN}/api`,
    commonParams: () => ({ sessionId: 'S-1' }),
    ui: recordingUi(),
    fetch: (input, init) => {
      headers.push(Object.fromEntries(new Headers(init?.headers)));
      return fetchOnSandbox(input, init);
    },
  });
  return { sandbox, client, headers };
}

describe('idempotency keys', () => {
  it('the catalogue marks the calls that change something', () => {
    expect(EFFECTS).toEqual(
      expect.arrayContaining([
        'problemSave',
        'saveScore',
        'bindCardNew',
        'register',
        'repaymentCommit',
        'loanDetailPush',
        'confirmV2Push',
        'eventSave',
        'googleScore',
      ]),
    );
    expect(EFFECTS).not.toContain('loanDetails');
  });

  it.each(EFFECTS.map((id) => [id] as [EndpointId]))(
    "%s: a dropped connection then the person's retry make one effect",
    async (id) => {
      const { sandbox, client } = setup();
      expect(
        (await control(sandbox, 'POST', '/__sandbox/override', { endpoint: id, fault: 'drop', times: 1 })).status,
      ).toBe(200);
      const first = await client.call(id, SAMPLE_REQUESTS[id]);
      expect(first).toMatchObject({ success: false, failure: 'network' });
      const retry = await client.call(id, SAMPLE_REQUESTS[id]);
      const requests = (await recorded(sandbox, id)) as Recorded[];
      expect(requests).toHaveLength(2);
      expect(requests[0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
      expect(requests[1].idempotencyKey).toBe(requests[0].idempotencyKey);
      expect(requests.map((r) => r.replayed)).toEqual([false, true]);
      // The retry hears what the first request did (success or the endpoint's own refusal), not a second run.
      const fresh = createSandbox();
      const direct = await createApiClient({
        apiBase: `${ORIGIN}/api`,
        commonParams: () => ({}),
        fetch: sandboxFetch(fresh),
      }).call(id, SAMPLE_REQUESTS[id]);
      expect(retry).toMatchObject({ success: direct.success, code: direct.code, data: direct.data });
    },
  );

  it('a new attempt after an answer gets a new key; other params get another key; reads carry none', async () => {
    const { client, headers } = setup();
    await client.call('saveScore', { score: 5, problemId: 1001 });
    await client.call('saveScore', { score: 5, problemId: 1001 });
    await client.call('loanDetails', { productId: 'P001', orderId: 'ORD174' });
    const keys = headers.map((h) => h['idempotency-key']);
    expect(keys[0]).toBeDefined();
    expect(keys[1]).toBeDefined();
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });

  it('keys follow the attempt: same endpoint and params (in any key order, files by identity) until answered', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `k${(n += 1)}`);
    const photo = new File([new Uint8Array([1])], 'a.png', { type: 'image/png', lastModified: 1 });
    expect(keys.keyFor('problemSave', { a: 1, b: 2 })).toBe('k1');
    expect(keys.keyFor('problemSave', { b: 2, a: 1 })).toBe('k1');
    expect(keys.keyFor('problemSave', { a: 1, b: 3 })).toBe('k2');
    expect(keys.keyFor('uploadProblemImg', { problemImage: photo })).toBe('k3');
    expect(keys.keyFor('uploadProblemImg', { problemImage: new File([new Uint8Array([1, 2])], 'b.png') })).toBe('k4');
    keys.answered('problemSave', { a: 1, b: 2 });
    expect(keys.keyFor('problemSave', { a: 1, b: 2 })).toBe('k5');
  });
});
