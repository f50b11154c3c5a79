import { vi } from 'vitest';
import type { CallOutcome, GeoOutcome, Services } from '../../renderer/host';
import type { RouteManifest } from '../../schemas/generated/types';
import type { GuardRequest } from '../../api/urlGuard';
import manifest from '../../pages.json';
import { memoryStorage } from '../../stories/support/memoryStorage';

export { memoryStorage };

export type CallHandler = (endpoint: string, params: Record<string, unknown>) => CallOutcome | Promise<CallOutcome>;

export const ok = (data: unknown = null): CallOutcome => ({
  success: true,
  code: 0,
  message: '',
  data,
  raw: { code: 0, data },
});
export const fail = (message: string, code: string | number = 500): CallOutcome => ({
  success: false,
  code,
  message,
  data: null,
  raw: { code, message },
  failure: 'server',
});

/** Services that record what the renderer asked of the outside world. */
export function fakeServices(handler: CallHandler = () => ok()) {
  const session = memoryStorage();
  const local = memoryStorage();
  const services = {
    call: vi.fn(async (endpoint: string, params: Record<string, unknown>) => handler(endpoint, params)),
    sendNative: vi.fn(),
    guardUrl: vi.fn((url: unknown, _request?: GuardRequest) =>
      typeof url === 'string' &&
      (url.startsWith('https://h5.example.ph') || url.startsWith('/') || url.startsWith('mailto:'))
        ? { ok: true as const, kind: url.startsWith('mailto:') ? 'mail' : 'same-origin', url }
        : { ok: false as const, reason: 'not allowed' },
    ),
    withCommonParams: vi.fn((url: string) => `${url}${url.includes('?') ? '&' : '?'}deviceId=D1`),
    navigate: vi.fn(),
    assignLocation: vi.fn(),
    replaceLocation: vi.fn(),
    // Really moves jsdom's history, so back handling can be tested against it (renderer/views/backAction.ts).
    historyBack: vi.fn((steps: number) => window.history.go(-steps)),
    copyText: vi.fn(async () => {}),
    geolocate: vi.fn(async (): Promise<GeoOutcome> => ({
      status: 'ok',
      latitude: 14.5995,
      longitude: 120.9842,
      accuracy: 20,
    })),
    storage: (area: 'session' | 'local') => (area === 'session' ? session : local),
    routes: (manifest as RouteManifest).routes,
  } satisfies Services;
  return { services, session, local };
}
