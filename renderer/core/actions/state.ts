import { writeAt, writeTarget } from '../paths';
import { currentScope, type Handler, type RunContext } from './context';
import type { Locals } from '../scope';
import { markPageWrittenData } from './urlSource';
import type { SetAction, StorageAction } from '../../../schemas/generated/types';
import { readStoredValue, storageProblem } from './storageSchemas';

export const setAction: Handler<SetAction> = (action, ctx, locals) => {
  const scope = currentScope(ctx, locals);
  const target = writeTarget(ctx.expr, action.path, scope);
  if ('error' in target) {
    ctx.report(`set ${action.path}: ${target.error}`);
    return 'stop';
  }
  const value = ctx.expr.resolveDeep(action.value, scope);
  if (target.root === 'data') markPageWrittenData(ctx.store, target.path); // no longer a server value (trust by source)
  ctx.store.update((draft) => writeAt(draft, target, value));
  return 'next';
};

function parseStored(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw; // written by someone else as plain text
  }
}

type RunChain = (chain: StorageAction['onInvalid'], ctx: RunContext, locals: Locals) => Promise<boolean>;

/** The storage action; `runChain` runs its onInvalid chain when a set is refused by the value's schema. */
export function makeStorageAction(runChain: RunChain): Handler<StorageAction> {
  return (action, ctx, locals) => {
    const step = storageStep(action, ctx, locals);
    if (step !== REFUSED) return step;
    return action.onInvalid ? runChain(action.onInvalid, ctx, locals).then(() => 'stop') : 'stop';
  };
}

/** A set the value's schema refused (nothing was written). */
const REFUSED = 'refused';

function storageStep(
  action: StorageAction,
  ctx: RunContext,
  locals: Locals,
): ReturnType<Handler<StorageAction>> | typeof REFUSED {
  const store = ctx.services.storage(action.area);
  if (!store) return 'next'; // storage can be off in a private webview: behave as if empty
  const scope = currentScope(ctx, locals);
  try {
    switch (action.op) {
      case 'clear':
        store.clear();
        return 'next';
      case 'remove':
        if (action.key) store.removeItem(action.key);
        return 'next';
      case 'set': {
        if (!action.key) return 'next';
        const value = ctx.expr.resolveDeep(action.value, scope) ?? null;
        const problem = action.schema ? storageProblem(ctx.storageValidators, action.schema, value) : null;
        if (problem) {
          // Keep the old value rather than store one no reader accepts; the page's onInvalid says why.
          ctx.report(`storage set ${action.key}: ${problem}`);
          return REFUSED;
        }
        store.setItem(action.key, JSON.stringify(value));
        return 'next';
      }
      case 'get':
        return readStored(action, store, ctx, locals);
    }
  } catch (error) {
    // Quota exceeded or storage disabled: the page goes on without it.
    ctx.report(`storage ${action.op}: ${String(error)}`);
    return 'next';
  }
}

async function readStored(
  action: StorageAction,
  store: Pick<Storage, 'getItem'>,
  ctx: Parameters<Handler<StorageAction>>[1],
  locals: Parameters<Handler<StorageAction>>[2],
) {
  if (!action.key || !action.into) return 'next';
  const scope = currentScope(ctx, locals);
  const target = writeTarget(ctx.expr, action.into, scope);
  const invalidTarget = action.invalidInto ? writeTarget(ctx.expr, action.invalidInto, scope) : null;
  for (const [path, place] of [
    [action.into, target],
    [action.invalidInto, invalidTarget],
  ] as const) {
    if (place && 'error' in place) {
      ctx.report(`storage get into ${path}: ${place.error}`);
      return 'stop';
    }
  }
  let value = parseStored(store.getItem(action.key));
  let problem: string | null = null;
  if (action.schema && value !== undefined) {
    ({ value, problem } = await readStoredValue(ctx.storageValidators, action.schema, value));
    if (!ctx.isAlive()) return 'stop';
  }
  if (!('error' in target) && target.root === 'data') markPageWrittenData(ctx.store, target.path); // no longer a server value
  ctx.store.update((draft) => {
    if (!('error' in target)) writeAt(draft, target, value);
    if (invalidTarget && !('error' in invalidTarget)) writeAt(draft, invalidTarget, problem);
  });
  return 'next';
}
