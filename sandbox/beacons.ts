// Telemetry beacons (api/telemetry.ts): the sandbox keeps each batch it receives, so tests and the people trying a
// build can see exactly what would reach the lender.
import { jsonResponse } from './replies';
import type { SandboxState } from './state';

/** The control route beside the one env `telemetryUrl` names, for a build whose telemetry points elsewhere. */
export const BEACON_CONTROL_ROUTE = 'beacons';

export async function receiveBeacon(request: Request, path: string, state: SandboxState): Promise<Response> {
  if (request.method !== 'POST')
    return jsonResponse({ error: `Beacons are sent with POST, got ${request.method}` }, 405);
  const body = await request.text();
  let records: unknown[] | null;
  try {
    const parsed: unknown = JSON.parse(body);
    records = Array.isArray(parsed) ? parsed : null;
  } catch {
    records = null;
  }
  state.beacons.push({ path, body, records });
  // A beacon's answer is never read; 204 is what the lender's endpoint should answer too.
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

export function listBeacons(state: SandboxState): Response {
  return jsonResponse(state.beacons);
}
