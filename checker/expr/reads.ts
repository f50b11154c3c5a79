// The member paths an expression reads from a root (`data.loan.orderStatus`, `item.note[0].name`), from
// the checked expression tree of expr, with literal keys as fields and other keys as unknown.
import { compile } from '../../expr';
import type { ExprNode } from '../../expr/types';
import { childrenOf, treesOf } from '../../expr/tree';
import type { Step } from '../types/contract';

export interface PathRead {
  root: string;
  steps: Step[];
  /** Where the root name is written in the text. */
  at?: number;
}

function walk(node: ExprNode, out: PathRead[]): void {
  if (node.type === 'member') {
    const steps: Step[] = [];
    let current: ExprNode = node;
    while (current.type === 'member') {
      const { key } = current;
      const at = current.at;
      if (typeof key === 'string') steps.unshift({ field: key, at });
      else {
        if (key.type === 'literal' && typeof key.value === 'string') steps.unshift({ field: key.value, at: key.at });
        else steps.unshift({ computed: true, numeric: key.type === 'literal' && typeof key.value === 'number', at });
        walk(key, out);
      }
      current = current.object;
    }
    if (current.type === 'root') out.push({ root: current.name, steps, at: current.at });
    else walk(current, out);
    return;
  }
  if (node.type === 'root') out.push({ root: node.name, steps: [], at: node.at });
  for (const child of childrenOf(node)) walk(child, out);
}

/** The expression trees of a binding or template (none for a literal or an expression that does not compile). */
export function expressionTrees(text: string): ExprNode[] {
  const compiled = compile(text);
  return 'message' in compiled ? [] : treesOf(compiled);
}

const cache = new Map<string, PathRead[]>();

/** Every root-anchored path the text reads; cached by text, since pages repeat the same bindings. */
export function pathReads(text: string): PathRead[] {
  let reads = cache.get(text);
  if (!reads) {
    reads = [];
    for (const tree of expressionTrees(text)) walk(tree, reads);
    cache.set(text, reads);
  }
  return reads;
}

/** The single path a whole-value binding is, when it is nothing but a path (`{{ data.loan.items }}`). */
export function plainPath(text: string): PathRead | undefined {
  const compiled = compile(text);
  if ('message' in compiled || compiled.kind !== 'binding') return undefined;
  const reads: PathRead[] = [];
  const node = compiled.ast as ExprNode;
  if (node.type !== 'member' && node.type !== 'root') return undefined;
  walk(node, reads);
  return reads[reads.length - 1]; // computed keys' own reads come first
}

export const stepText = (steps: readonly Step[]) =>
  steps.map((step) => ('field' in step ? `.${step.field}` : '[]')).join('');
