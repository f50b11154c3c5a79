// What the renderer needs from the outside world. main.tsx wires the real ones; tests and stories pass fakes.
import type { CallOutcome, GeoOutcome, RouteManifest } from '../../schemas/generated/types';
import type { GuardRequest } from '../../api/urlGuard';

// A call's outcome (`result`) and a geolocate's (`into`) are described once, in schemas/scope.schema.json, which the page
// checker types expressions with too.
export type { CallOutcome, GeoOutcome };

export type GuardOutcome = { ok: true; kind: string; url: string } | { ok: false; reason: string };

export interface Services {
  call(
    endpoint: string,
    params: Record<string, unknown>,
    options: { loading?: string; quiet?: boolean },
  ): Promise<CallOutcome>;
  /** Starts a read the page is about to make, so its answer is on its way while the page's code loads (optional). */
  prefetch?(endpoint: string, params: Record<string, unknown>): Promise<unknown> | void;
  sendNative(message: string, payload?: unknown): void;
  /** True inside the native app shell; absent or false in a plain browser (the public site, a shared link). */
  inApp?(): boolean;
  /**
   * The one URL guard: every URL that leaves the page (browser or native app) passes through it. `source` is where
   * the URL came from (trust by source); `handOff` lets it classify the URL as one for the native app.
   */
  guardUrl(url: unknown, request?: GuardRequest): GuardOutcome | Promise<GuardOutcome>;
  /** Adds the common params to a URL the guard accepted (the guard's allow-list decides where they may go). */
  withCommonParams(url: string): string | Promise<string>;
  /** Client-side navigation to an app path (wouter). */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Full navigation to a guarded URL (native scheme links included). */
  assignLocation(url: string): void;
  replaceLocation(url: string): void;
  /** Goes back this many entries in the browser's history (a page leaving); a preview records it instead. */
  historyBack(steps: number): void;
  copyText(text: string): Promise<void>;
  /** The address of a query-encoded endpoint with these params (an image endpoint used as an img src). */
  endpointUrl?(endpoint: string, params: Record<string, unknown>): string;
  geolocate(options: { timeoutMs: number; highAccuracy: boolean }): Promise<GeoOutcome>;
  storage(area: 'session' | 'local'): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> | null;
  routes: RouteManifest['routes'];
}
