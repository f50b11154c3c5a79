// The type of a path inside one of a page's expressions, for the page lab's hover (`data.loan.isDelay: "0" | "1"`):
// the same reading of the page's scope (page-scope-types.ts) the checker judges expressions with.
import { compile, isBinding } from '../renderer/expr';
import type { ExprNode } from '../renderer/expr/types';
import { childrenOf, startOf, treesOf } from '../renderer/expr/tree';
import { expandFragments, sourceOf, type Fragments } from './fragments';
import { collectPageSites } from './page-sites';
import { pageScopeTypes, type ScopeFacts } from './page-scope-types';
import { Inference } from './expr-infer';
import { sourceOf as written, typeText } from './expr-describe';

export interface ExpressionType {
  /** Where the path is, as offsets in the string's value. */
  from: number;
  to: number;
  /** The path as written, and its type: `data.loan.isDelay`, `"0" | "1"`. */
  path: string;
  type: string;
}

/** The root or named member whose name covers `offset`: in `data.loan.isDelay`, `loan` names `data.loan`. */
function pathAt(tree: ExprNode, offset: number): ExprNode | undefined {
  const name =
    tree.type === 'root' ? tree.name : tree.type === 'member' && typeof tree.key === 'string' ? tree.key : '';
  if (name && offset >= tree.at && offset < tree.at + name.length) return tree;
  for (const child of childrenOf(tree)) {
    const found = pathAt(child, offset);
    if (found) return found;
  }
  return undefined;
}

/**
 * What the path at `offset` of the expression string at `pointer` of a page holds, or undefined when no path is there
 * (a literal, an operator, text outside the braces, a string that is not an expression).
 */
export function expressionTypeAt(
  page: unknown,
  pointer: string,
  offset: number,
  facts: ScopeFacts & { fragments: Fragments },
  pageName?: string,
): ExpressionType | undefined {
  const expansion = expandFragments(page, facts.fragments);
  const sites = collectPageSites(expansion.value, isBinding);
  const site = sites.expressions.find((candidate) => {
    const source = sourceOf(expansion.origins, candidate.pointer);
    return source.fragment === undefined && source.pointer === pointer;
  });
  if (!site) return undefined;
  const compiled = compile(site.text);
  if ('message' in compiled) return undefined;
  for (const tree of treesOf(compiled)) {
    const path = pathAt(tree, offset);
    if (!path) continue;
    const roots = pageScopeTypes(expansion.value, sites, facts, pageName).rootsAt(site);
    const value = new Inference(roots, false).value(path);
    const end = path.at + (path.type === 'root' ? path.name.length : String(path.type === 'member' && path.key).length);
    return { from: startOf(path), to: end, path: written(path), type: typeText(value) };
  }
  return undefined;
}
