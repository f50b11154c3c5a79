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
  /**
   * What the widget puts on its outermost element, spread as it is (`<div {...nodeAttributes}>`): the node's `id` as
   * `data-testid`, so a tester's script finds the node by the id its page definition gives it. The widget contract
   * checks every widget does (tests/widget-contract).
   */
  nodeAttributes?: NodeAttributes;
}

/** The attributes a node's element carries: its id as the one test hook (docs/pages.md, "Nodes on the page"). */
export interface NodeAttributes {
  'data-testid'?: string;
}

const attributesOf = new WeakMap<object, NodeAttributes>();
/** A node's attributes, one object per node definition (a new one each render would change every widget's props). */
export function nodeAttributes(node: { id?: string }): NodeAttributes | undefined {
  if (node.id === undefined) return undefined;
  let attributes = attributesOf.get(node);
  if (!attributes) attributesOf.set(node, (attributes = { 'data-testid': node.id }));
  return attributes;
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
