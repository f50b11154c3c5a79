// Pure request building: URL and body for one call. Kept apart from the transport so every encoding
// rule is testable without a fetch.
import type { BodyEncoding, EndpointDefinition } from './catalogue';

export type ParamBag = Record<string, unknown>;

export interface BuiltRequest {
  url: string;
  method: EndpointDefinition['method'];
  headers: Record<string, string>;
  body?: string | FormData;
}

/**
 * One form/query field as text, or undefined to leave it out.
 * - undefined and null are left out: a form cannot say "null", and sending the text "null" is worse.
 * - numbers, booleans and bigints become their text; arrays and plain objects become JSON, the one
 *   lossless text form a server can read back (the spec shows no nested values, so this is our choice).
 * - a Blob outside a multipart endpoint is a programming error and throws.
 */
export function toFieldText(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    throw new Error(`Param "${name}" is a file: only multipart endpoints can send files`);
  }
  return JSON.stringify(value);
}

function appendFields(target: URLSearchParams, params: ParamBag, replace = false): void {
  for (const [name, value] of Object.entries(params)) {
    const text = toFieldText(name, value);
    if (text === undefined) continue;
    if (replace) target.set(name, text);
    else target.append(name, text);
  }
}

// A relative apiBase ("/api") is what the browser wants; resolving it against the page keeps the same
// client working where fetch needs an absolute URL (jsdom tests, workers).
function absolute(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const base = globalThis.location?.href;
  return base ? new URL(url, base).href : url;
}

/** apiBase + path + ? common params (+ the call's own params for query-encoded calls). */
export function buildUrl(apiBase: string, path: string, common: ParamBag, own: ParamBag = {}): string {
  const query = new URLSearchParams();
  appendFields(query, common);
  // A call's own param replaces a common one of the same name (productId is both): one value, never two.
  appendFields(query, own, true);
  const search = query.toString();
  return absolute(`${apiBase.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`);
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function toMultipart(params: ParamBag): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) {
    const files =
      Array.isArray(value) && value.length > 0 && value.every(isBlob) ? value : isBlob(value) ? [value] : [];
    if (files.length > 0) {
      for (const file of files) form.append(name, file, file instanceof File ? file.name : 'blob');
      continue;
    }
    const text = toFieldText(name, value);
    if (text !== undefined) form.append(name, text);
  }
  return form;
}

function encodeBody(
  encoding: Exclude<BodyEncoding, 'query'>,
  params: ParamBag,
): Pick<BuiltRequest, 'body' | 'headers'> {
  if (encoding === 'multipart') {
    // No content-type header: fetch must write it with the multipart boundary.
    return { body: toMultipart(params), headers: {} };
  }
  if (encoding === 'json') {
    return { body: JSON.stringify(params), headers: { 'Content-Type': 'application/json' } };
  }
  const form = new URLSearchParams();
  appendFields(form, params);
  return { body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } };
}

export function buildRequest(
  definition: EndpointDefinition,
  apiBase: string,
  common: ParamBag,
  params: ParamBag,
): BuiltRequest {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (definition.encoding === 'query') {
    return { url: buildUrl(apiBase, definition.path, common, params), method: definition.method, headers };
  }
  const encoded = encodeBody(definition.encoding, params);
  return {
    url: buildUrl(apiBase, definition.path, common),
    method: definition.method,
    headers: { ...headers, ...encoded.headers },
    body: encoded.body,
  };
}
