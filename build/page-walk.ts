// What the build reads of a page definition, through the page checker's own walk (checker/pages/page-sites.ts): the
// widget nodes of its regions and dialogs, its actions and its expressions are the ones the checker judged, so the
// build never ships a widget, a typed storage value or an expression the checker did not see. Walked structurally:
// data that merely looks like a node or an action (a `type` or a `do` in a state value) is neither.
import { compile } from '../expr';
import { stringsIn } from '../expr/paths';
import { collectPageSites, type PageSites } from '../checker/pages/page-sites';

/** What the build compiles ahead: every text that holds `{{`, errors included (they fail where they are used). */
const isExpressionText = (text: string) => text.includes('{{');

/** One walk per page object, however many of the build's questions ask about it. */
const walked = new WeakMap<object, PageSites>();

export function pageSites(page: unknown): PageSites {
  if (!page || typeof page !== 'object') return collectPageSites(page, isExpressionText);
  let sites = walked.get(page);
  if (!sites) walked.set(page, (sites = collectPageSites(page, isExpressionText)));
  return sites;
}

/** Widget types used by a page: the nodes of its regions and dialogs, sorted. */
export function widgetTypesOf(page: unknown): string[] {
  return [
    ...new Set(pageSites(page).nodes.flatMap(({ node }) => (typeof node.type === 'string' ? [node.type] : []))),
  ].sort();
}

/** Whether any storage action of the page names a schema (its value is typed: repay → repaymentOfCode2). */
export function usesStorageSchemas(page: unknown): boolean {
  return pageSites(page).actions.some(({ action }) => action.do === 'storage' && typeof action.schema === 'string');
}

/** Each text compiled once, in the order first met, so the browser never needs the parser for them. */
export function compiledTable(texts: Iterable<string>): Record<string, unknown> {
  const table: Record<string, unknown> = {};
  for (const text of texts) if (!Object.hasOwn(table, text)) table[text] = compile(text);
  return table;
}

/** Every expression of a page (its `notes` are prose, never evaluated), compiled now. */
export function compiledExpressionsOf(page: unknown): Record<string, unknown> {
  return compiledTable(pageSites(page).expressions.map(({ text }) => text));
}

/** Every expression anywhere in a value that is no page (the early-call table), by the renderer's walk of its strings. */
export function compiledExpressionsIn(value: unknown): Record<string, unknown> {
  return compiledTable(stringsIn(value).filter(isExpressionText));
}
