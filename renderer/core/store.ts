import { produce, type Draft } from 'immer';
import type { HashScope } from './hashLocation';
import type { MessageFormatter } from '../../expr/runtime';

/** Everything a page's expressions can see, plus the renderer's own bookkeeping (open dialogs). */
export interface PageSnapshot {
  query: Readonly<Record<string, string>>;
  /** The hash sub-route (route '' when none); absent in snapshots made outside a routed page. */
  hash?: HashScope;
  device: Readonly<Record<string, string | boolean | undefined>>;
  env: unknown;
  data: Record<string, unknown>;
  state: Record<string, unknown>;
  /** The active locale's catalogue, for `{ "$t": key }` values (absent outside the app: keys show as written). */
  messages?: MessageFormatter;
  /** Open dialogs, bottom first. */
  dialogs: string[];
  /** Keys of event chains still running (single-flight). */
  busy: Record<string, true>;
}

export interface PageStore {
  get(): PageSnapshot;
  update(recipe: (draft: Draft<PageSnapshot>) => void): void;
  /** Called unbound (useNodeState hands it to React as it is): it must not depend on `this`. */
  subscribe(listener: () => void): () => void;
}

/** A tiny external store: immer keeps snapshots immutable so selectors can compare by reference. */
export function createPageStore(initial: PageSnapshot): PageStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    update(recipe) {
      const next = produce(snapshot, recipe);
      if (next === snapshot) return;
      snapshot = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
