// The sandbox control API of contracts.md, called through fetch so the request goes through the MSW
// worker to the story's own sandbox, exactly as a tester's curl reaches the dev server's sandbox.
import type { EndpointId } from '../../api/catalogue';
import type { RecordedBeacon } from '../../sandbox/state';

/** One `POST /__sandbox/override`: the next answers of `endpoint` (all of them, or `times` of them). */
export interface SandboxOverride {
  endpoint: EndpointId;
  body?: unknown;
  status?: number;
  delayMs?: number;
  fault?: 'abort' | 'hang' | 'malformed' | 'http500' | 'drop';
  times?: number;
}

export interface RecordedSandboxRequest {
  endpoint: EndpointId;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  /** The Idempotency-Key header of a state-changing call. */
  idempotencyKey?: string;
  /** True when the sandbox answered from its idempotency store (no second effect). */
  replayed?: boolean;
}

/**
 * A client of the control API at `base` (the app's origin; '' for the page's own origin, as in Storybook). Stories,
 * component tests and end-to-end tests all drive the sandbox through this one client.
 */
export function sandboxClient(base: string | (() => string) = '') {
  const control = async (method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> => {
    const origin = typeof base === 'function' ? base() : base;
    const response = await fetch(`${origin}/__sandbox/${route}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    // A refused override would otherwise leave the test or story silently seeing the default answer.
    if (!response.ok)
      throw new Error(`Sandbox ${method} ${route} failed (${response.status}): ${await response.text()}`);
    return response.json();
  };
  return {
    reset: async (): Promise<void> => void (await control('POST', 'reset', {})),
    override: async (override: SandboxOverride): Promise<void> => void (await control('POST', 'override', override)),
    /** The requests the sandbox received for one endpoint, oldest first. */
    requests: async (endpoint: EndpointId): Promise<RecordedSandboxRequest[]> =>
      (await control('GET', `requests?endpoint=${encodeURIComponent(endpoint)}`)) as RecordedSandboxRequest[],
    /** The telemetry the sandbox took as a Collector would (raw OTLP JSON body and its log records), oldest first. */
    beacons: async (): Promise<RecordedBeacon[]> => (await control('GET', 'beacons')) as RecordedBeacon[],
  };
}

const storySandbox = sandboxClient();
export const resetSandbox = storySandbox.reset;
export const overrideSandbox = storySandbox.override;
export const sandboxRequests = storySandbox.requests;
