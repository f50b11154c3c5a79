// Every check of one page definition, over one walk: the sites (expressions, references, actions, nodes) are
// collected once and each check reads them. The schema check is passed in: ajv at run time in Node, the
// generated validator in the browser (checker/bundled.ts).
import { isBinding } from '../../expr';
import { collectPageSites, type ReferenceSite } from './page-sites';
import { checkExpressions } from '../expr/page-expressions';
import { checkReferences, type ProjectNames } from './page-references';
import { widgetRouteReferences, type WidgetRoutes } from './widget-routes';
import { checkDataNames, checkValidationRules } from './page-rules';
import { checkRuleLimits } from './page-rule-limits';
import { checkBindings, type EndpointContracts } from './page-bindings';
import { checkCallsAndNavigation, type LiteralCheck, type RouteFacts } from './page-calls';
import { checkActionGraph } from './page-graph';
import { checkConstantConditions } from '../expr/page-conditions';
import { pageTypes } from '../expr/page-types';
import { checkValueFits } from '../expr/value-fits';
import { checkDuplicateIds, checkIdSpelling, checkPropKinds, type WidgetProps } from './page-nodes';
import { checkDialogWaysOut } from './page-dialogs';
import { checkTimerIds } from './page-timers';
import { checkUnusablePointers } from './page-unusable';
import { applyNotes } from './page-notes';
import { checkInlineWords, type WidgetWords } from '../words/page-words';
import { checkQueryReads, type PageRoutes } from '../links/page-query';
import { checkLinks, type LinkPolicy, type WidgetUrls } from '../links/page-links';
import { ENDPOINTS_FILE, MANIFEST_FILE, SCHEMA_IDS } from '../targets';
import type { Finding, SchemaCheck } from '../problem';
import type { Fragments } from './fragments';
import type { MessageFacts } from '../words/catalogue-check';
import { pageMessageFindings } from '../words/catalogue-findings';
import { checkPlaceholderKinds } from '../words/placeholder-kinds';

/** What the checker knows about the project around a page. */
export interface ProjectFacts extends ProjectNames {
  /** Page names that some web route of pages.json uses. */
  routedPages: ReadonlySet<string>;
  /** Page names that have a file under pages/. */
  pageFiles: ReadonlySet<string>;
  /** The catalogue's endpoint ids and the ids of its request/response schemas. */
  endpointSchemaIds: ReadonlySet<string>;
  /** Each endpoint's request and response schema (api/endpoint-schemas.json). */
  contracts: EndpointContracts;
  /** Each endpoint's body encoding (api/endpoints.json), which decides how literal params are typed. */
  encodings: ReadonlyMap<string, string>;
  /** What each route of pages.json declares. */
  routeFacts: ReadonlyMap<string, RouteFacts>;
  /** Each widget's prop schemas, for the kind of bound values (none: not judged). */
  widgetProps: WidgetProps;
  /** Each widget's props that hold words: never empty, and from the catalogues when `inlineWords` is on. */
  widgetWords: WidgetWords;
  /** Whether words written into a page are refused (a project with catalogues; not a page pasted into the lab). */
  inlineWords: boolean;
  /** The fragments of pages/fragments/ by name, expanded into pages before they are checked. */
  fragments: Fragments;
  /** Each catalogue of messages/ that could be read: its keys and their placeholders (none: words are not checked). */
  messages: MessageFacts;
  /** For each message key, its placeholders that take a number (Node only; none: not judged). */
  numberPlaceholders?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each widget's props that name a route key (`x-widget.routes`), checked as a navigate action's route is. */
  widgetRoutes: WidgetRoutes;
  /** Each widget's props that hold a URL (`x-widget.urls`), judged by the URL guard. */
  widgetUrls: WidgetUrls;
  /** The URL guard's origins from env.json (none: the links a page writes are not judged). */
  linkPolicy?: LinkPolicy;
  /** The query keys each page reads, for the routes of pages.json that open it (Node only: it reads the pages). */
  queryKeysOf?: (page: string) => readonly string[] | undefined;
  /**
   * Project files that exist but could not be read as JSON (pages.json, the endpoint catalogue, a fragment): what
   * depends on them is not judged, so their own syntax error is the one problem reported, not one per page.
   */
  unreadable: ReadonlySet<string>;
  /** The hash sub-routes (hashRoutes keys) of the routes of each page, for what `hash.route` can be. */
  hashRoutesByPage?: ReadonlyMap<string, readonly string[]>;
  /** Judges literal call params against request schemas (Node only; none: not judged). */
  acceptsLiteral?: LiteralCheck;
}

