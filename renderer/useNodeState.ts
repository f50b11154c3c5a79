// Everything a widget node reads from the page store, through one subscription: its resolved props, whether one of
// its events is running, where its `bind` writes and the value there. One store hook per node instead of four: on
// the 100-field bank form that is some 900 fewer store listeners, React store hooks and closures kept alive, and a
// quarter of the listener calls on every store change.
import { useRef, useSyncExternalStore } from 'react';
import { nodePropsInputs } from './core/nodeInputs';
import { readAt, writeTarget, type WriteTarget } from './core/paths';
import { resolveNode, sameValue, type ResolvedNode } from './core/resolve';
import { scopeOf, type Locals } from './core/scope';
import { sameList } from './useSelected';
import type { ExprEngine, Scope } from '../expr/runtime';
import type { PageSnapshot, PageStore } from './core/store';
import type { NodeDefinition } from '../schemas/generated/types';

export interface NodeState {
  resolved: ResolvedNode;
  /** One of the node's events (key `${eventKey}:<event>`) is running. */
  busy: boolean;
  /** Where the node's `bind` writes; null without one, or when its path does not resolve. */
  target: WriteTarget | null;
  value: unknown;
}

interface Cached {
  snapshot: PageSnapshot;
  node: NodeDefinition;
  locals: Locals | undefined;
  eventKey: string;
  inputs: readonly unknown[] | null;
  state: NodeState;
}

/** Whether the cache was made for this node, with these locals and event key (only its snapshot may be older). */
const forNode = (
  cached: Cached | null,
  node: NodeDefinition,
  locals: Locals | undefined,
  eventKey: string,
): cached is Cached =>
  cached !== null && cached.node === node && cached.locals === locals && cached.eventKey === eventKey;

function isBusy(busy: PageSnapshot['busy'], eventKey: string): boolean {
  const prefix = `${eventKey}:`;
  for (const key in busy) if (key.startsWith(prefix)) return true;
  return false;
}

function bindTarget(expr: ExprEngine, bind: string, scope: Scope): WriteTarget | null {
  const place = writeTarget(expr, bind, scope);
  return 'error' in place ? null : place;
}

/** The node's state in a snapshot, reusing each part of `previous` that is unchanged (so the widget skips a render). */
function nextState(
  expr: ExprEngine,
  snapshot: PageSnapshot,
  node: NodeDefinition,
  locals: Locals | undefined,
  eventKey: string,
  previous: Cached | null,
): Cached {
  const last = forNode(previous, node, locals, eventKey) ? previous : null;
  let scope: Scope | undefined;
  const scopeNow = () => (scope ??= scopeOf(snapshot, locals));
  // The props' expressions run only when what they read changed (nodeInputs.ts); then, if they come out the same,
  // the previous object is kept.
  const inputs = nodePropsInputs(expr, node)?.(snapshot) ?? null;
  const unchangedInputs = last !== null && inputs !== null && last.inputs !== null && sameList(last.inputs, inputs);
  let resolved = unchangedInputs ? last.state.resolved : resolveNode(expr, node, scopeNow());
  if (last && sameValue(last.state.resolved, resolved)) resolved = last.state.resolved;
  const busy = last && last.snapshot.busy === snapshot.busy ? last.state.busy : isBusy(snapshot.busy, eventKey);
  let target = node.bind ? bindTarget(expr, node.bind, scopeNow()) : null;
  if (last && sameValue(last.state.target, target)) target = last.state.target;
  let value = target ? readAt(snapshot, target) : undefined;
  if (last && sameValue(last.state.value, value)) value = last.state.value;
  const state =
    last &&
    resolved === last.state.resolved &&
    busy === last.state.busy &&
    target === last.state.target &&
    Object.is(value, last.state.value)
      ? last.state
      : { resolved, busy, target, value };
  return { snapshot, node, locals, eventKey, inputs, state };
}

export function useNodeState(
  store: PageStore,
  expr: ExprEngine,
  node: NodeDefinition,
  locals: Locals | undefined,
  eventKey: string,
): NodeState {
  const cache = useRef<Cached | null>(null);
  const getSnapshot = () => {
    const snapshot = store.get();
    const previous = cache.current;
    if (forNode(previous, node, locals, eventKey) && previous.snapshot === snapshot) return previous.state;
    cache.current = nextState(expr, snapshot, node, locals, eventKey, previous);
    return cache.current.state;
  };
  // The store's own subscribe (it needs no `this`, see PageStore): no callback hook to keep per node.
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
