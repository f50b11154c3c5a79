// The sandbox: a contract-checked stand-in for the lender's server on the Fetch API. Adapters (Node
// middleware, MSW) turn its replies into real responses, delays and faults.
import { ENDPOINT_IDS, endpoints, type EndpointDefinition, type EndpointId } from '../api/catalogue';
import { CONTROL_PREFIX, handleControl } from './control';
import { ENDPOINT_HANDLERS, type EndpointAnswer } from './handlers';
import { parseRequest } from './parseRequest';
import { jsonResponse, malformedResponse, notFound, serverErrorResponse, svgResponse } from './replies';
import { createSandboxState, takeOverride, type Override, type RecordedScore, type SandboxState } from './state';
import { createRequestChecker } from './validation';
import { IDEMPOTENCY_HEADER, keepAnswer, keptAnswer } from './idempotency';
import { receiveBeacon } from './beacons';
import { env } from '../api/env-json';
import { sandboxNow } from './fixtures/dates';

export type SandboxReply =
  { kind: 'response'; response: Response; delayMs?: number } | { kind: 'fault'; fault: 'abort' | 'hang' };

export interface SandboxOptions {
  /** Where the API is served; the client's apiBase. */
  apiBase?: string;
  /** The clock for complaint times. */
  now?: () => Date;
  /**
   * The same-origin path env `telemetryUrl` names (e.g. "/v1/logs"), where the build's telemetry arrives (OTLP JSON,
   * taken as a Collector takes it: sandbox/beacons.ts), like that sent to POST /__sandbox/beacons. By default
   * env.json's, when it is a path.
   */
  beaconPath?: string;
}

export interface SandboxSnapshot {
  scores: readonly RecordedScore[];
  boundCard: Readonly<Record<string, string>> | null;
}

export interface Sandbox {
  handle(request: Request): Promise<SandboxReply>;
  /** Whether a path is the sandbox's (its API or its control routes); adapters pass everything else on. */
  owns(pathname: string): boolean;
  /** What was recorded beyond requests, for tests and dev tools. */
  snapshot(): SandboxSnapshot;
}

/**
 * A path ending in a file name (client.ts, endpoints.json) is a source module the dev server or Storybook
 * must serve: the repository's api/ folder shares the /api prefix. No endpoint path has an extension.
 */
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/** Invalid requests get this code, in the type of the endpoint's own codes, so it is never a success. */
const INVALID_REQUEST_CODE = 4001;

function codeLike(definition: EndpointDefinition, code: number): string | number {
  return typeof definition.successCodes[0] === 'number' ? code : String(code);
}

function envelope(definition: EndpointDefinition, answer: Exclude<EndpointAnswer, { kind: 'image' }>) {
  return answer.kind === 'success'
    ? { code: definition.successCodes[0], message: 'success', data: answer.data }
    : { code: answer.code, message: answer.message, data: null };
}

function response(value: Response, override?: Override): SandboxReply {
  return { kind: 'response', response: value, ...(override?.delayMs ? { delayMs: override.delayMs } : {}) };
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const apiBase = (options.apiBase ?? '/api').replace(/\/+$/, '');
  const now = options.now ?? sandboxNow;
  const beaconPath = options.beaconPath ?? (env.telemetryUrl?.startsWith('/') ? env.telemetryUrl : undefined);
  const state: SandboxState = createSandboxState();
  const checkRequest = createRequestChecker();
  const endpointByPath = new Map<string, EndpointId>(ENDPOINT_IDS.map((id) => [endpoints[id].path, id]));

  async function answer(id: EndpointId, request: Request, url: URL): Promise<SandboxReply> {
    const parsed = await parseRequest(request);
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const replay = keptAnswer(state.keptAnswers, id, key);
    state.requests.push({
      endpoint: id,
      method: request.method,
      path: url.pathname,
      query: parsed.query,
      body: parsed.body,
      ...(key === null ? {} : { idempotencyKey: key, replayed: replay !== undefined }),
    });
    if (replay) return { kind: 'response', response: replay };

    const override = takeOverride(state, id);
    if (override?.fault === 'drop') {
      // The work is done and its answer kept, but the client never hears it.
      await keepAnswer(state.keptAnswers, id, key, await effect(id, url, parsed));
      return { kind: 'fault', fault: 'abort' };
    }
    if (override?.fault === 'abort' || override?.fault === 'hang') return { kind: 'fault', fault: override.fault };
    if (override?.fault === 'malformed') return response(malformedResponse(), override);
    if (override?.fault === 'http500') return response(serverErrorResponse(), override);
    if (override && override.body !== undefined)
      return response(jsonResponse(override.body, override.status), override);

    return response(
      await keepAnswer(state.keptAnswers, id, key, await effect(id, url, parsed, override?.status)),
      override,
    );
  }

  /** Checks the request and runs the endpoint's handler: the one place a request changes the sandbox. */
  async function effect(
    id: EndpointId,
    url: URL,
    parsed: Awaited<ReturnType<typeof parseRequest>>,
    status?: number,
  ): Promise<Response> {
    const definition = endpoints[id];
    const own = definition.method === 'GET' ? parsed.query : parsed.body;
    const check = parsed.bodyError ? { ok: false as const, message: parsed.bodyError } : checkRequest(id, own);
    const result: EndpointAnswer = check.ok
      ? await ENDPOINT_HANDLERS[id]({
          params: check.params,
          files: parsed.files,
          origin: url.origin,
          now: now(),
          state,
        })
      : {
          kind: 'failure',
          code: codeLike(definition, INVALID_REQUEST_CODE),
          message: `Invalid request: ${check.message}`,
        };
    if (result.kind === 'image') return svgResponse(result.svg);
    return jsonResponse(envelope(definition, result), status);
  }

  async function handle(request: Request): Promise<SandboxReply> {
    const url = new URL(request.url);
    if (url.pathname.startsWith(CONTROL_PREFIX)) {
      return { kind: 'response', response: await handleControl(request, url, state) };
    }
    if (url.pathname === beaconPath)
      return { kind: 'response', response: await receiveBeacon(request, url.pathname, state) };
    const id = url.pathname.startsWith(`${apiBase}/`)
      ? endpointByPath.get(url.pathname.slice(apiBase.length))
      : undefined;
    if (!id) return { kind: 'response', response: notFound(`No endpoint at ${url.pathname}`) };
    if (endpoints[id].method !== request.method) {
      const message = `${id} expects ${endpoints[id].method}, got ${request.method}`;
      return { kind: 'response', response: jsonResponse({ code: 405, message, data: null }, 405) };
    }
    return answer(id, request, url);
  }

  return {
    handle,
    owns: (pathname) =>
      pathname.startsWith(CONTROL_PREFIX) ||
      pathname === beaconPath ||
      (pathname.startsWith(`${apiBase}/`) && !FILE_NAME.test(pathname)),
    snapshot: () => ({ scores: [...state.scores], boundCard: state.boundCard && { ...state.boundCard } }),
  };
}
