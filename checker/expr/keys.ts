// One key per expression, so what is known about a part of an expression (from a test before it) is found again
// wherever the same part is written: `a.b` and `a['b']` are one key, and so are `x == 1` and `1 == x`. Expressions are
// pure (functions get values and give values), so equal keys in one scope are equal values at any one time.
import type { ExprNode } from '../../expr/types';

const keys = new WeakMap<ExprNode, string>();

const literalKey = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

export function keyOf(node: ExprNode): string {
  let key = keys.get(node);
  if (key === undefined) {
    key = computeKey(node);
    keys.set(node, key);
  }
  return key;
}

function computeKey(node: ExprNode): string {
  switch (node.type) {
    case 'literal':
      return literalKey(node.value);
    case 'root':
      return node.name;
    case 'member': {
      const { key } = node;
      if (typeof key === 'string') return `${keyOf(node.object)}.${key}`;
      if (key.type === 'literal' && typeof key.value === 'string') return `${keyOf(node.object)}.${key.value}`;
      return `${keyOf(node.object)}[${keyOf(key)}]`;
    }
    case 'call':
      return `${node.name}(${node.args.map(keyOf).join(',')})`;
    case 'unary':
      return `${node.operator}(${keyOf(node.argument)})`;
    case 'binary':
    case 'logical': {
      const equality = equalityKey(node);
      if (equality) return equality.negated ? `!${equality.key}` : equality.key;
      return `(${keyOf(node.left)}${node.operator}${keyOf(node.right)})`;
    }
    case 'conditional':
      return `(${keyOf(node.test)}?${keyOf(node.consequent)}:${keyOf(node.alternate)})`;
    case 'array':
      return `[${node.elements.map(keyOf).join(',')}]`;
  }
}

/**
 * For `a == b`, `a != b`, `a === b` and `a !== b`: the key of the equality both sides of the pair test (the same for
 * `a == b` and `b == a`), and whether this one is its negation. Undefined for anything else.
 */
export function equalityKey(node: ExprNode): { key: string; negated: boolean } | undefined {
  if (node.type !== 'binary') return undefined;
  const { operator } = node;
  if (operator !== '==' && operator !== '!=' && operator !== '===' && operator !== '!==') return undefined;
  const strict = operator.length === 3;
  const sides = [keyOf(node.left), keyOf(node.right)].sort();
  return { key: `(${sides[0]}${strict ? '===' : '=='}${sides[1]})`, negated: operator.startsWith('!') };
}
