// A node whose inputs did not change is not resolved again: a tap's busy flag or a write elsewhere
// in state costs it no expression evaluation at all.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createParsingExprEngine } from '../../../expr';
import { inputsOfValues, nodePropsInputs } from '../../../renderer/core/nodeInputs';
import { createPageStore, type PageSnapshot } from '../../../renderer/core/store';
import { useSelected } from '../../../renderer/useSelected';
import type { NodeDefinition } from '../../../schemas/generated/types';

const expr = createParsingExprEngine();

describe('scopeDependencies', () => {
  it.each([
    ['{{ data.loan.orderStatus }}', [['data', 'loan']]],
    [
      'Order {{ query.orderId }} of {{ state.values[item.code] }}',
      [
        ['query', 'orderId'],
        ['state', 'values'],
        ['item', 'code'],
      ],
    ],
    ['{{ len(data[state.key]) > 0 && env.market }}', [['data'], ['state', 'key'], ['env', 'market']]],
    ['{{ keys(state) }}', [['state']]],
    ['plain text', []],
  ])('%s reads %j', (text, expected) => {
    expect(expr.scopeDependencies(text)).toEqual(expected);
  });

  it('is null for an expression that does not compile, so nothing is assumed about it', () => {
    expect(expr.scopeDependencies('{{ data. }}')).toBeNull();
    expect(inputsOfValues(expr, ['{{ data.a }}', '{{ data. }}'])).toBeUndefined();
  });
});

const snapshot = (over: Partial<PageSnapshot> = {}): PageSnapshot => ({
  query: {},
  device: {},
  env: {},
  data: { loan: { orderStatus: 174 } },
  state: { values: { a: '' }, rating: 0 },
  dialogs: [],
  busy: {},
  ...over,
});

describe("useSelected with a node's inputs", () => {
  const node: NodeDefinition = {
    type: 'Text',
    props: { text: 'Status {{ data.loan.orderStatus }}' },
    visible: '{{ state.rating == 0 }}',
  };

  it('runs the selector again only when a part the node reads changed', () => {
    const store = createPageStore(snapshot());
    const select = vi.fn(
      (s: PageSnapshot) => `${(s.data.loan as { orderStatus: number }).orderStatus}/${String(s.state.rating)}`,
    );
    const { result } = renderHook(() => useSelected(store, select, [node], nodePropsInputs(expr, node)));
    const runs = () => select.mock.calls.length;
    expect(result.current).toBe('174/0');
    const before = runs();

    act(() => store.update((draft) => void (draft.busy['7#:tap'] = true))); // a tap's single-flight flag
    act(() => store.update((draft) => void ((draft.state.values as Record<string, string>).a = 'typed'))); // a field the node does not read
    expect(runs()).toBe(before);

    act(() => store.update((draft) => void ((draft.data.loan as { orderStatus: number }).orderStatus = 200)));
    expect(result.current).toBe('200/0');
    act(() => store.update((draft) => void (draft.state.rating = 4)));
    expect(result.current).toBe('200/4');
  });

  it('without inputs (an expression that does not compile) it runs on every change, as before', () => {
    const store = createPageStore(snapshot());
    const select = vi.fn(() => 'x');
    renderHook(() => useSelected(store, select, [], inputsOfValues(expr, ['{{ data. }}'])));
    const before = select.mock.calls.length;
    act(() => store.update((draft) => void (draft.busy.k = true)));
    expect(select.mock.calls.length).toBeGreaterThan(before);
  });
});
