import type { ComponentType, ReactNode } from 'react';

/** What a widget component receives: finished props (bindings resolved) and ways to talk back. */
export interface WidgetRenderProps<P> {
  props: P;
  /** Starts the node's action chain for this event. While it runs, `busy` is true and further events are ignored. */
  emit(event: string, payload?: unknown): void;
  busy: boolean;
  /** Present when the node has `bind`: the bound value and how to change it. */
  value?: unknown;
  setValue?(value: unknown): void;
  children?: ReactNode;
  /** The node's id, for test hooks. */
  nodeId?: string;
}

export interface WidgetDefinition<P = unknown> {
  type: string;
  component: ComponentType<WidgetRenderProps<P>>;
}

// The registry holds widgets of many prop types; the renderer only ever passes each widget its own
// schema-checked props, so the element type is erased here on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidget = WidgetDefinition<any>;

export function defineWidget<P, const T extends string>(
  type: T,
  component: ComponentType<WidgetRenderProps<P>>,
): WidgetDefinition<P> & { type: T } {
  return { type, component };
}
