import { createContext, useContext } from 'react';
import { own } from '../core/own';
import type { NodeDefinition, PageDefinition } from '../../schemas/generated/types';
import type { BackPress, RunContext } from '../core/actions/context';
import { runChain } from '../core/actions/run';
import type { Locals } from '../core/scope';
import type { AnyWidget } from '../widget';

/** One open page: its store, its services and the widget catalogue it renders with. */
export interface PageRuntime extends RunContext {
  widgets: Readonly<Record<string, AnyWidget>>;
  runEvent(
    node: NodeDefinition,
    event: string,
    payload: unknown,
    locals: Locals | undefined,
    key: string,
    /** Set when a native back press runs the event (a dialog's cancel): a `leave` in it answers the shell. */
    backPress?: BackPress,
  ): Promise<void>;
}

// Typing into a field fires `change` on every keystroke; only taps and the like are single-flight.
const NOT_SINGLE_FLIGHT = new Set(['change']);

export function createPageRuntime(base: RunContext, widgets: Readonly<Record<string, AnyWidget>>): PageRuntime {
  // The single-flight guard: the keys whose chain is running, checked and set synchronously, so a second tap in the
  // same moment is refused before anything has rendered.
  const running = new Set<string>();
  const runtime: PageRuntime = {
    ...base,
    widgets,
    async runEvent(node, event, payload, locals, key, backPress) {
      const chain = own(node.on, event);
      if (!chain) return;
      const singleFlight = !NOT_SINGLE_FLIGHT.has(event);
      if (singleFlight) {
        if (running.has(key)) return; // a double tap while the first chain runs sends nothing
        running.add(key);
      }
      const flag = singleFlight ? busyFlagOnceItLasts(base, key) : null;
      try {
        await runChain(chain, backPress ? { ...base, backPress } : base, { ...locals, event: payload });
      } finally {
        if (singleFlight) running.delete(key);
        flag?.clear();
      }
    },
  };
  return runtime;
}

/**
 * The busy flag widgets show (a disabled look, aria-busy) for a chain still running once the task that started it is
 * over. A chain that ends within that task (a state change, a dialog) was never on screen as busy, and setting and
 * clearing the flag cost two store updates and two renders of the tapped widget around the chain's own.
 */
function busyFlagOnceItLasts(base: RunContext, key: string): { clear(): void } {
  let shown = false;
  const timer = setTimeout(() => {
    if (!base.isAlive()) return;
    shown = true;
    base.store.update((draft) => {
      draft.busy[key] = true;
    });
  }, 0);
  return {
    clear() {
      clearTimeout(timer);
      if (shown && base.isAlive()) base.store.update((draft) => void delete draft.busy[key]);
    },
  };
}

export const PageRuntimeContext = createContext<PageRuntime | null>(null);

export function usePageRuntime(): PageRuntime {
  const runtime = useContext(PageRuntimeContext);
  if (!runtime) throw new Error('usePageRuntime outside a page');
  return runtime;
}

/** Page definitions are data; the renderer needs stable ids for nodes to key their single-flight state. */
const nodeIds = new WeakMap<object, number>();
let nextNodeId = 1;
function nodeUid(node: object): number {
  let id = nodeIds.get(node);
  if (id === undefined) nodeIds.set(node, (id = nextNodeId++));
  return id;
}

/** A node's key for its events' single-flight and busy state: one per node, and per item of a repeated one. */
export const nodeKey = (node: object, locals: Locals | undefined): string => `${nodeUid(node)}#${locals?.index ?? ''}`;
/** The single-flight key of one event of a node (its busy flag's key too). */
export const eventKey = (key: string, event: string): string => `${key}:${event}`;

export type { PageDefinition };
