// A widget node reads the page store through one subscription, and a change to a part it
// does not read hands it back the very same state object, so the widget does not render again.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPageStore, type PageSnapshot, type PageStore } from '../../../renderer/core/store';
import { useNodeState } from '../../../renderer/useNodeState';
import type { NodeDefinition } from '../../../schemas/generated/types';
import { createParsingExprEngine } from '../../../expr';

const expr = createParsingExprEngine();

const snapshot = (): PageSnapshot => ({
  query: {},
  device: {},
  env: {},
  data: { loan: { orderStatus: 174 } },
  state: { values: { a: 'x', b: 'y' }, field: 'a' },
  dialogs: [],
  busy: {},
});

/** The store, counting its live subscriptions. */
function countingStore(): { store: PageStore; live: () => number } {
  const store = createPageStore(snapshot());
  let live = 0;
  return {
    store: {
      ...store,
      subscribe(listener) {
        live += 1;
        const stop = store.subscribe(listener);
        return () => {
          live -= 1;
          stop();
        };
      },
    },
    live: () => live,
  };
}

const field: NodeDefinition = {
  id: 'f',
  type: 'TextField',
  bind: '{{ state.values[state.field] }}',
  props: { label: 'Status {{ data.loan.orderStatus }}' },
};

describe('useNodeState', () => {
  it('resolves the props, the bind target and its value, with one store subscription', () => {
    const { store, live } = countingStore();
    const { result } = renderHook(() => useNodeState(store, expr, field, undefined, 'f#'));
    expect(result.current).toEqual({
      resolved: { visible: true, props: { label: 'Status 174' } },
      busy: false,
      target: { root: 'state', path: ['values', 'a'] },
      value: 'x',
    });
    expect(live()).toBe(1);
  });

  it('keeps the same state object through changes the node does not read', () => {
    const { store } = countingStore();
    const { result } = renderHook(() => useNodeState(store, expr, field, undefined, 'f#'));
    const first = result.current;
    act(() => store.update((draft) => void ((draft.state.values as Record<string, string>).b = 'typed elsewhere')));
    act(() => store.update((draft) => void (draft.busy['other#:tap'] = true))); // another node's tap
    expect(result.current).toBe(first);
  });

  it('follows what it reads: its value, its props, its busy flag and a bind path that moves', () => {
    const { store } = countingStore();
    const { result } = renderHook(() => useNodeState(store, expr, field, undefined, 'f#'));
    act(() => store.update((draft) => void ((draft.state.values as Record<string, string>).a = 'xy')));
    expect(result.current.value).toBe('xy');
    act(() => store.update((draft) => void ((draft.data.loan as { orderStatus: number }).orderStatus = 200)));
    expect(result.current.resolved.props.label).toBe('Status 200');
    act(() => store.update((draft) => void (draft.busy['f#:change'] = true)));
    expect(result.current.busy).toBe(true);
    const props = result.current.resolved;
    act(() => store.update((draft) => void (draft.state.field = 'b')));
    expect(result.current.target).toEqual({ root: 'state', path: ['values', 'b'] });
    expect(result.current.value).toBe('y');
    expect(result.current.resolved).toBe(props); // the props read no part of this change
  });

  it('has no target for a bind that does not resolve to a writable place', () => {
    const { store } = countingStore();
    const node: NodeDefinition = { type: 'TextField', bind: '{{ query.q }}', props: {} };
    const { result } = renderHook(() => useNodeState(store, expr, node, undefined, 'n#'));
    expect(result.current.target).toBeNull();
    expect(result.current.value).toBeUndefined();
  });
});
