// The pure layer: (page snapshot, node) -> finished widget props. No React here, so it is tested directly.
import type { ExprEngine, Scope } from '../../expr/runtime';
import { isTruthy } from '../../expr/values';
import type { NodeDefinition } from '../../schemas/generated/types';

/**
 * A condition is true only when it evaluates to true-ish by the language's own rule (the one `!`, `&&` and the page
 * checker use); an error hides the element (fail closed).
 */
export function isTrue(expr: ExprEngine, condition: unknown, scope: Scope): boolean {
  if (condition === undefined) return true;
  if (typeof condition === 'boolean') return condition;
  if (typeof condition !== 'string') return false;
  const result = expr.evaluate(condition, scope);
  return result.ok ? isTruthy(result.value) : false;
}

export interface ResolvedNode {
  visible: boolean;
  props: Record<string, unknown>;
}

const HIDDEN: ResolvedNode = Object.freeze({ visible: false, props: Object.freeze({}) }) as ResolvedNode;

export function resolveNode(expr: ExprEngine, node: NodeDefinition, scope: Scope): ResolvedNode {
  if (!isTrue(expr, node.visible, scope)) return HIDDEN;
  const props = node.props ? (expr.resolveDeep(node.props, scope) as Record<string, unknown>) : {};
  return { visible: true, props };
}

export interface EachEntry {
  key: string;
  item: unknown;
  index: number;
}

/** The items a repeated node renders; a non-array (data not loaded yet, or an error) renders nothing. */
export function resolveEach(expr: ExprEngine, node: NodeDefinition, scope: Scope): EachEntry[] {
  if (!node.each) return [];
  const list = expr.evaluate(node.each, scope);
  if (!list.ok || !Array.isArray(list.value)) return [];
  return list.value.map((item, index) => {
    const key = node.key ? expr.resolveDeep(node.key, { ...scope, item, index }) : undefined;
    return { key: key === undefined || key === '' ? String(index) : String(key), item, index };
  });
}

/** Structural equality for JSON-like values: lets a node skip re-rendering when its inputs did not change. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((value, i) => sameValue(value, other[i]));
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}
