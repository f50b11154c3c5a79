// The type of a path inside one of a page's expressions, for the page lab's hover (`data.loan.isDelay: "0" | "1"`):
// the same reading of the page's scope (types/scope-types.ts) the checker judges expressions with.
import { compile, isBinding } from '../../expr';
import type { ExprNode } from '../../expr/types';
import { childrenOf, startOf, treesOf } from '../../expr/tree';
import { expandFragments, sourceOf, type Fragments } from '../pages/fragments';
import { collectPageSites } from '../pages/page-sites';
import { pageScopeTypes, type ScopeFacts } from '../types/scope-types';
import { Inference } from './infer';
import { sourceOf as written, typeText } from '../types/describe';
import { aboutFunction } from '../../expr/functions';
import { signatureText, typeWords } from '../../expr/signature-text';
import { checkBindings } from '../pages/page-bindings';
import { checkDataNames } from '../pages/page-rules';
import { messageOf, type Finding } from '../problem';
import type { ExpressionSite, PageSites } from '../pages/page-sites';

export interface ExpressionType {
  /** Where the path is, as offsets in the string's value. */
  from: number;
  to: number;
  /** The path as written, and its type: `data.loan.isDelay`, `"0" | "1"`. */
  path: string;
  type: string;
}

/** The name a node writes at its `at`: a root, a named member's key, a called function. */
const nameOf = (tree: ExprNode) =>
  tree.type === 'root' || tree.type === 'call'
    ? tree.name
    : tree.type === 'member' && typeof tree.key === 'string'
      ? tree.key
      : '';

/** The root, named member or call whose name covers `offset`: in `data.loan.isDelay`, `loan` names `data.loan`. */
function pathAt(tree: ExprNode, offset: number): ExprNode | undefined {
  const name = nameOf(tree);
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
    const end = path.at + nameOf(path).length;
    if (path.type === 'call') return functionHover(path.name, path.at, end);
    const roots = pageScopeTypes(expansion.value, sites, facts, pageName).rootsAt(site);
    const value = new Inference(roots, false).value(path);
    const unknown = value.any ? unknownName(sites, site, facts, path.at, end) : undefined;
    return { from: startOf(path), to: end, path: written(path), type: unknown ?? typeText(value) };
  }
  return undefined;
}

/** A function's signature, result and description, from its one definition. */
function functionHover(name: string, from: number, to: number): ExpressionType | undefined {
  const about = aboutFunction(name);
  if (!about) return undefined;
  return {
    from,
    to,
    path: signatureText(name, about.params),
    type: `${typeWords(about.result, about.params)} — ${about.description}`,
  };
}

/**
 * On a name that does not exist (a misspelt field, a data name nothing stores), the words of the mark the checker puts
 * on it, not "any value": the hover and the mark on one word never disagree.
 */
function unknownName(
  sites: PageSites,
  site: ExpressionSite,
  facts: ScopeFacts,
  from: number,
  to: number,
): string | undefined {
  const findings: Finding[] = [
    ...checkBindings(sites.actions, sites.expressions, facts.contracts),
    ...checkDataNames(sites.actions, sites.expressions),
  ];
  const mark = findings.find(
    (finding) =>
      finding.pointer === site.pointer &&
      finding.exprOffset !== undefined &&
      finding.exprOffset >= from &&
      finding.exprOffset < to,
  );
  return mark && `${messageOf(mark)}${mark.hint ? ` — ${mark.hint}` : ''}`;
}
