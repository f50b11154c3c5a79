// Which calls a page makes first on load, found at build time so the app can start them while the page's code is
// still downloading (renderer/views/App.tsx, api/client-early.ts). Only reads that are certain to be the page's first
// calls and whose params are known from the route alone qualify: anything that depends on something known later (a
// condition, a stored value, another call's answer, page state) keeps today's order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scopeDependencies, stringsIn } from '../expr'; // the tools' engine, with the parser
import { isForbiddenKey, ROUTE_ROOTS } from '../expr/limits';
import { isPlainObject } from '../checker/read/json-pointer';
import { pageSites } from './page-walk';

/** What one of the page's first calls will send, as the page wrote it (bindings resolved at run time). */
export interface EarlyCall {
  endpoint: string;
  params: Record<string, unknown> | string;
  /** The page's initial state the params read (a page without a draft starts from it): the route does not hold it. */
  state?: Record<string, unknown>;
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
  ignoreFailure?: unknown;
  onSuccess?: unknown;
  onFailure?: unknown;
}

interface PageLike {
  onLoad?: unknown;
  chains?: unknown;
  regions?: unknown;
  state?: unknown;
  persist?: unknown;
}

const KNOWN_AT_ROUTE: ReadonlySet<string> = new Set(ROUTE_ROOTS);

/**
 * The page's state as its load starts, when the definition alone decides it: its initial `state`, with nothing a
 * draft (`persist`) could restore over it. Undefined when a draft may change it.
 */
function stateAtLoad(page: PageLike): Record<string, unknown> | undefined {
  if (page.persist !== undefined) return undefined;
  const state = page.state ?? {};
  return typeof state === 'object' && state !== null && !Array.isArray(state)
    ? (state as Record<string, unknown>)
    : undefined;
}

/**
 * Whether the params read only what is known at the route (query, device, env) and, given the state at load, the
 * state keys it sets; undefined when not, else the part of that state they read (empty when none).
 */
function knownAtRoute(
  params: unknown,
  state: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  const read: Record<string, unknown> = {};
  for (const text of stringsIn(params)) {
    if (!text.includes('{{')) continue;
    const dependencies = scopeDependencies(text);
    if (dependencies === null) return undefined;
    for (const [root, key] of dependencies) {
      if (KNOWN_AT_ROUTE.has(root)) continue;
      if (
        root !== 'state' ||
        key === undefined ||
        isForbiddenKey(key) ||
        state === undefined ||
        !Object.hasOwn(state, key)
      )
        return undefined;
      read[key] = state[key];
    }
  }
  return read;
}

/**
 * The calls the page makes first on load, in order, following `run` into its chains: the first call, and after it the
 * next as long as the one before has no branch of its own (an `onSuccess` or `onFailure` that could change state or
 * leave the page). A tracking call then no longer holds up the page's data, nor a template the session read after it
 * (the promotion page). A call after one that may fail is made only when that one succeeds, so starting it early is a
 * guess; but earlyCallsOf keeps reads alone, which change nothing, and an answer the page never asks for is dropped.
 */
function leadingCalls(page: PageLike): ActionLike[] {
  const chains = page.chains && typeof page.chains === 'object' ? (page.chains as Record<string, unknown>) : {};
  const calls: ActionLike[] = [];
  // Where the walk is: the actions of onLoad and of each chain it has run into, and the index in each.
  const stack: Array<{ actions: unknown[]; at: number }> = Array.isArray(page.onLoad)
    ? [{ actions: page.onLoad, at: 0 }]
    : [];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.at >= frame.actions.length) {
      stack.pop(); // the chain ran to its end: its run goes on with the action after it
      if (stack.length > 0) stack[stack.length - 1].at += 1;
      continue;
    }
    const action = frame.actions[frame.at] as ActionLike | undefined;
    if (action?.do === 'run' && typeof action.chain === 'string') {
      const chain = Object.hasOwn(chains, action.chain) ? chains[action.chain] : undefined;
      if (seen.has(action.chain) || !Array.isArray(chain)) return calls;
      seen.add(action.chain);
      stack.push({ actions: chain, at: 0 });
      continue;
    }
    if (action?.do !== 'call') return calls;
    calls.push(action);
    if (action.onSuccess !== undefined || action.onFailure !== undefined) return calls;
    frame.at += 1;
  }
  return calls;
}

/** A picture's text reads only the route and `data.<as>` (this early read's answer): anything else is known only later. */
function knownWithAnswer(text: string, as: string | undefined): boolean {
  if (!text.includes('{{')) return true;
  const dependencies = scopeDependencies(text);
  return (
    dependencies !== null &&
    dependencies.every(([root, key]) => KNOWN_AT_ROUTE.has(root) || (root === 'data' && as !== undefined && key === as))
  );
}

/** The lead pictures of the page's regions (not dialogs, not repeated nodes), in page order. */
function leadImagesOf(
  page: PageLike,
  rules: Readonly<Record<string, LeadImageRule>>,
  as: string | undefined,
): string[] {
  const found: string[] = [];
  // An item's picture needs the item: a node with `each`, or inside one, has no lead picture.
  for (const { pointer, node, eachChain } of pageSites(page).nodes) {
    if (!pointer.startsWith('/regions/') || eachChain.length > 0 || node.each !== undefined) continue;
    const rule = typeof node.type === 'string' && Object.hasOwn(rules, node.type) ? rules[node.type] : undefined;
    const props = isPlainObject(node.props) ? node.props : undefined;
    const src = rule ? props?.[rule.prop] : undefined;
    if (
      rule &&
      typeof src === 'string' &&
      src !== '' &&
      (!rule.when || props?.[rule.when] === true) &&
      knownWithAnswer(src, as)
    )
      found.push(src);
  }
  return [...new Set(found)].slice(0, MAX_LEAD_IMAGES);
}

/**
 * The page's first reads when they can start before the page's code runs (leadingCalls); `isRead(endpoint)` says
 * whether the endpoint only reads. The list stops at the first call that changes something (what follows may read
 * what it changed) or whose params need more than the route. With the catalogue's lead-image rules, each call also
 * names the screen's lead pictures that its answer decides.
 */
export function earlyCallsOf(
  page: PageLike,
  isRead: (endpoint: string) => boolean,
  rules: Readonly<Record<string, LeadImageRule>> = {},
): EarlyCall[] {
  const early: EarlyCall[] = [];
  const taken = new Set<string>();
  for (const call of leadingCalls(page)) {
    if (typeof call.endpoint !== 'string' || !isRead(call.endpoint)) break;
    const params = call.params ?? {};
    const shapeOk =
      typeof params === 'string' || (typeof params === 'object' && params !== null && !Array.isArray(params));
    const state = shapeOk ? knownAtRoute(params, stateAtLoad(page)) : undefined;
    if (state === undefined) break;
    const as = typeof call.as === 'string' ? call.as : undefined;
    const images = leadImagesOf(page, rules, as)
      .filter((src) => !taken.has(src))
      .slice(0, MAX_LEAD_IMAGES - taken.size);
    for (const src of images) taken.add(src);
    early.push({
      endpoint: call.endpoint,
      params: params as EarlyCall['params'],
      ...(Object.keys(state).length ? { state } : {}),
      ...(as && images.length ? { as } : {}),
      ...(images.length ? { images } : {}),
    });
  }
  return early;
}
