import { own } from '../own';
import { currentScope, type Handler, type RunContext, type Step } from './context';
import { urlSource } from './urlSource';
import { appText } from './appWords';
import type { GuardOutcome } from '../services';
import { inspectPhoneNumber, type GuardRequest } from '../../../api/urlGuard';
import type {
  NavigateAction,
  NativeAction,
  OpenUrlAction,
  ReplaceLocationAction,
  WebRoute,
} from '../../../schemas/generated/types';

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
  const entry = own(ctx.services.routes, action.route);
  if (!entry) {
    ctx.report(`navigate: unknown route "${action.route}"`);
    return 'stop';
  }
  const scope = currentScope(ctx, locals);
  const query = ctx.expr.resolveDeep(action.query ?? {}, scope) as Record<string, unknown>;
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
  const hash = hashOf(entry, action.hash, ctx.expr.resolveDeep(action.hashQuery ?? {}, scope));
  if (hash === null) {
    ctx.report(`navigate: route "${action.route}" has no hash route "${action.hash}"`);
    return 'stop';
  }
  // On the page's own route only the hash moves: the page stays, with what the person typed.
  const samePage = action.query === undefined && ctx.route === action.route;
  ctx.services.navigate(samePage ? `#${hash}` : `${entry.path}${queryString(query)}#${hash}`, {
    replace: action.replace,
  });
  return 'next';
};

/** The guard's verdict, or null (the person told) when it refuses or cannot decide. */
async function verdictFor(
  ctx: RunContext,
  url: unknown,
  request: GuardRequest,
): Promise<(GuardOutcome & { ok: true }) | null> {
  let verdict: GuardOutcome;
  try {
    verdict = await ctx.services.guardUrl(url, request); // its code loads on first use, which a bad network can fail
  } catch (error) {
    ctx.report(`URL guard unavailable: ${String(error)}`);
    ctx.toaster.show(appText(ctx, 'linkUnavailable'));
    return null;
  }
  if (!verdict.ok) {
    ctx.report(`refused URL: ${verdict.reason}`);
    ctx.toaster.show(appText(ctx, 'linkRefused'));
    return null;
  }
  return verdict;
}

/** Adds the common params (the guard's allow-list decides where they may go); null when they cannot be read. */
async function withCommonParams(ctx: RunContext, url: string): Promise<string | null> {
  try {
    return await ctx.services.withCommonParams(url);
  } catch (error) {
    ctx.report(`common params unavailable: ${String(error)}`);
    ctx.toaster.show(appText(ctx, 'linkUnavailable'));
    return null;
  }
}

type UrlAction = OpenUrlAction | ReplaceLocationAction;

/**
 * openUrl / replaceLocation: the URL is judged by the guard with its source (trust by source, ./urlSource.ts).
 * With `handOff`, the guard's parse also decides "browser or native app": a link it classifies as native (an app
 * path, the native scheme) goes to the native app as that bridge message, never to the browser.
 */
function locationAction(go: (ctx: RunContext, url: string) => void): Handler<UrlAction> {
  return async (action, ctx, locals) => {
    const handOff = 'handOff' in action ? action.handOff : undefined;
    const source = urlSource(ctx.expr, action.url, ctx.store);
    const verdict = await verdictFor(ctx, ctx.expr.resolveDeep(action.url, currentScope(ctx, locals)), {
      source,
      handOff: handOff !== undefined,
      mail: 'mail' in action && action.mail === true,
    });
    if (verdict === null || !ctx.isAlive()) return 'stop'; // the person may have left while the guard decided
    if (verdict.kind === 'native' && handOff !== undefined) {
      ctx.services.sendNative(handOff, verdict.url);
      return 'next';
    }
    const url = action.commonParams ? await withCommonParams(ctx, verdict.url) : verdict.url;
    if (url === null || !ctx.isAlive()) return 'stop';
    go(ctx, url);
    return 'next';
  };
}

export const openUrlAction: Handler<OpenUrlAction> = locationAction((ctx, url) => ctx.services.assignLocation(url));
export const replaceLocationAction: Handler<ReplaceLocationAction> = locationAction((ctx, url) =>
  ctx.services.replaceLocation(url),
);

/** Bridge messages whose payload is a link the native app opens: it passes the guard like any other link. */
const LINK_MESSAGES: ReadonlySet<string> = new Set(['to']);

/** Bridge messages whose payload holds a phone number the native app dials: `{ "phone": … }` or the number itself. */
const PHONE_MESSAGES: ReadonlySet<string> = new Set(['callTelephone']);

// Only a link waits (for the guard); any other message is sent at once, so a chain that sends one and then leaves
// still decides within the back press that started it.
export const nativeAction: Handler<NativeAction> = (action, ctx, locals) => {
  const payload =
    action.payload === undefined ? undefined : ctx.expr.resolveDeep(action.payload, currentScope(ctx, locals));
  if (LINK_MESSAGES.has(action.message)) return sendLink(action.message, payload, action.payload, ctx);
  if (PHONE_MESSAGES.has(action.message) && !phoneAccepted(action.message, payload, ctx)) return 'stop';
  ctx.services.sendNative(action.message, payload);
  return 'next';
};

/** A number to call passes the guard's phone rule before it reaches the native app (never an intent:// or a code). */
function phoneAccepted(message: string, payload: unknown, ctx: RunContext): boolean {
  const phone = payload !== null && typeof payload === 'object' ? (payload as { phone?: unknown }).phone : payload;
  const verdict = inspectPhoneNumber(phone);
  if (verdict.ok) return true;
  ctx.report(`native ${message}: refused phone number: ${verdict.reason}`);
  ctx.toaster.show(appText(ctx, 'phoneRefused'));
  return false;
}

async function sendLink(message: string, payload: unknown, written: unknown, ctx: RunContext): Promise<Step> {
  const verdict = await verdictFor(ctx, payload, { source: urlSource(ctx.expr, written, ctx.store), handOff: true });
  if (verdict === null || !ctx.isAlive()) return 'stop';
  if (verdict.kind !== 'native') {
    ctx.report(`native ${message}: ${verdict.kind} link is not for the native app`);
    ctx.toaster.show(appText(ctx, 'linkRefused'));
    return 'stop';
  }
  ctx.services.sendNative(message, verdict.url);
  return 'next';
}

/** For widgets that open a link themselves (a document button): guarded as a link the page holds, not a server one. */
export async function guarded(
  ctx: RunContext,
  url: unknown,
  commonParams: boolean | undefined,
): Promise<string | null> {
  const verdict = await verdictFor(ctx, url, {});
  if (verdict === null) return null;
  return commonParams ? withCommonParams(ctx, verdict.url) : verdict.url;
}
