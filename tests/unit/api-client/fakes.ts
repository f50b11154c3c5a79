// A scripted fetch and a recording UI for client tests.
import { vi } from 'vitest';
import { createApiClient, type ClientOptions } from '../../../api/client';

export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export type Script = (request: SeenRequest, signal: AbortSignal | undefined) => Promise<Response>;

export function jsonAnswer(value: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } }),
  );
}

export function setup(
  script: Script = () => jsonAnswer({ code: 0, message: 'success', data: { ok: true } }),
  overrides: Partial<ClientOptions> = {},
) {
  const seen: SeenRequest[] = [];
  const toasts: string[] = [];
  const loadingShown: string[] = [];
  let loadingOpen = 0;
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    const request = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    seen.push(request);
    return script(request, init?.signal ?? undefined);
  });
  const client = createApiClient({
    // These tests are about transport and envelopes with made-up data; answer shapes have their own tests.
    validateAnswers: false,
    apiBase: 'https://h5.example.ph/api',
    commonParams: () => ({ sessionId: 'S-1', appVersion: '3.2.0', deviceId: undefined }),
    ui: {
      toast: (message) => void toasts.push(message),
      loading: (message) => {
        loadingShown.push(message);
        loadingOpen += 1;
        return () => {
          loadingOpen -= 1;
        };
      },
    },
    fetch,
    ...overrides,
  });
  return { client, fetch, seen, toasts, loadingShown, openLoading: () => loadingOpen };
}
