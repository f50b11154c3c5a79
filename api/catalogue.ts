// The endpoint catalogue: routing data only, so the browser bundle never carries request/response schemas
// (those live in endpoint-schemas.json for the sandbox, the page checker and tests).
import catalogueJson from './endpoints.json';
import type { Endpoint } from '../schemas/generated/types';

// Hand-listed so EndpointId is a literal union usable in page-definition types; a unit test keeps it
// equal to the JSON's keys.
export const ENDPOINT_IDS = [
  'cardInit',
  'bindCardNew',
  'bindCardChange',
  'problemInit',
  'uploadProblemImg',
  'problemSave',
  'problemList',
  'problemDetail',
  'saveScore',
  'contactKfInfo',
  'repaymentWay',
  'repaymentCommit',
  'repaymentConfirm',
  'repaymentHuichao',
  'channelTemplate',
  'trackVisit',
  'getSid',
  'getCaptcha',
  'getSms',
  'trackClick',
  'register',
  'delayDetail',
  'loanPlayDetail',
  'generateVcode',
  'loanDetailConfirm',
  'loanDetailPush',
  'contractList',
  'contractJump',
  'confirmV2Detail',
  'confirmV2Contracts',
  'confirmV2ContractJump',
  'confirmV2Push',
  'failureNotice',
  'failureTrack',
  'failureProductJump',
  'loanDetails',
  'eventSave',
  'productRedirect',
  'googleScore',
] as const;

export type EndpointId = (typeof ENDPOINT_IDS)[number];
/** The catalogue entry as generated from schemas/endpoints.schema.json, with `returns` ('json') and `data` ('any') defaulted. */
export type EndpointDefinition = Readonly<
  Omit<Endpoint, 'returns' | 'data'> & {
    returns: NonNullable<Endpoint['returns']>;
    data: NonNullable<Endpoint['data']>;
  }
>;
export type HttpMethod = Endpoint['method'];
export type BodyEncoding = Endpoint['encoding'];
export type SuccessCode = Endpoint['successCodes'][number];

const ID_SET: ReadonlySet<string> = new Set(ENDPOINT_IDS);

export function isEndpointId(value: string): value is EndpointId {
  return ID_SET.has(value);
}

function fail(id: string, problem: string): never {
  throw new Error(`api/endpoints.json: endpoint "${id}" ${problem}`);
}

// Narrows the loosely typed JSON import at start-up instead of casting it, so a broken catalogue fails
// loudly on load rather than as a strange request later. The full check is the JSON Schema (unit test).
function readDefinition(id: string, raw: Record<string, unknown> | undefined): EndpointDefinition {
  if (!raw) return fail(id, 'is missing');
  const { method, path, encoding, successCodes, timeoutMs, returns, data, note, effect } = raw;
  if (method !== 'GET' && method !== 'POST') return fail(id, 'has no valid method');
  if (typeof path !== 'string' || !path.startsWith('/')) return fail(id, 'has no valid path');
  if (encoding !== 'query' && encoding !== 'form' && encoding !== 'multipart' && encoding !== 'json') {
    return fail(id, 'has no valid encoding');
  }
  if (!Array.isArray(successCodes)) return fail(id, 'has no success codes');
  const [firstCode, ...otherCodes] = successCodes.map((code: unknown): SuccessCode => {
    if (typeof code === 'number' || typeof code === 'string') return code;
    return fail(id, 'has a success code that is neither number nor string');
  });
  if (firstCode === undefined) return fail(id, 'has no success codes');
  if (typeof timeoutMs !== 'number' || timeoutMs <= 0) return fail(id, 'has no valid timeoutMs');
  return {
    method,
    path,
    encoding,
    successCodes: [firstCode, ...otherCodes],
    timeoutMs,
    returns: returns === 'image' ? 'image' : 'json',
    data: data === 'object' || data === 'array' ? data : 'any',
    ...(typeof note === 'string' ? { note } : {}),
    ...(effect === true ? { effect } : {}),
  };
}

const rawEndpoints: Record<string, Record<string, unknown> | undefined> = catalogueJson.endpoints;

export const endpoints: Readonly<Record<EndpointId, EndpointDefinition>> = Object.freeze(
  Object.fromEntries(ENDPOINT_IDS.map((id) => [id, readDefinition(id, rawEndpoints[id])])) as Record<
    EndpointId,
    EndpointDefinition
  >,
);

/** Throws for an id outside the catalogue: page definitions are checked, so this is a programming error. */
export function getEndpoint(id: EndpointId): EndpointDefinition {
  if (!isEndpointId(id)) throw new Error(`Unknown endpoint id "${String(id)}"`);
  return endpoints[id];
}

/** Whether an answer's code means success for this endpoint (spec: parseInt(code) === 0, or exact "00"). */
export function isSuccessCode(definition: EndpointDefinition, code: unknown): boolean {
  if (typeof code !== 'number' && typeof code !== 'string') return false;
  return definition.successCodes.some((expected) =>
    typeof expected === 'number' ? Number.parseInt(String(code), 10) === expected : String(code) === expected,
  );
}
