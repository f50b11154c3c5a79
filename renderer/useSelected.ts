import { useCallback, useRef, useSyncExternalStore } from 'react';
import { sameValue } from './core/resolve';
import type { PageSnapshot, PageStore } from './core/store';
import type { InputsOf } from './core/nodeInputs';

/** The same items, by identity, in the same order. */
export const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

/**
 * Subscribes to the page store through a selector. The component re-renders only when the selected value
 * changes structurally, so typing in one field does not re-render the whole page. With `inputsOf` (the snapshot
 * parts the selector reads, nodeInputs.ts) the selector does not even run while those parts are the same objects.
 */
export function useSelected<T>(
  store: PageStore,
  select: (snapshot: PageSnapshot) => T,
  deps: readonly unknown[],
  inputsOf?: InputsOf,
): T {
  const cache = useRef<{
    snapshot: PageSnapshot;
    deps: readonly unknown[];
    inputs: readonly unknown[] | null;
    value: T;
  } | null>(null);
  const getSnapshot = () => {
    const snapshot = store.get();
    const previous = cache.current;
    const sameDeps = previous !== null && sameList(previous.deps, deps);
    if (previous && sameDeps && previous.snapshot === snapshot) return previous.value;
    const inputs = inputsOf ? inputsOf(snapshot) : null;
    if (previous && sameDeps && inputs && previous.inputs && sameList(previous.inputs, inputs)) {
      cache.current = { snapshot, deps, inputs, value: previous.value };
      return previous.value;
    }
    const value = select(snapshot);
    if (previous && sameDeps && sameValue(previous.value, value)) {
      cache.current = { snapshot, deps, inputs, value: previous.value };
      return previous.value;
    }
    cache.current = { snapshot, deps, inputs, value };
    return value;
  };
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
