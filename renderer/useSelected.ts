import { useCallback, useRef, useSyncExternalStore } from 'react';
import { sameValue } from './resolve';
import type { PageSnapshot, PageStore } from './store';

/**
 * Subscribes to the page store through a selector. The component re-renders only when the selected value
 * changes structurally, so typing in one field does not re-render the whole page.
 */
export function useSelected<T>(store: PageStore, select: (snapshot: PageSnapshot) => T, deps: readonly unknown[]): T {
  const cache = useRef<{ snapshot: PageSnapshot; deps: readonly unknown[]; value: T } | null>(null);
  const getSnapshot = () => {
    const snapshot = store.get();
    const previous = cache.current;
    const sameDeps = previous !== null && previous.deps.length === deps.length && previous.deps.every((d, i) => Object.is(d, deps[i]));
    if (previous && sameDeps && previous.snapshot === snapshot) return previous.value;
    const value = select(snapshot);
    if (previous && sameDeps && sameValue(previous.value, value)) {
      cache.current = { snapshot, deps, value: previous.value };
      return previous.value;
    }
    cache.current = { snapshot, deps, value };
    return value;
  };
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
