// Telemetry as an OpenTelemetry Collector's OTLP/HTTP receiver takes it (api/telemetry.ts sends logs as OTLP JSON):
// POST only (405), `application/json` only (415; a Collector also reads protobuf, which no build sends), a body that
// is an OTLP logs export request or 400, and 200 with the Collector's answer. What it takes is kept, its records
// flattened (sandbox/otlp.ts), so tests and the people trying a build see exactly what would reach the lender.
import { isOtlpLogs, logRecordsOf } from './otlp';
import { jsonResponse } from './replies';
import type { SandboxState } from './state';

/** The control route beside the one env `telemetryUrl` names, for a build whose telemetry points elsewhere. */
export const BEACON_CONTROL_ROUTE = 'beacons';

const refuse = (message: string, status: number) => jsonResponse({ code: status, message }, status);

export async function receiveBeacon(request: Request, path: string, state: SandboxState): Promise<Response> {
  if (request.method !== 'POST') return refuse(`OTLP/HTTP takes POST, got ${request.method}`, 405);
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType))
    return refuse(`Unsupported content type "${contentType}": OTLP/HTTP JSON is application/json`, 415);
  const body = await request.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refuse('The body is not JSON', 400);
  }
  if (!isOtlpLogs(parsed)) return refuse('The body is not an OTLP logs export request', 400);
  state.beacons.push({ path, contentType, body, records: logRecordsOf(parsed) });
  // What a Collector answers: an ExportLogsServiceResponse with nothing rejected. Never cached.
  return jsonResponse({ partialSuccess: {} });
}

export function listBeacons(state: SandboxState): Response {
  return jsonResponse(state.beacons);
}
