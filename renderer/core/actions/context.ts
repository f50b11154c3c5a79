import type { PageDefinition, Action } from '../../../schemas/generated/types';
import type { Services } from '../services';
import type { PageStore } from '../store';
import type { Toaster } from '../toasts';
import { scopeOf, type Locals } from '../scope';
import type { ExprEngine, Scope } from '../../../expr/runtime';
import type { StorageValidators } from './storageSchemas';

export interface RunContext {
  page: PageDefinition;
  /** The route key the page was opened at, when it was opened by the router. */
  route?: string;
  store: PageStore;
  /** The engine the page's expressions are compiled and evaluated by (its host created it: renderer/host.ts). */
  expr: ExprEngine;
  /** The checks of typed storage values this page may read or write (those its page module brought). */
  storageValidators?: StorageValidators;
  services: Services;
  toaster: Toaster;
  /** False once the page has gone: late results must not touch its state or the screen. */
  isAlive(): boolean;
  /** Reports a broken action (bad path, refused URL) or widget, with what was thrown: logged, never thrown at the user. */
  report(problem: string, thrown?: unknown): void;
  /** How the page leaves in a browser (its back entry, renderer/views/backAction.ts); absent outside a page view. */
  leaveBrowser?(): void;
  /** Set while the native shell's back press waits for its answer (window.onNativeBack, renderer/views/backAction.ts). */
  backPress?: BackPress;
}

/**
 * One native back press. The shell asks synchronously, so the answer is what the chain decided before anything made
 * it wait: a `leave` until then sets `left` (the answer is false and the shell goes back itself); once `answered`, a
 * later leave (after a call, from a dialog's button) leaves by itself.
 */
export interface BackPress {
  left: boolean;
  answered: boolean;
}

/** What an action tells the chain: go on, or end here (a failed call, a failed validation). */
export type Step = 'next' | 'stop';

export type Handler<A extends Action> = (action: A, ctx: RunContext, locals: Locals) => Promise<Step> | Step;

export function currentScope(ctx: RunContext, locals: Locals): Scope {
  return scopeOf(ctx.store.get(), locals);
}
