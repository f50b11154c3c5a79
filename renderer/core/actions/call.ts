import { currentScope, type Handler, type RunContext } from './context';
import { appText } from './appWords';
import type { CallAction, CallStatus } from '../../../schemas/generated/types';
import type { Locals } from '../scope';
import type { CallOutcome } from '../services';
import { isForbiddenKey } from '../../../expr/limits';

type RunChain = (chain: CallAction['onSuccess'], ctx: RunContext, locals: Locals) => Promise<boolean>;

/** A call that throws (a programming error: unknown endpoint, a file for a form call) still settles as a failure. */
async function settle(
  call: () => Promise<CallOutcome>,
  ctx: RunContext,
  quiet: boolean | undefined,
): Promise<CallOutcome> {
  try {
    return await call();
  } catch (error) {
    ctx.report(`call failed before it was sent: ${String(error)}`);
    const message = appText(ctx, 'brokenCall');
    if (!quiet) ctx.toaster.show(message);
    return { success: false, code: null, message, data: null, raw: null, failure: 'broken' };
  }
}

/** Calls an endpoint by id. The call always settles (the client turns every failure into a result). */
export function makeCallAction(runChain: RunChain): Handler<CallAction> {
  return async (action, ctx, locals) => {
    const scope = currentScope(ctx, locals);
    const params = ctx.expr.resolveDeep(action.params ?? {}, scope);
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      ctx.report(`call ${action.endpoint}: params must evaluate to an object`);
      return 'stop';
    }
    const loading =
      action.loading === undefined ? undefined : String(ctx.expr.resolveDeep(action.loading, scope) ?? '');
    // `as: "__proto__"` would replace the prototype of data: such a name stores nothing.
    const name = action.as !== undefined && isForbiddenKey(action.as) ? undefined : action.as;
    if (name !== action.as) ctx.report(`call ${action.endpoint}: "${action.as}" cannot name call data`);
    if (name) {
      ctx.store.update((draft) => {
        const calls = (draft.state.calls ??= {}) as Record<string, unknown>;
        calls[name] = { status: 'loading', message: '', code: null, dropped: [] } satisfies CallStatus;
      });
    }
    const result = await settle(
      () => ctx.services.call(action.endpoint, params as Record<string, unknown>, { loading, quiet: action.quiet }),
      ctx,
      action.quiet,
    );
    if (!ctx.isAlive()) return 'stop';
    if (name) {
      ctx.store.update((draft) => {
        const calls = (draft.state.calls ??= {}) as Record<string, unknown>;
        calls[name] = {
          status: result.success ? 'success' : 'failure',
          message: result.message,
          code: result.code,
          dropped: result.dropped ?? [],
        } satisfies CallStatus;
        if (result.success) draft.data[name] = result.data;
      });
    }
    // Later actions of this chain (and its branches) read the outcome as `result`.
    locals.result = result;
    if (!result.success) {
      if (action.onFailure) await runChain(action.onFailure, ctx, locals);
      return action.ignoreFailure ? 'next' : 'stop';
    }
    if (action.onSuccess) return (await runChain(action.onSuccess, ctx, locals)) ? 'next' : 'stop';
    return 'next';
  };
}
