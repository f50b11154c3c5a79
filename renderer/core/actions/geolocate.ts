import { writeAt, writeTarget } from '../paths';
import { currentScope, type Handler } from './context';
import type { GeolocateAction } from '../../../schemas/generated/types';
import type { GeoOutcome } from '../services';

/** When the geolocation code itself could not load (a bad moment on the network): worth another try. */
export const GEO_NOT_LOADED = 'Location could not be checked. Check your connection and try again.';

// The outcome always lands in state, refused or not: the page decides how to show it, and the chain goes on.
export const geolocateAction: Handler<GeolocateAction> = async (action, ctx, locals) => {
  const target = writeTarget(ctx.expr, action.into, currentScope(ctx, locals));
  if ('error' in target) {
    ctx.report(`geolocate into ${action.into}: ${target.error}`);
    return 'stop';
  }
  let outcome: GeoOutcome;
  try {
    outcome = await ctx.services.geolocate({
      timeoutMs: action.timeoutMs ?? 10000,
      highAccuracy: action.highAccuracy ?? false,
    });
  } catch {
    outcome = { status: 'unavailable', message: GEO_NOT_LOADED };
  }
  if (!ctx.isAlive()) return 'stop';
  ctx.store.update((draft) => writeAt(draft, target, outcome));
  return 'next';
};
