import { BIDI_CONTROLS } from './client-response';

// Common params identify the device and session to the server. They arrive once, on the entry URL,
// and every later call of the session must still carry them, so they are kept in (session) storage.
// A screen's own ids (productId, orderId) are not among them: kept for the session they would travel with the
// calls of later screens about other orders. Each screen reads its ids from its own query.

export const COMMON_PARAM_KEYS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'advertisingId',
] as const;

export type CommonParamKey = (typeof COMMON_PARAM_KEYS)[number];
export type CommonParams = Partial<Record<CommonParamKey, string>>;

export const COMMON_PARAMS_STORAGE_KEY = 'common-params';

export interface CommonParamStore {
  get(): CommonParams;
  update(search: string): CommonParams;
  recompute(): CommonParams;
  clear(): void;
}

type ParamStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Strict shapes so the two conversions are exact inverses: `order_2` or `_id` have no twin
// rather than a twin that would not convert back.
const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z][a-z0-9]*)+$/;
const CAMEL_CASE = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;

/** The other spelling of a key (`product_id` <-> `productId`), or null when it has none. */
export function twinKey(key: string): string | null {
  if (SNAKE_CASE.test(key)) return key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  if (CAMEL_CASE.test(key)) return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return null;
}

/**
 * All query params, each snake_case key mirrored to camelCase and each camelCase key to snake_case.
 * A key present in the query always keeps its own value; for repeated keys the first value wins.
 */
export function mirrorQuery(search: string): Record<string, string> {
  const query = emptyRecord();
  for (const [key, value] of new URLSearchParams(search)) {
    // A link's text is the attacker's: bidi controls go, as they do from server answers.
    if (!Object.hasOwn(query, key)) query[key] = value.replace(BIDI_CONTROLS, '');
  }
  const mirrored = Object.assign(emptyRecord(), query);
  for (const [key, value] of Object.entries(query)) {
    const twin = twinKey(key);
    if (twin !== null && !Object.hasOwn(query, twin)) mirrored[twin] = value;
  }
  return mirrored;
}

/** The common params in a query string, under their camelCase keys. Empty values count as absent. */
export function readCommonParams(search: string): CommonParams {
  return pickCommonParams(mirrorQuery(search));
}

export function createCommonParamStore(storage: ParamStorage | null, initialSearch: string): CommonParamStore {
  let current: CommonParams = { ...readStored(storage), ...readCommonParams(initialSearch) };
  write(storage, current);

  return {
    get: () => ({ ...current }),
    update(search) {
      current = { ...current, ...readCommonParams(search) };
      write(storage, current);
      return { ...current };
    },
    recompute() {
      // Storage is the session's source of truth (another page of the same session may have
      // written to it); without storage the in-memory values are all there is.
      if (storage !== null) current = readStored(storage);
      return { ...current };
    },
    clear() {
      current = {};
      try {
        storage?.removeItem(COMMON_PARAMS_STORAGE_KEY);
      } catch {
        // Storage can be unavailable (private mode, disabled cookies); memory is already cleared.
      }
    },
  };
}

// Query keys are attacker-chosen; without a prototype, `__proto__` is just another key.
function emptyRecord(): Record<string, string> {
  return Object.create(null) as Record<string, string>;
}

export function pickCommonParams(source: Readonly<Record<string, unknown>>): CommonParams {
  const params: CommonParams = {};
  for (const key of COMMON_PARAM_KEYS) {
    const value = Object.hasOwn(source, key) ? source[key] : undefined;
    if (typeof value === 'string' && value !== '') params[key] = value;
  }
  return params;
}

function readStored(storage: ParamStorage | null): CommonParams {
  try {
    const raw = storage?.getItem(COMMON_PARAMS_STORAGE_KEY);
    if (raw === null || raw === undefined) return {};
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? pickCommonParams(parsed as Record<string, unknown>)
      : {};
  } catch {
    // Corrupt JSON or unavailable storage must never break a page: start without stored params.
    return {};
  }
}

function write(storage: ParamStorage | null, params: CommonParams): void {
  try {
    storage?.setItem(COMMON_PARAMS_STORAGE_KEY, JSON.stringify(params));
  } catch {
    // Quota or privacy errors: the params still live in memory for this page.
  }
}

/** The address without any common param (under either spelling); everything else, the hash included, stays. */
export function withoutCommonParams(href: string): string {
  const url = new URL(href);
  const secret = new Set<string>(COMMON_PARAM_KEYS.flatMap((key) => [key, twinKey(key) ?? key]));
  const kept = [...url.searchParams].filter(([key]) => !secret.has(key));
  if (kept.length === [...url.searchParams].length) return href;
  url.search = new URLSearchParams(kept).toString();
  return url.href;
}

/**
 * The entry: reads the common params from the address, then takes them out of the address bar (the page stays, one
 * history entry, no reload), so a session id reaches no Referer, no screenshot and no shared link.
 */
export function readEntryCommonParams(
  storage: ParamStorage | null,
  win: Pick<Window, 'location' | 'history'>,
): CommonParamStore {
  const store = createCommonParamStore(storage, win.location.search);
  const clean = withoutCommonParams(win.location.href);
  if (clean !== win.location.href) {
    try {
      win.history.replaceState(win.history.state, '', clean);
    } catch {
      // A sandboxed frame may refuse history changes: the params still work, they just stay visible.
    }
  }
  return store;
}
