import type { Action, Chain } from '../../schemas/generated/types';
import { own } from '../own';
import { isTrue } from '../resolve';
import { firstFailure } from '../validation';
import type { Locals } from '../scope';
import { currentScope, type Handler, type RunContext, type Step } from './context';
import { makeCallAction } from './call';
import { navigateAction, nativeAction, openUrlAction, replaceLocationAction } from './navigation';
import { setAction, storageAction } from './state';
import { geolocateAction } from './geolocate';
import { closeDialogAction, copyAction, openDialogAction, toastAction, waitAction } from './ui';

type HandlerTable = { [K in Action['do']]: Handler<Extract<Action, { do: K }>> };

const MAX_RUN_DEPTH = 16; // `run` may call chains that run chains; a cycle in the JSON must not hang the page

const handlers: HandlerTable = {
  call: makeCallAction((chain, ctx, locals) => runChain(chain, ctx, locals)),
  set: setAction,
  openDialog: openDialogAction,
  closeDialog: closeDialogAction,
  toast: toastAction,
  navigate: navigateAction,
  openUrl: openUrlAction,
  replaceLocation: replaceLocationAction,
  native: nativeAction,
  copy: copyAction,
  wait: waitAction,
  if: async (action, ctx, locals) => {
    const branch = isTrue(action.cond, currentScope(ctx, locals)) ? action.then : action.else;
    return (await runChain(branch, ctx, locals)) ? 'next' : 'stop';
  },
  storage: storageAction,
  validate: (action, ctx, locals) => {
    const rules = own(ctx.page.validations, action.form);
    if (!rules) {
      ctx.report(`validate: unknown validation group "${action.form}"`);
      return 'stop';
    }
    const failure = firstFailure(rules, currentScope(ctx, locals));
    if (failure === null) return 'next';
    ctx.toaster.show(failure);
    return 'stop';
  },
  geolocate: geolocateAction,
  run: async (action, ctx, locals) => {
    const chain = own(ctx.page.chains, action.chain);
    if (!chain) {
      ctx.report(`run: unknown chain "${action.chain}"`);
      return 'stop';
    }
    const depth = (locals as { depth?: number }).depth ?? 0;
    if (depth >= MAX_RUN_DEPTH) {
      ctx.report(`run: chains nested deeper than ${MAX_RUN_DEPTH} (a cycle?) at "${action.chain}"`);
      return 'stop';
    }
    return (await runChain(chain, ctx, { ...locals, depth: depth + 1 } as Locals)) ? 'next' : 'stop';
  },
};

async function runAction(action: Action, ctx: RunContext, locals: Locals): Promise<Step> {
  const handler = handlers[action.do] as Handler<Action> | undefined;
  if (!handler) {
    ctx.report(`unknown action "${(action as { do: unknown }).do}"`);
    return 'stop';
  }
  try {
    return await handler(action, ctx, locals);
  } catch (error) {
    // A broken action must not leave a button disabled forever: report and end the chain.
    ctx.report(`${action.do} failed: ${String(error)}`);
    return 'stop';
  }
}

/** Runs actions in order; resolves true when every action ran, false when one ended the chain. */
export async function runChain(chain: Chain | undefined, ctx: RunContext, locals: Locals = {}): Promise<boolean> {
  for (const action of chain ?? []) {
    if (!ctx.isAlive()) return false;
    if ((await runAction(action, ctx, locals)) === 'stop') return false;
  }
  return true;
}
