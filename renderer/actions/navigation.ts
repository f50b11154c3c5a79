import { resolveDeep } from '../expr/runtime';
import { currentScope, type Handler, type RunContext } from './context';
import type { NavigateAction, NativeAction, OpenUrlAction, ReplaceLocationAction, WebRoute } from '../../schemas/generated/types';

export const REFUSED_LINK_MESSAGE = 'This link cannot be opened.';
export const LINK_UNAVAILABLE_MESSAGE = 'This link could not be opened. Check your connection and try again.';

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The hash of one of a route's hash sub-routes ('' is the main view), or null when the route declares no such key. */
function hashOf(entry: WebRoute, key: string, hashQuery: unknown): string | null {
  if (key === '') return '';
  const sub = entry.hashRoutes && Object.hasOwn(entry.hashRoutes, key) ? entry.hashRoutes[key] : undefined;
  return sub ? sub.path + queryString(hashQuery) : null;
}

export const navigateAction: Handler<NavigateAction> = (action, ctx, locals) => {
  const entry = ctx.services.routes[action.route];
  if (!entry) {
    ctx.report(`navigate: unknown route "${action.route}"`);
    return 'stop';
  }
  const scope = currentScope(ctx, locals);
  const query = resolveDeep(action.query ?? {}, scope) as Record<string, unknown>;
  if ('native' in entry) {
    // Native screens are opened by the app; the navigation's query travels in the payload.
    const base = entry.payload && typeof entry.payload === 'object' ? (entry.payload as Record<string, unknown>) : {};
    ctx.services.sendNative(entry.native, { ...base, ...query });
    return 'next';
  }
  if (action.hash === undefined) {
    ctx.services.navigate(entry.path + queryString(query), { replace: action.replace });
    return 'next';
  }
  const hash = hashOf(entry, action.hash, resolveDeep(action.hashQuery ?? {}, scope));
  if (hash === null) {
    ctx.report(`navigate: route "${action.route}" has no hash route "${action.hash}"`);
    return 'stop';
  }
  // On the page's own route only the hash moves: the page stays, with what the person typed.
  const samePage = action.query === undefined && ctx.route === action.route;
  ctx.services.navigate(samePage ? `#${hash}` : `${entry.path}${queryString(query)}#${hash}`, { replace: action.replace });
  return 'next';
};

/** Guard, then (optionally) add common params; returns null and tells the person when the URL is refused. */
export async function guarded(ctx: RunContext, url: unknown, commonParams: boolean | undefined): Promise<string | null> {
  let verdict: Awaited<ReturnType<RunContext['services']['guardUrl']>>;
  try {
    verdict = await ctx.services.guardUrl(url); // its code loads on first use, which a bad network can fail
  } catch (error) {
    ctx.report(`URL guard unavailable: ${String(error)}`);
    ctx.toaster.show(LINK_UNAVAILABLE_MESSAGE);
    return null;
  }
  if (!verdict.ok) {
    ctx.report(`refused URL: ${verdict.reason}`);
    ctx.toaster.show(REFUSED_LINK_MESSAGE);
    return null;
  }
  if (!commonParams) return verdict.url;
  try {
    return await ctx.services.withCommonParams(verdict.url);
  } catch (error) {
    ctx.report(`common params unavailable: ${String(error)}`);
    ctx.toaster.show(LINK_UNAVAILABLE_MESSAGE);
    return null;
  }
}

export const openUrlAction: Handler<OpenUrlAction> = async (action, ctx, locals) => {
  const url = await guarded(ctx, resolveDeep(action.url, currentScope(ctx, locals)), action.commonParams);
  if (url === null || !ctx.isAlive()) return 'stop'; // the person may have left while the guard decided
  ctx.services.assignLocation(url);
  return 'next';
};

export const replaceLocationAction: Handler<ReplaceLocationAction> = async (action, ctx, locals) => {
  const url = await guarded(ctx, resolveDeep(action.url, currentScope(ctx, locals)), action.commonParams);
  if (url === null || !ctx.isAlive()) return 'stop';
  ctx.services.replaceLocation(url);
  return 'next';
};

export const nativeAction: Handler<NativeAction> = (action, ctx, locals) => {
  const payload = action.payload === undefined ? undefined : resolveDeep(action.payload, currentScope(ctx, locals));
  ctx.services.sendNative(action.message, payload);
  return 'next';
};
