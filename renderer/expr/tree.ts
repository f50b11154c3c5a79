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
