// The control API of contracts.md: reset, override, recorded requests; plus uploaded files and images.
import Ajv from 'ajv';
import { isEndpointId } from '../api/catalogue';
import { agreementDoc } from './fixtures/agreementDocs';
import { imageSvg } from './fixtures/images';
import { BEACON_CONTROL_ROUTE, listBeacons, receiveBeacon } from './beacons';
import { bytesResponse, jsonResponse, notFound, svgResponse } from './replies';
import { createSandboxState, type Override, type SandboxState } from './state';
import { SCHEMA_OPTIONS, describeErrors } from './validation';

export const CONTROL_PREFIX = '/__sandbox/';

const OVERRIDE_SCHEMA = {
  type: 'object',
  required: ['endpoint'],
  additionalProperties: false,
  properties: {
    endpoint: { type: 'string' },
    body: {},
    status: { type: 'integer', minimum: 100, maximum: 599 },
    delayMs: { type: 'integer', minimum: 0 },
    fault: { enum: ['abort', 'hang', 'malformed', 'http500', 'drop'] },
    times: { type: 'integer', minimum: 1 },
  },
};
const validateOverride = new Ajv(SCHEMA_OPTIONS).compile<Override>(OVERRIDE_SCHEMA);

function badRequest(message: string): Response {
  return jsonResponse({ error: message }, 400);
}

async function addOverride(request: Request, state: SandboxState): Promise<Response> {
  let input: unknown;
  try {
    input = await request.json();
  } catch {
    return badRequest('Override body must be JSON');
  }
  if (!validateOverride(input)) return badRequest(`Invalid override: ${describeErrors(validateOverride.errors ?? [])}`);
  if (!isEndpointId(input.endpoint)) return badRequest(`Unknown endpoint "${input.endpoint}"`);
  state.overrides.push({ ...input });
  return jsonResponse({ ok: true });
}

function listRequests(url: URL, state: SandboxState): Response {
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint === null) return jsonResponse(state.requests);
  if (!isEndpointId(endpoint)) return badRequest(`Unknown endpoint "${endpoint}"`);
  return jsonResponse(state.requests.filter((recorded) => recorded.endpoint === endpoint));
}

function servePicture(route: string, state: SandboxState): Response {
  const [kind, name = ''] = route.split('/');
  if (kind === 'files') {
    const file = state.files.get(name);
    return file ? bytesResponse(file.bytes, file.type) : notFound(`No uploaded file "${name}"`);
  }
  const svg = name.endsWith('.svg') ? imageSvg(name.slice(0, -'.svg'.length)) : undefined;
  return svg ? svgResponse(svg) : notFound(`No sandbox image "${name}"`);
}

function serveDocument(route: string): Response {
  const doc = agreementDoc(route.slice('docs/'.length));
  if (!doc) return notFound(`No sandbox document "${route}"`);
  return new Response(doc.body(), {
    headers: { 'content-type': doc.type, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' },
  });
}

export async function handleControl(request: Request, url: URL, state: SandboxState): Promise<Response> {
  const route = url.pathname.slice(CONTROL_PREFIX.length);
  const key = `${request.method} ${route.split('/')[0]}`;
  switch (key) {
    case 'POST reset':
      // Mutated in place so every holder of the state sees the fresh one.
      Object.assign(state, createSandboxState());
      return jsonResponse({ ok: true });
    case 'POST override':
      return addOverride(request, state);
    case 'GET requests':
      return listRequests(url, state);
    case `POST ${BEACON_CONTROL_ROUTE}`:
      return receiveBeacon(request, url.pathname, state);
    case `GET ${BEACON_CONTROL_ROUTE}`:
      return listBeacons(state);
    case 'GET files':
    case 'GET img':
      return servePicture(route, state);
    case 'GET docs':
      return serveDocument(route);
    default:
      return notFound(`No sandbox control route ${request.method} ${url.pathname}`);
  }
}
