import { own } from '../own';
import { currentScope, type Handler } from './context';
import { appText } from './appWords';
import type {
  CloseDialogAction,
  CopyAction,
  OpenDialogAction,
  ToastAction,
  WaitAction,
} from '../../../schemas/generated/types';

export const openDialogAction: Handler<OpenDialogAction> = (action, ctx) => {
  if (!own(ctx.page.dialogs, action.dialog)) {
    ctx.report(`openDialog: unknown dialog "${action.dialog}"`);
    return 'stop';
  }
  ctx.store.update((draft) => {
    draft.dialogs = draft.dialogs.filter((d) => d !== action.dialog);
    draft.dialogs.push(action.dialog);
  });
  return 'next';
};

export const closeDialogAction: Handler<CloseDialogAction> = (action, ctx) => {
  ctx.store.update((draft) => {
    if (action.dialog) draft.dialogs = draft.dialogs.filter((d) => d !== action.dialog);
    else draft.dialogs.pop();
  });
  return 'next';
};

export const toastAction: Handler<ToastAction> = (action, ctx, locals) => {
  ctx.toaster.show(String(ctx.expr.resolveDeep(action.message, currentScope(ctx, locals)) ?? ''), action.durationMs);
  return 'next';
};

export const copyAction: Handler<CopyAction> = async (action, ctx, locals) => {
  const scope = currentScope(ctx, locals);
  try {
    await ctx.services.copyText(String(ctx.expr.resolveDeep(action.text, scope) ?? ''));
  } catch {
    ctx.toaster.show(appText(ctx, 'copyFailed'));
    return 'stop';
  }
  if (action.toast) ctx.toaster.show(String(ctx.expr.resolveDeep(action.toast, scope) ?? ''));
  return 'next';
};

export const waitAction: Handler<WaitAction> = (action) =>
  new Promise((resolve) => setTimeout(() => resolve('next'), action.ms));
