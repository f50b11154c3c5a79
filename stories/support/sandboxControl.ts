// The sandbox control API of contracts.md, called through fetch so the request goes through the MSW
// worker to the story's own sandbox, exactly as a tester's curl reaches the dev server's sandbox.
import type { EndpointId } from '../../api/catalogue';

/** One `POST /__sandbox/override`: the next answers of `endpoint` (all of them, or `times` of them). */
export interface SandboxOverride {
  endpoint: EndpointId;
  body?: unknown;
  status?: number;
  delayMs?: number;
  fault?: 'abort' | 'hang' | 'malformed' | 'http500';
  times?: number;
}

export interface RecordedSandboxRequest {
  endpoint: EndpointId;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
}

async function control(method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`/__sandbox/${route}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  // A refused override would otherwise leave the story silently showing the default answer.
  if (!response.ok) throw new Error(`Sandbox ${method} ${route} failed (${response.status}): ${await response.text()}`);
  return response.json();
}

export async function resetSandbox(): Promise<void> {
  await control('POST', 'reset', {});
}

export async function overrideSandbox(override: SandboxOverride): Promise<void> {
  await control('POST', 'override', override);
}

/** The requests the sandbox received for one endpoint, oldest first. */
export async function sandboxRequests(endpoint: EndpointId): Promise<RecordedSandboxRequest[]> {
  return (await control('GET', `requests?endpoint=${encodeURIComponent(endpoint)}`)) as RecordedSandboxRequest[];
}
