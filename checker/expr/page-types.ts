// Every expression of a page read with the types of what it reads (types/scope-types.ts): a comparison that can never
// be true for the values the contract allows (`data.loan.isDelay === 1`, isDelay being "0" or "1"), a condition that is
// always true or always false, or one that contradicts the test before it (`a == 180 && a == 174`), is an error placed
// at its operator. A node's expressions are read knowing that the `visible` conditions around it hold (a child is
// only drawn when its parents are): a test they rule out is an error, a `visible` that repeats them is not. The same
// reading decides whether two nodes with one id can show together.
import { compile } from '../../expr';
import type { ExprNode } from '../../expr/types';
import { operandsOf, treesOf } from '../../expr/tree';
import { childPointer, pointerSegments } from '../read/json-pointer';
import { Inference, NOTHING_KNOWN, type Issue, type Known, type RootTypes } from './infer';
import { keyOf } from './keys';
import { truthsOf, type AbstractValue } from '../types/values';
import { issueFinding } from './issues';
import { argumentFinding } from './call-issues';
import { isConditionSite } from './page-conditions';
import { pageScopeTypes, type PageScopeTypes, type ScopeFacts } from '../types/scope-types';
import type { ExpressionSite, NodeSite, PageSites } from '../pages/page-sites';
import type { Finding } from '../problem';

const LOCAL_ROOTS = /(^|[^.\w$])(item|index)\b/;
const readsLocals = (tree: ExprNode) => LOCAL_ROOTS.test(keyOf(tree));

/** The one tree of a whole-value binding (a condition), or undefined for text, templates and what does not compile. */
function bindingTree(text: unknown): ExprNode | undefined {
  if (typeof text !== 'string') return undefined;
  const compiled = compile(text);
  return 'message' in compiled || compiled.kind !== 'binding' ? undefined : treesOf(compiled)[0];
}

function valueAt(document: unknown, pointer: string): unknown {
  let at = document;
  for (const segment of pointerSegments(pointer))
    at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[segment] : undefined;
  return at;
}

/** The issues that hold only where the expression sits: the visible conditions around it decide them. */
function placedIssues(
  issues: Issue[],
  trees: readonly ExprNode[],
  { roots, known, condition }: { roots: RootTypes; known: Known; condition: boolean },
): Set<Issue> {
  if (!known.size || !issues.length) return new Set();
  const alone = new Inference(roots);
  for (const tree of trees) alone.value(tree, NOTHING_KNOWN, condition);
  const own = new Set(alone.issues.map((issue) => issue.node));
  return new Set(issues.filter((issue) => !own.has(issue.node)));
}

/**
 * A node's `visible`, or a part of it joined by &&, that the visible conditions around it already hold is redundant,
 * not wrong: the node shows whenever they do (a fragment such as unusablePart carries its own condition wherever a page
 * places it). One they rule out hides the node from everyone, and stays reported.
 */
const repeatsAround = (
  issue: Exclude<Issue, { kind: 'argument' }>,
  site: ExpressionSite,
  trees: readonly ExprNode[],
  placed: Set<Issue>,
) =>
  issue.outcome &&
  placed.has(issue) &&
  site.pointer.endsWith('/visible') &&
  trees.some((tree) => operandsOf(tree, '&&').includes(issue.node));

export interface PageTypes {
  types: PageScopeTypes;
  /** What a whole-value binding can evaluate to where it sits (undefined for text, templates and what does not compile). */
  valueOf(site: ExpressionSite): AbstractValue | undefined;
  /** Whether two nodes can never show at once: one's `visible` conditions contradict the other's. */
  exclusive(a: NodeSite, b: NodeSite): boolean;
  findings(): Finding[];
}

