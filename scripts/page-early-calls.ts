// Which call a page makes first on load, found at build time so the app can start it while the page's code is still
// downloading (renderer/App.tsx, api/client-early.ts). Only a call that is certain to be the page's first action
// and whose params are known from the route alone qualifies: anything that depends on something known later (a
// condition, a stored value, another call's answer, page state) keeps today's order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../renderer/expr'; // installs the parser: build-time code may read expressions
import { scopeDependencies, scopeReads, stringsIn } from '../renderer/expr/paths';

/** What the page's first call will send, as the page wrote it (bindings resolved at run time). */
export interface EarlyCall {
  endpoint: string;
  params: Record<string, unknown> | string;
  /** Where the page keeps the answer (`as`): the lead images below read it as `data.<as>`. */
  as?: string;
  /**
   * The screen's lead pictures (a widget's `x-widget.leadImage`), as the page wrote them, when the route and this
   * answer alone decide them: fetched as soon as the answer arrives, not once the screen has rendered.
   */
  images?: string[];
}

/** From a widget schema's `x-widget.leadImage`: the prop holding its above-the-fold picture, and the flag it needs. */
export interface LeadImageRule {
  prop: string;
  when?: string;
}

/** The lead-image rules of the widget catalogue (schemas/widgets/*.schema.json), by widget type. */
export function leadImageRules(root: string): Record<string, LeadImageRule> {
  const dir = join(root, 'schemas', 'widgets');
  const rules: Record<string, LeadImageRule> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.schema.json'))) {
    const rule = JSON.parse(readFileSync(join(dir, file), 'utf8'))['x-widget']?.leadImage;
    if (rule) rules[file.slice(0, -'.schema.json'.length)] = rule;
  }
  return rules;
}

/** At most this many pictures are fetched ahead: the lead of a screen is one or two, never a gallery. */
const MAX_LEAD_IMAGES = 2;

interface ActionLike {
  do?: unknown;
  chain?: unknown;
  endpoint?: unknown;
  params?: unknown;
  as?: unknown;
}

interface PageLike {
  onLoad?: unknown;
  chains?: unknown;
  regions?: unknown;
}

interface NodeLike {
  type?: unknown;
  props?: Record<string, unknown>;
  each?: unknown;
  children?: unknown;
}

/** Scope names known the moment the route matches (state may be restored from a draft, so it is not). */
const KNOWN_AT_ROUTE = new Set(['query', 'device', 'env']);

function knownAtRoute(params: unknown): boolean {
  return stringsIn(params).every((text) => {
    if (!text.includes('{{')) return true;
    const reads = scopeReads(text);
    return !('message' in reads) && reads.roots.every((root) => KNOWN_AT_ROUTE.has(root));
  });
}

/** The first action the page runs on load, following `run` into its chain. */
function firstAction(page: PageLike): ActionLike | undefined {
  const chains = page.chains && typeof page.chains === 'object' ? (page.chains as Record<string, unknown>) : {};
  let actions = page.onLoad;
  const seen = new Set<string>();
  for (;;) {
    const first = Array.isArray(actions) ? (actions[0] as ActionLike | undefined) : undefined;
    if (first?.do !== 'run' || typeof first.chain !== 'string') return first;
    if (seen.has(first.chain) || !Object.hasOwn(chains, first.chain)) return undefined;
    seen.add(first.chain);
    actions = chains[first.chain];
  }
}

/** A picture's text reads only the route and `data.<as>` (the first answer): anything else is known only later. */
function knownWithAnswer(text: string, as: string | undefined): boolean {
  if (!text.includes('{{')) return true;
  const dependencies = scopeDependencies(text);
  return (
    dependencies !== null &&
    dependencies.every(([root, key]) => KNOWN_AT_ROUTE.has(root) || (root === 'data' && as !== undefined && key === as))
  );
}

/** The lead pictures of the page's regions (not dialogs, not repeated nodes), in page order. */
function leadImagesOf(page: PageLike, rules: Readonly<Record<string, LeadImageRule>>, as: string | undefined): string[] {
  const found: string[] = [];
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as NodeLike[]) {
      if (!node || typeof node !== 'object' || node.each !== undefined) continue; // an item's picture needs the item
      const rule = typeof node.type === 'string' && Object.hasOwn(rules, node.type) ? rules[node.type] : undefined;
      const src = rule ? node.props?.[rule.prop] : undefined;
      if (rule && typeof src === 'string' && src !== '' && (!rule.when || node.props?.[rule.when] === true) && knownWithAnswer(src, as)) found.push(src);
      visit(node.children);
    }
  };
  for (const region of Array.isArray(page.regions) ? (page.regions as Array<{ children?: unknown }>) : []) visit(region?.children);
  return [...new Set(found)].slice(0, MAX_LEAD_IMAGES);
}

/**
 * The page's first call when it can start before the page's code runs; `isRead(endpoint)` says whether the endpoint
 * only reads (a call that changes something is never started early). With the catalogue's lead-image rules, the
 * call also names the screen's lead pictures that its answer decides.
 */
export function earlyCallsOf(page: PageLike, isRead: (endpoint: string) => boolean, rules: Readonly<Record<string, LeadImageRule>> = {}): EarlyCall[] {
  const first = firstAction(page);
  if (first?.do !== 'call' || typeof first.endpoint !== 'string' || !isRead(first.endpoint)) return [];
  const params = first.params ?? {};
  const shapeOk = typeof params === 'string' || (typeof params === 'object' && params !== null && !Array.isArray(params));
  if (!shapeOk || !knownAtRoute(params)) return [];
  const as = typeof first.as === 'string' ? first.as : undefined;
  const images = leadImagesOf(page, rules, as);
  return [{ endpoint: first.endpoint, params: params as EarlyCall['params'], ...(as && images.length ? { as } : {}), ...(images.length ? { images } : {}) }];
}
