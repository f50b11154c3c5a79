import type { Draft } from 'immer';
import type { ExprEngine, Scope } from '../../expr/runtime';
import type { PageSnapshot } from './store';

const WRITABLE = new Set(['state', 'data']);

export type WriteTarget = { root: 'state' | 'data'; path: Array<string | number> };

/** Turns `{{ state.form[item.code] }}` into a concrete place; only state and data are writable. */
export function writeTarget(expr: ExprEngine, pathText: string, scope: Scope): WriteTarget | { error: string } {
  const resolved = expr.resolvePath(pathText, scope);
  if (!resolved.ok) return { error: resolved.error.message };
  if (!WRITABLE.has(resolved.root)) return { error: `Only state and data can be written, not "${resolved.root}"` };
  if (resolved.path.length === 0) return { error: `Cannot replace the whole of ${resolved.root}` };
  return { root: resolved.root as WriteTarget['root'], path: resolved.path };
}

/** Writes value at path inside the draft, creating plain objects on the way. */
export function writeAt(draft: Draft<PageSnapshot>, target: WriteTarget, value: unknown): void {
  let node = draft[target.root] as Record<string | number, unknown>;
  for (const key of target.path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[target.path[target.path.length - 1]] = value;
}

export function readAt(snapshot: PageSnapshot, target: WriteTarget): unknown {
  let node: unknown = snapshot[target.root];
  for (const key of target.path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}
