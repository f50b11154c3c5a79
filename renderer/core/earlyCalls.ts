// A route's first reads, started before its page's code has run: by the entry as soon as the address is known
// (start/headStart.ts), and by App on every later navigation. Both build the same scope a page starts with, so the page's
// own call finds the answer already on its way (api/client-early.ts).
import { mirrorQuery, type CommonParamStore } from '../../api/commonParams';
import type { ExprEngine, Scope } from '../../expr/runtime';
import { isPlainObject } from '../../expr/values';
import { isForbiddenKey } from '../../expr/limits';
import type { Device as DeviceFields } from '../../schemas/generated/types';
import { platformOf } from './device';
import { NO_HASH } from './hashLocation';

/** One of a page's first reads, found at build time (build/page-early-calls.ts). */
export interface EarlyCall {
  endpoint: string;
  params: Record<string, unknown> | string;
  /** The part of the page's initial state the params read (a page without a draft starts from it). */
  state?: Readonly<Record<string, unknown>>;
  /** Where the page keeps the answer: the lead images read it as `data.<as>`. */
  as?: string;
  /** The screen's lead pictures, decided by the route and this answer alone. */
  images?: readonly string[];
}

/** Per page name, the calls that may start before the page's code has loaded. */
export type EarlyCalls = Readonly<Record<string, readonly EarlyCall[]>>;

/** Starts a read; may settle with the answer's data (undefined when it failed). */
type Prefetch = (endpoint: string, params: Record<string, unknown>) => Promise<unknown> | void;

/**
 * `device.*` of a page (schemas/scope.schema.json): the common params, the platform and whether the native app shell
 * is present. Mapped, so it is a plain object type a page snapshot's record of device values accepts.
 */
export type Device = { [K in keyof DeviceFields]: DeviceFields[K] };

export function deviceOf(commonParams: CommonParamStore, search: string, inApp: boolean, userAgent?: string): Device {
  const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const touchPoints = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints;
  return { ...commonParams.update(search), platform: platformOf(agent, touchPoints), inApp };
}

/** The scope a page's load starts from: no data, no state yet. */
export function routeScope(search: string, device: Device, env: unknown): Scope {
  return { query: mirrorQuery(search), device, env, hash: NO_HASH, data: {}, state: {} };
}

/**
 * Starts the reads; with `fetchImage`, each answer's lead pictures are fetched the moment it arrives, so the screen's
 * main picture is on its way (or in the cache) before the screen that shows it has even rendered.
 */
export function startEarlyCalls(
  expr: ExprEngine,
  calls: EarlyCalls[string] | undefined,
  scope: Scope,
  prefetch: Prefetch | undefined,
  fetchImage?: (url: string) => void,
): void {
  if (!calls || !prefetch) return;
  for (const call of calls) {
    const params = expr.resolveDeep(call.params, call.state ? { ...scope, state: call.state } : scope);
    if (!isPlainObject(params)) continue;
    const answer = prefetch(call.endpoint, params);
    const { as, images } = call;
    if (!fetchImage || !images?.length) continue;
    const fetchAll = (imageScope: Scope) => {
      for (const image of images) {
        const url = expr.resolveDeep(image, imageScope);
        if (typeof url === 'string' && url !== '') fetchImage(url);
      }
    };
    // Pictures the route alone decides need no answer; the others wait for a successful one.
    if (as === undefined) fetchAll(scope);
    else if (answer && !isForbiddenKey(as))
      void answer.then((data) => data !== undefined && fetchAll({ ...scope, data: { [as]: data } }));
  }
}
