// What a node's expressions read from the page snapshot, found once per node from their compiled trees. A node whose
// inputs are the same objects as last time (immer shares untouched parts) keeps its resolved props without
// evaluating a single expression: a tap's busy flag, or a keystroke in another field, costs the rest of the page
// nothing.
import { scopeDependencies, stringsIn, type ScopeDependency } from './expr/runtime';
import type { NodeDefinition } from '../schemas/generated/types';
import type { PageSnapshot } from './store';

/** The snapshot parts a node depends on, in a fixed order, for an identity comparison with the last ones. */
export type InputsOf = (snapshot: PageSnapshot) => readonly unknown[];

// Scope roots that live in the snapshot; item, index, event and result come from the node's locals (compared apart).
const SNAPSHOT_ROOTS = new Set(['query', 'hash', 'device', 'env', 'data', 'state']);

function readPart(snapshot: PageSnapshot, [root, key]: ScopeDependency): unknown {
  const base = (snapshot as unknown as Record<string, unknown>)[root];
  if (key === undefined || base === null || typeof base !== 'object') return base;
  return Object.hasOwn(base, key) ? (base as Record<string, unknown>)[key] : undefined;
}

/** The inputs of these expression-bearing values, or undefined when one does not compile (then nothing is skipped). */
export function inputsOfValues(values: readonly unknown[]): InputsOf | undefined {
  const dependencies = new Map<string, ScopeDependency>();
  for (const text of stringsIn(values)) {
    if (!text.includes('{{')) continue;
    const found = scopeDependencies(text);
    if (found === null) return undefined;
    for (const dependency of found) if (SNAPSHOT_ROOTS.has(dependency[0])) dependencies.set(dependency.join('.'), dependency);
  }
  const parts = [...dependencies.values()];
  return (snapshot) => parts.map((part) => readPart(snapshot, part));
}

const cache = new WeakMap<NodeDefinition, { props: InputsOf | undefined; each: InputsOf | undefined }>();

function entryFor(node: NodeDefinition) {
  let entry = cache.get(node);
  if (!entry) cache.set(node, (entry = { props: inputsOfValues([node.visible, node.props]), each: inputsOfValues([node.each, node.key]) }));
  return entry;
}

/** What resolveNode reads for this node (its `visible` and `props`). */
export const nodePropsInputs = (node: NodeDefinition): InputsOf | undefined => entryFor(node).props;

/** What resolveEach reads for this node (its `each` and `key`). */
export const nodeEachInputs = (node: NodeDefinition): InputsOf | undefined => entryFor(node).each;