/**
 * Pages the renderer opens by name rather than through a route (renderer/views/App.tsx shows notFound for any
 * path no route matches), so they are reachable without a route.
 */
export const PAGES_OPENED_BY_RENDERER: readonly string[] = ['notFound'];

/** References whose names come from a file that could not be read are not judged (route keys, endpoint ids). */
const readableKind = (facts: ProjectFacts) => (reference: ReferenceSite) =>
  !(reference.kind === 'route' && facts.unreadable.has(MANIFEST_FILE)) &&
  !(reference.kind === 'endpoint' && facts.unreadable.has(ENDPOINTS_FILE));

/** The web routes that open a page, with the query each declares. */
function routesOfPage(facts: ProjectFacts, pageName: string): PageRoutes {
  return [...facts.routeFacts].flatMap(([route, { page, query }]) => (page === pageName ? [{ route, query }] : []));
}

/** Every finding of a page; `pageName` (from its file) is given when the page should have a route. */
export function checkPageDocument(
  page: unknown,
  facts: ProjectFacts,
  validate: SchemaCheck,
  pageName?: string,
): Finding[] {
  const schema = validate(SCHEMA_IDS.page, page);
  const sites = collectPageSites(page, isBinding);
  const typed = pageTypes(page, sites, facts, pageName);
  const propKinds = checkPropKinds(sites.actions, sites.nodes, sites.expressions, facts.contracts, facts.widgetProps);
  const reachable =
    pageName === undefined ||
    facts.unreadable.has(MANIFEST_FILE) ||
    facts.routedPages.has(pageName) ||
    PAGES_OPENED_BY_RENDERER.includes(pageName);
  const unrouted: Finding[] = reachable
    ? []
    : [
        {
          code: 'unrouted-page',
          pointer: '',
          expected: `a route of pages.json whose page is "${pageName}"`,
          found: 'no route using this page',
        },
      ];
  return applyNotes(
    page,
    [
      ...schema,
      ...checkReferences(
        page,
        [...sites.references, ...widgetRouteReferences(sites.nodes, facts.widgetRoutes)].filter(readableKind(facts)),
        facts,
      ),
      ...checkExpressions(sites.expressions),
      ...checkConstantConditions(sites.expressions),
      ...typed.findings(),
      ...checkDataNames(sites.actions, sites.expressions),
      ...checkValidationRules(page),
      ...checkRuleLimits(page),
      ...checkBindings(sites.actions, sites.expressions, facts.contracts),
      ...checkUnusablePointers(sites.actions, sites.expressions, facts.contracts),
      ...checkCallsAndNavigation(
        sites.actions,
        facts.contracts,
        facts.encodings,
        facts.routeFacts,
        facts.acceptsLiteral,
      ),
      ...checkActionGraph(page, sites.expressions, sites.actions),
      ...checkDuplicateIds(sites.nodes, typed.exclusive),
      ...checkIdSpelling(sites.nodes),
      ...checkDialogWaysOut(page, sites),
      ...checkTimerIds(page),
      ...propKinds,
      // A prop the response schema already shows to be of the wrong kind is said once, by checkPropKinds.
      ...checkValueFits(page, sites.expressions, sites.nodes, typed.valueOf, facts.widgetProps).filter(
        ({ pointer }) => !propKinds.some((known) => known.pointer === pointer),
      ),
      ...checkInlineWords(page, sites.nodes, sites.actions, facts.widgetWords, facts.inlineWords),
      ...pageMessageFindings(page, facts.messages),
      ...checkPlaceholderKinds(page, sites.expressions, typed.valueOf, facts.numberPlaceholders),
      ...checkLinks(sites.nodes, sites.actions, facts.widgetUrls, facts.linkPolicy),
      ...checkQueryReads(sites.expressions, pageName === undefined ? undefined : routesOfPage(facts, pageName)),
      ...unrouted,
    ],
    sites.nodes,
  );
}
