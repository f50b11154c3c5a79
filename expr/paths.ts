/** Static questions about a compiled expression (engine.ts compiles the text): where a two-way bind writes, what it reads. */
import type { Compiled, ExprError, ExprNode, Scope } from './types';
import { isExprError } from './compile';
import { makeError, toExprError } from './errors';
import { memberKey } from './interpret';
import { isForbiddenKey } from './limits';
import { childrenOf, treesOf } from './tree';

export type PathResult = { ok: true; root: string; path: Array<string | number> } | { ok: false; error: ExprError };

const NOT_A_PATH = 'Not a bindable path: expected a member chain such as state.form.name';

export function resolvePathOf(compiled: Compiled | ExprError, text: string, scope: Scope): PathResult {
  if (isExprError(compiled)) return { ok: false, error: compiled };
  if (compiled.kind !== 'binding') return { ok: false, error: makeError(NOT_A_PATH, text, 0) };
  let node = compiled.ast as ExprNode;
  const path: Array<string | number> = [];
  try {
    while (node.type === 'member') {
      const key = memberKey(node, scope);
      if (isForbiddenKey(String(key)))
        return { ok: false, error: makeError(`Forbidden property "${key}"`, text, node.at) };
      path.unshift(key);
      node = node.object;
    }
  } catch (error) {
    return { ok: false, error: toExprError(error, text, node.at) };
  }
  if (node.type !== 'root') return { ok: false, error: makeError(NOT_A_PATH, text, node.at) };
  return { ok: true, root: node.name, path };
}

/** Root names and function names, each once, in the order they first appear. */
export function scopeReadsOf(compiled: Compiled | ExprError): { roots: string[]; functions: string[] } | ExprError {
  if (isExprError(compiled)) return compiled;
  const roots = new Set<string>();
  const functions = new Set<string>();
  const visit = (node: ExprNode): void => {
    if (node.type === 'root') roots.add(node.name);
    if (node.type === 'call') functions.add(node.name);
    childrenOf(node).forEach(visit);
  };
  for (const tree of treesOf(compiled)) visit(tree);
  return { roots: [...roots], functions: [...functions] };
}

/** A part of the scope an expression reads: a root (`state`), or a root and its first named key (`data.loan`). */
export type ScopeDependency = readonly [root: string, key?: string];

/**
 * Everything an expression can read, as roots or root-and-first-key; null when it does not compile (then nothing
 * may be assumed). Functions see only their evaluated arguments, so these are all of its inputs.
 */
export function scopeDependenciesOf(compiled: Compiled | ExprError): ScopeDependency[] | null {
  if (isExprError(compiled)) return null;
  const found: ScopeDependency[] = [];
  const visit = (node: ExprNode): void => {
    if (node.type === 'member' && node.object.type === 'root' && typeof node.key === 'string') {
      found.push([node.object.name, node.key]);
      return;
    }
    if (node.type === 'root') {
      found.push([node.name]);
      return;
    }
    childrenOf(node).forEach(visit);
  };
  for (const tree of treesOf(compiled)) visit(tree);
  return found;
}

/** Every string inside a JSON-like value (page definitions keep their expressions in strings at any depth). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
