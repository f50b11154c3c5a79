import type { Action, Chain } from '../../../schemas/generated/types';
import { own } from '../own';
import { isTrue } from '../resolve';
import { firstFailure } from '../validation';
import type { Locals } from '../scope';
import { currentScope, type Handler, type RunContext, type Step } from './context';
import { makeCallAction } from './call';
import { navigateAction, nativeAction, openUrlAction, replaceLocationAction } from './navigation';
import { makeStorageAction, setAction } from './state';
import { geolocateAction } from './geolocate';
import { leaveAction } from './leave';
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
  if: (action, ctx, locals) => {
    const branch = isTrue(ctx.expr, action.cond, currentScope(ctx, locals)) ? action.then : action.else;
    return stepOf(runSteps(branch ?? [], 0, ctx, locals));
  },
  storage: makeStorageAction((chain, ctx, locals) => runChain(chain, ctx, locals)),
  validate: (action, ctx, locals) => {
    const rules = own(ctx.page.validations, action.form);
    if (!rules) {
      ctx.report(`validate: unknown validation group "${action.form}"`);
      return 'stop';
    }
    const failure = firstFailure(ctx.expr, rules, currentScope(ctx, locals));
    if (failure === null) return 'next';
    ctx.toaster.show(failure);
    return 'stop';
  },
  geolocate: geolocateAction,
  leave: leaveAction,
  run: (action, ctx, locals) => {
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
    return stepOf(runSteps(chain, 0, ctx, { ...locals, depth: depth + 1 } as Locals));
  },
};

// A chain runs synchronously until an action really waits (a call, a wait, the URL guard), and only then goes on in
// later tasks. So whatever a chain decides at once is decided before the code that started it continues: the native
// shell's back press, which must be answered synchronously, learns whether its chain left (renderer/views/backAction.ts).
type Sync<T> = T | Promise<T>;

const stepOf = (ran: Sync<boolean>): Sync<Step> =>
  ran instanceof Promise ? ran.then((ok) => (ok ? 'next' : 'stop')) : ran ? 'next' : 'stop';

function runAction(action: Action, ctx: RunContext, locals: Locals): Sync<Step> {
  const handler = handlers[action.do] as Handler<Action> | undefined;
  if (!handler) {
    ctx.report(`unknown action "${(action as { do: unknown }).do}"`);
    return 'stop';
  }
  // A broken action must not leave a button disabled forever: report and end the chain.
  const broken = (error: unknown): Step => {
    ctx.report(`${action.do} failed: ${String(error)}`);
    return 'stop';
  };
  try {
    const step = handler(action, ctx, locals);
    return step instanceof Promise ? step.catch(broken) : step;
  } catch (error) {
    return broken(error);
  }
}

function runSteps(chain: Chain, from: number, ctx: RunContext, locals: Locals): Sync<boolean> {
  for (let index = from; index < chain.length; index++) {
    if (!ctx.isAlive()) return false;
    const step = runAction(chain[index], ctx, locals);
    if (step instanceof Promise) return step.then((next) => next === 'next' && runSteps(chain, index + 1, ctx, locals));
    if (step === 'stop') return false;
  }
  return true;
}

/** Runs actions in order; resolves true when every action ran, false when one ended the chain. */
export async function runChain(chain: Chain | undefined, ctx: RunContext, locals: Locals = {}): Promise<boolean> {
  return runSteps(chain ?? [], 0, ctx, locals);
}
