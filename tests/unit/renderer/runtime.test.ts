// @vitest-environment node
// A tap's single flight (renderer/views/runtime.ts): one chain per node at a time, and a busy flag only for a chain that
// outlives the task that started it.
import { describe, expect, it, vi } from 'vitest';
import { createParsingExprEngine } from '../../../expr';
import { createPageRuntime } from '../../../renderer/views/runtime';
import { createPageStore, type PageSnapshot } from '../../../renderer/core/store';
import type { RunContext } from '../../../renderer/core/actions/context';
import type { CallOutcome, Services } from '../../../renderer/core/services';
import type { NodeDefinition } from '../../../schemas/generated/types';

const afterTheTask = () => new Promise((resolve) => setTimeout(resolve, 5));

function setup() {
  const store = createPageStore({
    query: {},
    device: {},
    env: {},
    data: {},
    state: { taps: 0 },
    dialogs: [],
    busy: {},
  });
  const busySeen: Array<PageSnapshot['busy']> = [];
  store.subscribe(() => busySeen.push(store.get().busy));
  let answer: (outcome: CallOutcome) => void = () => {};
  const call = vi.fn(() => new Promise<CallOutcome>((resolve) => (answer = resolve)));
  // These chains are JSON as written, not compiled at build time: the engine parses them.
  const context = {
    page: { regions: [] },
    store,
    expr: createParsingExprEngine(),
    services: { call } as unknown as Services,
    toaster: { show: vi.fn() },
    isAlive: () => true,
    report: vi.fn(),
  } as unknown as RunContext;
  const runtime = createPageRuntime(context, {});
  const ok: CallOutcome = { success: true, code: '00', message: '', data: {}, raw: null };
  return { store, busySeen, runtime, call, answer: () => answer(ok) };
}

const counter: NodeDefinition = {
  type: 'Button',
  on: { tap: [{ do: 'set', path: '{{ state.taps }}', value: '{{ state.taps + 1 }}' }] },
};
const saver: NodeDefinition = { type: 'Button', on: { tap: [{ do: 'call', endpoint: 'eventSave', params: {} }] } };

describe('single-flight taps', () => {
  it('a chain that ends within its task changes only what it changes: no busy flag is ever set', async () => {
    const { store, busySeen, runtime } = setup();
    await runtime.runEvent(counter, 'tap', undefined, undefined, 'counter#:tap');
    await afterTheTask();
    expect(store.get().state.taps).toBe(1);
    expect(busySeen).toEqual([{}]); // one store update, the chain's own
  });

  it('a chain still running after its task is busy until it settles, and a second tap meanwhile sends nothing', async () => {
    const { store, runtime, call, answer } = setup();
    const first = runtime.runEvent(saver, 'tap', undefined, undefined, 'saver#:tap');
    void runtime.runEvent(saver, 'tap', undefined, undefined, 'saver#:tap'); // the double tap, in the same moment
    await afterTheTask();
    expect(store.get().busy).toEqual({ 'saver#:tap': true });
    void runtime.runEvent(saver, 'tap', undefined, undefined, 'saver#:tap'); // and a later one, while it is busy
    expect(call).toHaveBeenCalledTimes(1);
    answer();
    await first;
    expect(store.get().busy).toEqual({});
    await runtime.runEvent(counter, 'tap', undefined, undefined, 'counter#:tap'); // other nodes were never blocked
    expect(store.get().state.taps).toBe(1);
  });

  it('after a chain has settled the same node can run again', async () => {
    const { runtime, call, answer } = setup();
    const first = runtime.runEvent(saver, 'tap', undefined, undefined, 'saver#:tap');
    answer();
    await first;
    const second = runtime.runEvent(saver, 'tap', undefined, undefined, 'saver#:tap');
    answer();
    await second;
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('typing (change) is not single-flight: every keystroke runs its chain', async () => {
    const typing: NodeDefinition = { type: 'TextField', on: { change: counter.on!.tap } };
    const { store, runtime } = setup();
    await Promise.all([1, 2, 3].map(() => runtime.runEvent(typing, 'change', 'x', undefined, 'typing#:change')));
    expect(store.get().state.taps).toBe(3);
  });
});
