// Trust by source: which URLs count as "sent by the lender's server" (README "Links and the URL guard").
// A URL is a server link only when the action's `url` is one whole-value binding that reads nothing but call
// results (`data.*`, `result.*`) that the page itself has not overwritten. Anything the page composes (a template,
// a literal) or that reads the query, state, storage, an event or a repeated item stays a page URL, limited to the
// app's own and the allowed origins: an attacker shapes those through a link.
import type { ExprEngine } from '../../../expr/runtime';
import type { ExprNode } from '../../../expr/types';
import { childrenOf } from '../../../expr/tree';
import type { PageStore } from '../store';
import type { UrlSource } from '../../../api/urlGuard';

const SERVER_ROOTS: ReadonlySet<string> = new Set(['data', 'result']);

/** Paths under `data` the page wrote itself (set, storage get), per page store; those are page values. */
const pageWritten = new WeakMap<PageStore, string[][]>();

/** Called by every write into `data` that does not come from a call. */
export function markPageWrittenData(store: PageStore, path: ReadonlyArray<string | number>): void {
  const list = pageWritten.get(store) ?? [];
  list.push(path.map(String));
  pageWritten.set(store, list);
}

/** Where the URL of an action comes from, judged from its unresolved text. */
export function urlSource(expr: ExprEngine, raw: unknown, store: PageStore): UrlSource {
  if (typeof raw !== 'string') return 'page';
  const compiled = expr.compile(raw);
  if (!('kind' in compiled) || compiled.kind !== 'binding') return 'page';
  const reads: string[][] = [];
  if (!collectReads(compiled.ast as ExprNode, reads)) return 'page';
  const written = pageWritten.get(store) ?? [];
  const overlaps = (a: string[], b: string[]) =>
    a.slice(0, Math.min(a.length, b.length)).every((key, i) => key === b[i]);
  for (const read of reads) {
    if (read[0] === 'data' && written.some((path) => overlaps(read.slice(1), path))) return 'page';
  }
  return 'server';
}

/**
 * Collects each root read as its static member path (cut at the first computed key); false when a root other
 * than data/result is read. Computed keys are walked too: `data.list[state.i]` reads state.
 */
function collectReads(node: ExprNode, reads: string[][]): boolean {
  if (node.type === 'root') {
    if (!SERVER_ROOTS.has(node.name)) return false;
    reads.push([node.name]);
    return true;
  }
  if (node.type !== 'member') return childrenOf(node).every((child) => collectReads(child, reads));
  let inner: ExprNode = node;
  const computed: ExprNode[] = [];
  while (inner.type === 'member') {
    if (typeof inner.key !== 'string') computed.push(inner.key);
    inner = inner.object;
  }
  const keysRead = computed.every((key) => collectReads(key, reads));
  if (inner.type !== 'root') return keysRead && collectReads(inner, reads);
  if (!SERVER_ROOTS.has(inner.name)) return false;
  reads.push([inner.name, ...staticPrefix(node)]);
  return keysRead;
}

/** The member keys from the root up to (not including) the first computed key. */
function staticPrefix(node: ExprNode): string[] {
  const chain: Array<string | ExprNode> = [];
  let inner = node;
  while (inner.type === 'member') {
    chain.unshift(inner.key);
    inner = inner.object;
  }
  const prefix: string[] = [];
  for (const key of chain) {
    if (typeof key !== 'string') break;
    prefix.push(key);
  }
  return prefix;
}
