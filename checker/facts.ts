// The project facts a page is checked against, from the documents themselves (the route manifest, the
// endpoint catalogue and its schemas, the widget schemas). Pure: the Node part reads the files, the
// browser part (checker/bundled.ts) imports them.
import type { AnySchemaObject } from 'ajv';
import { isPlainObject } from './read/json-pointer';
import type { ProjectFacts } from './pages/page-check';
import type { RouteFacts } from './pages/page-calls';
import type { LiteralCheck } from './pages/page-calls';
import type { Fragments } from './pages/fragments';
import type { MessageFacts } from './words/catalogue-check';
import { linkPolicyOf, type UrlRule } from './links/page-links';

export interface ProjectDocuments {
  manifest: unknown;
  endpoints: unknown;
  endpointSchemas: unknown;
  /** Every *.schema.json; those with an $id under widgets/ give each widget's props. */
  schemas: readonly AnySchemaObject[];
  /** Page names that have a file under pages/ (default: every page a route names). */
  pageFiles?: Iterable<string>;
  acceptsLiteral?: LiteralCheck;
  /** The fragments of pages/fragments/ by name (none: a page with a use is told the name is unknown). */
  fragments?: Fragments;
  /** Whether the project keeps its words in catalogues (messages/); only then are words in a page reported. */
  catalogues?: boolean;
  /** The catalogues that could be read: each key's placeholders, for the pages' `$t` (none: not checked). */
  messages?: MessageFacts;
  /** The environment config (env.json): the URL guard's origins for the links a page writes (none: not judged). */
  env?: unknown;
  /** Project files that exist but did not parse: what depends on them is not judged. */
  unreadable?: Iterable<string>;
}

const keysOf = (value: unknown, skip: string[] = []) =>
  new Set(isPlainObject(value) ? Object.keys(value).filter((key) => !skip.includes(key)) : []);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Each hash sub-page's declared query keys (routes' hashRoutes), for those that declare a query. */
function hashQueries(hashRoutes: unknown): Map<string, string[]> {
  if (!isPlainObject(hashRoutes)) return new Map();
  return new Map(
    Object.entries(hashRoutes).flatMap(([name, hash]) =>
      isPlainObject(hash) && Array.isArray(hash.query) ? [[name, strings(hash.query)]] : [],
    ),
  );
}

/** Each widget type's prop paths (such as the label of every item) that its schema lists under one `x-widget` annotation. */
function widgetPathsOf(schemas: readonly AnySchemaObject[], annotation: 'words' | 'routes'): Map<string, string[]> {
  return new Map(
    schemas.flatMap((schema) => {
      const type = typeof schema.$id === 'string' ? /^widgets\/(\w+)\.schema\.json$/.exec(schema.$id)?.[1] : undefined;
      const paths = isPlainObject(schema['x-widget']) ? schema['x-widget'][annotation] : undefined;
      return type && Array.isArray(paths)
        ? [[type, paths.filter((path): path is string => typeof path === 'string')]]
        : [];
    }),
  );
}

/** `widgets/Text.schema.json` → Text → the props that hold words (its `x-widget.words`). */
export const widgetWordsOf = (schemas: readonly AnySchemaObject[]) => widgetPathsOf(schemas, 'words');

/** `widgets/SiteLayout.schema.json` → SiteLayout → the props that name a route key (its `x-widget.routes`). */
export const widgetRoutesOf = (schemas: readonly AnySchemaObject[]) => widgetPathsOf(schemas, 'routes');

const URL_RULES: readonly string[] = ['link', 'handOff', 'frame', 'image'] satisfies UrlRule[];

/** `widgets/Image.schema.json` → Image → the props that hold a URL and how the widget uses it (`x-widget.urls`). */
export function widgetUrlsOf(schemas: readonly AnySchemaObject[]): Map<string, Record<string, UrlRule>> {
  return new Map(
    schemas.flatMap((schema) => {
      const type = typeof schema.$id === 'string' ? /^widgets\/(\w+)\.schema\.json$/.exec(schema.$id)?.[1] : undefined;
      const urls = isPlainObject(schema['x-widget']) ? schema['x-widget'].urls : undefined;
      if (!type || !isPlainObject(urls)) return [];
      const rules = Object.entries(urls).filter((entry): entry is [string, UrlRule] =>
        URL_RULES.includes(String(entry[1])),
      );
      return [[type, Object.fromEntries(rules)]];
    }),
  );
}

