// What a node's expressions read from the page snapshot, found once per node from their compiled trees. A node whose
// inputs are the same objects as last time (immer shares untouched parts) keeps its resolved props without
// evaluating a single expression: a tap's busy flag, or a keystroke in another field, costs the rest of the page
// nothing.
import { stringsIn, type ExprEngine, type ScopeDependency } from '../../expr/runtime';
import { PAGE_ROOTS } from '../../expr/limits';
import type { NodeDefinition } from '../../schemas/generated/types';
import type { PageSnapshot } from './store';

/** The snapshot parts a node depends on, in a fixed order, for an identity comparison with the last ones. */
export type InputsOf = (snapshot: PageSnapshot) => readonly unknown[];

// Scope roots that live in the snapshot; item, index, event and result come from the node's locals (compared apart).
const SNAPSHOT_ROOTS: ReadonlySet<string> = new Set(PAGE_ROOTS);

function readPart(snapshot: PageSnapshot, [root, key]: ScopeDependency): unknown {
  const base = (snapshot as unknown as Record<string, unknown>)[root];
  if (key === undefined || base === null || typeof base !== 'object') return base;
  return Object.hasOwn(base, key) ? (base as Record<string, unknown>)[key] : undefined;
}

/** The inputs of these expression-bearing values, or undefined when one does not compile (then nothing is skipped). */
export function inputsOfValues(expr: ExprEngine, values: readonly unknown[]): InputsOf | undefined {
  const dependencies = new Map<string, ScopeDependency>();
  for (const text of stringsIn(values)) {
    if (!text.includes('{{')) continue;
    const found = expr.scopeDependencies(text);
    if (found === null) return undefined;
    for (const dependency of found)
      if (SNAPSHOT_ROOTS.has(dependency[0])) dependencies.set(dependency.join('.'), dependency);
  }
  const parts = [...dependencies.values()];
  return (snapshot) => parts.map((part) => readPart(snapshot, part));
}

/** Whether a `visible` condition reads nothing of the snapshot (only a list's item and index, or nothing at all). */
function readsOnlyLocals(expr: ExprEngine, visible: NodeDefinition['visible']): boolean {
  if (typeof visible !== 'string') return false;
  const found = visible.includes('{{') ? expr.scopeDependencies(visible) : [];
  return found !== null && found.every(([root]) => !SNAPSHOT_ROOTS.has(root));
}

interface NodeEntry {
  props: InputsOf | undefined;
  each: InputsOf | undefined;
  visibleFromLocals: boolean;
}

// Per engine: what one engine can compile (its parser, the tables it was handed) another may not.
const caches = new WeakMap<ExprEngine, WeakMap<NodeDefinition, NodeEntry>>();

function entryFor(expr: ExprEngine, node: NodeDefinition): NodeEntry {
  let cache = caches.get(expr);
  if (!cache) caches.set(expr, (cache = new WeakMap()));
  let entry = cache.get(node);
  if (!entry) {
    entry = {
      props: inputsOfValues(expr, [node.visible, node.props]),
      each: inputsOfValues(expr, [node.each, node.key]),
      visibleFromLocals: !node.each && readsOnlyLocals(expr, node.visible),
    };
    cache.set(node, entry);
  }
  return entry;
}

/** What resolveNode reads for this node (its `visible` and `props`). */
export const nodePropsInputs = (expr: ExprEngine, node: NodeDefinition): InputsOf | undefined =>
  entryFor(expr, node).props;

/** What resolveEach reads for this node (its `each` and `key`). */
export const nodeEachInputs = (expr: ExprEngine, node: NodeDefinition): InputsOf | undefined =>
  entryFor(expr, node).each;

/**
 * Whether the node's visibility is settled by its locals alone (a list item's kind, `{{ item.cate == 'txt' }}`), so
 * its parent can decide it while rendering: a hidden alternative then costs no component, no store subscription.
 * Never for a repeated node, whose `visible` is asked of each of its own items.
 */
export const visibleFromLocals = (expr: ExprEngine, node: NodeDefinition): boolean =>
  entryFor(expr, node).visibleFromLocals;
