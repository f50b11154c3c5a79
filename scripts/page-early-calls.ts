// Which call a page makes first on load, found at build time so the app can start it while the page's code is still
// downloading (renderer/App.tsx, api/client-early.ts). Only a call that is certain to be the page's first action
// and whose params are known from the route alone qualifies: anything that depends on something known later (a
// condition, a stored value, another call's answer, page state) keeps today's order.
import '../renderer/expr'; // installs the parser: build-time code may read expressions
import { scopeReads, stringsIn } from '../renderer/expr/paths';

/** What the page's first call will send, as the page wrote it (bindings resolved at run time). */
export interface EarlyCall {
  endpoint: string;
  params: Record<string, unknown> | string;
}

interface ActionLike {
  do?: unknown;
  chain?: unknown;
  endpoint?: unknown;
  params?: unknown;
}

interface PageLike {
  onLoad?: unknown;
  chains?: unknown;
}

/** Scope names known the moment the route matches (state may be restored from a draft, so it is not). */
const KNOWN_AT_ROUTE = new Set(['query', 'device', 'env']);

function knownAtRoute(params: unknown): boolean {
  return stringsIn(params).every((text) => {
    if (!text.includes('{{')) return true;
    const reads = scopeReads(text);
    return !('message' in reads) && reads.roots.every((root) => KNOWN_AT_ROUTE.has(root));
  });
}

/** The first action the page runs on load, following `run` into its chain. */
function firstAction(page: PageLike): ActionLike | undefined {
  const chains = page.chains && typeof page.chains === 'object' ? (page.chains as Record<string, unknown>) : {};
  let actions = page.onLoad;
  const seen = new Set<string>();
  for (;;) {
    const first = Array.isArray(actions) ? (actions[0] as ActionLike | undefined) : undefined;
    if (first?.do !== 'run' || typeof first.chain !== 'string') return first;
    if (seen.has(first.chain) || !Object.hasOwn(chains, first.chain)) return undefined;
    seen.add(first.chain);
    actions = chains[first.chain];
  }
}

/**
 * The page's first call when it can start before the page's code runs; `isRead(endpoint)` says whether the endpoint
 * only reads (a call that changes something is never started early).
 */
export function earlyCallsOf(page: PageLike, isRead: (endpoint: string) => boolean): EarlyCall[] {
  const first = firstAction(page);
  if (first?.do !== 'call' || typeof first.endpoint !== 'string' || !isRead(first.endpoint)) return [];
  const params = first.params ?? {};
  const shapeOk = typeof params === 'string' || (typeof params === 'object' && params !== null && !Array.isArray(params));
  if (!shapeOk || !knownAtRoute(params)) return [];
  return [{ endpoint: first.endpoint, params: params as EarlyCall['params'] }];
}
