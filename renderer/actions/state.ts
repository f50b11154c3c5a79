import { resolveDeep } from '../expr/runtime';
import { writeAt, writeTarget } from '../paths';
import { currentScope, type Handler } from './context';
import { markPageWrittenData } from './urlSource';
import type { SetAction, StorageAction } from '../../schemas/generated/types';

export const setAction: Handler<SetAction> = (action, ctx, locals) => {
  const scope = currentScope(ctx, locals);
  const target = writeTarget(action.path, scope);
  if ('error' in target) {
    ctx.report(`set ${action.path}: ${target.error}`);
    return 'stop';
  }
  const value = resolveDeep(action.value, scope);
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

export const storageAction: Handler<StorageAction> = (action, ctx, locals) => {
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
      case 'set':
        if (action.key) store.setItem(action.key, JSON.stringify(resolveDeep(action.value, scope) ?? null));
        return 'next';
      case 'get': {
        if (!action.key || !action.into) return 'next';
        const target = writeTarget(action.into, scope);
        if ('error' in target) {
          ctx.report(`storage get into ${action.into}: ${target.error}`);
          return 'stop';
        }
        const value = parseStored(store.getItem(action.key));
        if (target.root === 'data') markPageWrittenData(ctx.store, target.path);
        ctx.store.update((draft) => writeAt(draft, target, value));
        return 'next';
      }
    }
  } catch (error) {
    // Quota exceeded or storage disabled: the page goes on without it.
    ctx.report(`storage ${action.op}: ${String(error)}`);
    return 'next';
  }
};
