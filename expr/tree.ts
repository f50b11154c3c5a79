/**
 * The one walk over checked expression trees: what each node contains, and the trees of a compiled text. The
 * renderer's static questions (paths.ts, the URL's source), the build's and the page checker's all go through it, so a
 * node kind added to the language is walked everywhere or fails to compile here.
 */
import type { Compiled, ExprNode } from './types';

/** The nodes directly inside `node`, in source order (a member's computed key after its object). */
export function childrenOf(node: ExprNode): ExprNode[] {
  switch (node.type) {
    case 'literal':
    case 'root':
      return [];
    case 'member':
      return typeof node.key === 'string' ? [node.object] : [node.object, node.key];
    case 'call':
      return node.args;
    case 'unary':
      return [node.argument];
    case 'binary':
    case 'logical':
      return [node.left, node.right];
    case 'conditional':
      return [node.test, node.consequent, node.alternate];
    case 'array':
      return node.elements;
  }
}

/** The expression trees of a compiled text: one for a binding, one per part of a template, none for a literal. */
export function treesOf(compiled: Compiled): ExprNode[] {
  // compile() only ever stores ExprNode trees in `ast` (check.ts builds them).
  if (compiled.kind === 'binding') return [compiled.ast as ExprNode];
  if (compiled.kind === 'template')
    return compiled.parts.flatMap((part) => (typeof part === 'string' ? [] : [part.ast as ExprNode]));
  return [];
}

/** Where a node starts in its text: a member's own `at` is its key (what a refused key points at), not its start. */
export function startOf(node: ExprNode): number {
  return node.type === 'member' ? startOf(node.object) : node.at;
}

/** Where a binary or logical node's operator is written in `text`, the text the tree was compiled from. */
export function operatorAt(text: string, node: Extract<ExprNode, { type: 'binary' | 'logical' }>): number {
  // The operator ends just before its right operand, past white space and any opening brackets.
  let end = startOf(node.right);
  while (end > 0 && /[\s(]/.test(text[end - 1])) end -= 1;
  const start = end - node.operator.length;
  return start >= 0 && text.slice(start, end) === node.operator ? start : startOf(node);
}

/** The operands of a chain of one logical operator, left to right (`a || b || c`). */
export function operandsOf(node: ExprNode, operator: string): ExprNode[] {
  return node.type === 'logical' && node.operator === operator
    ? [...operandsOf(node.left, operator), ...operandsOf(node.right, operator)]
    : [node];
}