/** `widgets/Text.schema.json` → Text → its properties. */
export function widgetPropsOf(schemas: readonly AnySchemaObject[]): Map<string, Record<string, unknown>> {
  return new Map(
    schemas.flatMap((schema) => {
      const type = typeof schema.$id === 'string' ? /^widgets\/(\w+)\.schema\.json$/.exec(schema.$id)?.[1] : undefined;
      return type && isPlainObject(schema.properties) ? [[type, schema.properties]] : [];
    }),
  );
}

export function projectFacts(documents: ProjectDocuments): ProjectFacts {
  const { manifest, endpoints, endpointSchemas } = documents;
  const routes = isPlainObject(manifest) && isPlainObject(manifest.routes) ? manifest.routes : {};
  const routedPages = new Set(
    Object.values(routes).flatMap((route) =>
      isPlainObject(route) && typeof route.page === 'string' ? [route.page] : [],
    ),
  );
  const catalogue = isPlainObject(endpoints) && isPlainObject(endpoints.endpoints) ? endpoints.endpoints : {};
  const schemas = isPlainObject(endpointSchemas) ? endpointSchemas : {};
  const routeFacts = new Map<string, RouteFacts>(
    Object.entries(routes).flatMap(([key, route]): Array<[string, RouteFacts]> =>
      isPlainObject(route)
        ? [
            [
              key,
              {
                native: typeof route.native === 'string' ? route.native : undefined,
                page: typeof route.page === 'string' ? route.page : undefined,
                query: strings(route.query),
                requiredQuery: strings(route.requiredQuery),
                hashQuery: hashQueries(route.hashRoutes),
                hashRoutes: isPlainObject(route.hashRoutes) ? Object.keys(route.hashRoutes) : [],
              },
            ],
          ]
        : [],
    ),
  );
  const hashRoutesByPage = new Map<string, string[]>();
  for (const route of Object.values(routes))
    if (isPlainObject(route) && typeof route.page === 'string')
      hashRoutesByPage.set(route.page, [
        ...(hashRoutesByPage.get(route.page) ?? []),
        ...(isPlainObject(route.hashRoutes) ? Object.keys(route.hashRoutes) : []),
      ]);
  // The first route on a path is the one the router opens there (a second is reported in pages.json).
  const routePaths = new Map<string, string>();
  for (const [key, route] of Object.entries(routes))
    if (isPlainObject(route) && typeof route.path === 'string' && !routePaths.has(route.path))
      routePaths.set(route.path, key);
  return {
    routes: new Set(Object.keys(routes)),
    routePaths,
    routedPages,
    pageFiles: new Set(documents.pageFiles ?? routedPages),
    endpoints: keysOf(catalogue),
    endpointSchemaIds: keysOf(schemas, ['$schema']),
    contracts: new Map(
      Object.entries(schemas).filter(([id, entry]) => id !== '$schema' && isPlainObject(entry)) as Array<
        [string, Record<string, unknown>]
      >,
    ),
    encodings: new Map(
      Object.entries(catalogue).flatMap(([id, entry]) =>
        isPlainObject(entry) && typeof entry.encoding === 'string' ? [[id, entry.encoding]] : [],
      ),
    ),
    routeFacts,
    hashRoutesByPage,
    widgetProps: widgetPropsOf(documents.schemas),
    widgetWords: widgetWordsOf(documents.schemas),
    widgetRoutes: widgetRoutesOf(documents.schemas),
    inlineWords: documents.catalogues === true,
    acceptsLiteral: documents.acceptsLiteral,
    fragments: documents.fragments ?? {},
    messages: documents.messages ?? {},
    widgetUrls: widgetUrlsOf(documents.schemas),
    unreadable: new Set(documents.unreadable ?? []),
    linkPolicy: linkPolicyOf(documents.env),
  };
}