export function pageTypes(page: unknown, sites: PageSites, facts: ScopeFacts, pageName?: string): PageTypes {
  const types = pageScopeTypes(page, sites, facts, pageName);
  const nodeAt = new Map(sites.nodes.map((node) => [node.pointer, node]));

  /** What holds wherever `guards` (visible conditions around a place) are true, at a place with this `each` depth. */
  const assumeGuards = (guards: readonly string[], roots: RootTypes, depth: number, known = NOTHING_KNOWN): Known => {
    const quiet = new Inference(roots, false);
    let next = known;
    for (const guard of guards) {
      const tree = bindingTree(valueAt(page, guard));
      if (!tree) continue;
      // Another list's `item` is another value: only a guard at the same depth of lists speaks of this item.
      const owner = nodeAt.get(guard.slice(0, guard.lastIndexOf('/')));
      if (readsLocals(tree) && (owner?.eachChain.length ?? 0) !== depth) continue;
      next = quiet.assume(tree, next, true);
    }
    return next;
  };

  /** The innermost node holding a site, and the guards that hold while the site is read. */
  const guardsOf = (site: ExpressionSite): readonly string[] => {
    let pointer = site.pointer;
    while (pointer) {
      pointer = pointer.slice(0, pointer.lastIndexOf('/'));
      const node = nodeAt.get(pointer);
      if (!node) continue;
      // A chain runs from the moment it starts, and its own writes may change what the conditions tested.
      if (site.pointer.startsWith(`${childPointer(node.pointer, 'on')}/`)) return [];
      const own = childPointer(node.pointer, 'visible');
      // A node's own visible and each are read before it is known to show.
      if (site.pointer === own || site.pointer === childPointer(node.pointer, 'each'))
        return node.guards.filter((guard) => guard !== own);
      return node.guards;
    }
    return [];
  };

  const siteFindings = (site: ExpressionSite): Finding[] => {
    if (site.writes) return [];
    const compiled = compile(site.text);
    if ('message' in compiled) return [];
    const condition = isConditionSite(site);
    if (condition && compiled.kind === 'template' && compiled.parts.some((part) => typeof part === 'string'))
      return [templateCondition(site)];
    const roots = types.rootsAt(site);
    const known = assumeGuards(guardsOf(site), roots, site.eachChain.length);
    const inference = new Inference(roots);
    const trees = treesOf(compiled);
    const asCondition = condition && compiled.kind === 'binding';
    for (const tree of trees) inference.value(tree, known, asCondition);
    const placed = placedIssues(inference.issues, trees, { roots, known, condition: asCondition });
    const called = new Set<string>();
    return inference.issues.flatMap((issue) => {
      if (issue.kind === 'argument') {
        // A call read twice (both ways of a condition) is refused once.
        const key = `${issue.node.at}:${issue.index}`;
        if (called.has(key)) return [];
        called.add(key);
        return [argumentFinding(issue, site.text, site.pointer)];
      }
      if (condition && repeatsAround(issue, site, trees, placed)) return [];
      return [issueFinding(issue, site.text, site.pointer, known, placed.has(issue))];
    });
  };

  const exclusive = (a: NodeSite, b: NodeSite): boolean => {
    const rootsA = types.rootsAt({ eachChain: a.eachChain });
    const rootsB = types.rootsAt({ eachChain: b.eachChain });
    // What the first node's conditions say of `item` is about its own item: not carried over to the other's.
    const fromA = new Map(
      [...assumeGuards(a.guards, rootsA, a.eachChain.length)].filter(([key]) => !LOCAL_ROOTS.test(key)),
    );
    const quiet = new Inference(rootsB, false);
    let known: Known = fromA;
    for (const guard of b.guards) {
      const tree = bindingTree(valueAt(page, guard));
      if (!tree) continue;
      if (!truthsOf(quiet.value(tree, known, true)).has(true)) return true;
      known = quiet.assume(tree, known, true);
    }
    return false;
  };

  const valueOf = (site: ExpressionSite): AbstractValue | undefined => {
    const tree = site.writes ? undefined : bindingTree(site.text);
    if (!tree) return undefined;
    const roots = types.rootsAt(site);
    return new Inference(roots, false).value(tree, assumeGuards(guardsOf(site), roots, site.eachChain.length));
  };

  return { types, exclusive, valueOf, findings: () => sites.expressions.flatMap(siteFindings) };
}

/** `"visible": "{{ a }} "`: text around the braces makes the value text, and text that is not empty is true. */
function templateCondition(site: ExpressionSite): Finding {
  const close = site.text.lastIndexOf('}}') + 2;
  const trailing = close < site.text.length;
  return {
    code: 'condition-fixed',
    pointer: site.pointer,
    exprOffset: trailing ? close : 0,
    expected: 'a condition written as one {{ }} with nothing around it',
    found: `${JSON.stringify(site.text)}: the text around {{ }} makes the whole value text, which is never empty, so the condition is always true`,
    hint: 'write the whole condition inside one {{ }}, with nothing before or after it',
  };
}
