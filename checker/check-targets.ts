// The checks of each kind of project file. Each returns findings for its own file; problems that
// belong to another file (a route naming a missing page) are reported against the file that is wrong.
import { childPointer, isPlainObject } from './read/json-pointer';
import { catalogueLocaleOf, ENDPOINTS_FILE, pageFileOf, pageNameOf, SCHEMA_IDS, type TargetKind } from './targets';
import { checkCatalogueDocument } from './words/catalogue-findings';
import { routeQueryFinding } from './links/page-query';
import { didYouMean, nameFixOf } from './suggest';
import type { Finding, SchemaCheck } from './problem';
import { pageShapeProblem } from './read/page-limits';
import { checkPageDocument, type ProjectFacts } from './pages/page-check';
import { BRIDGE_MESSAGES } from '../api/bridge';
import { checkExpanded, checkFragmentDocument } from './pages/fragment-check';

export { PAGES_OPENED_BY_RENDERER, type ProjectFacts } from './pages/page-check';

type Routes = Record<string, unknown>;

function missingPages(routes: Routes, facts: ProjectFacts): Finding[] {
  return Object.entries(routes).flatMap(([key, route]): Finding[] => {
    if (!isPlainObject(route) || typeof route.page !== 'string' || facts.pageFiles.has(route.page)) return [];
    return [
      {
        code: 'route-page-missing',
        pointer: childPointer(childPointer('/routes', key), 'page'),
        expected: `a page file ${pageFileOf(route.page)}`,
        found: `${JSON.stringify(route.page)} (no such file)`,
      },
    ];
  });
}

/** Two routes on one path: the router opens the first, so the other page can never be reached by its path. */
function duplicatePaths(routes: Routes): Finding[] {
  const first = new Map<string, { key: string; page: unknown }>();
  return Object.entries(routes).flatMap(([key, route]): Finding[] => {
    if (!isPlainObject(route) || typeof route.path !== 'string') return [];
    const earlier = first.get(route.path);
    if (!earlier) {
      first.set(route.path, { key, page: route.page });
      return [];
    }
    if (earlier.page === route.page) return [];
    return [
      {
        code: 'route-path-duplicate',
        pointer: childPointer(childPointer('/routes', key), 'path'),
        expected: 'a path no other route uses',
        found: `${JSON.stringify(route.path)}, also the path of the route "${earlier.key}" (page ${JSON.stringify(earlier.page)})`,
        hint: `give one of the routes another path; the router opens "${earlier.key}" there`,
      },
    ];
  });
}

function routeProblems(routes: Routes): Finding[] {
  const bridge: readonly string[] = BRIDGE_MESSAGES;
  return Object.entries(routes).flatMap(([key, route]): Finding[] => {
    if (!isPlainObject(route)) return [];
    const at = childPointer('/routes', key);
    if (typeof route.native === 'string' && !bridge.includes(route.native)) {
      const hint = didYouMean(route.native, bridge);
      return [
        {
          ...(hint ? { hint } : {}),
          ...nameFixOf(hint),
          code: 'native-message-unknown',
          pointer: childPointer(at, 'native'),
          expected: `a message the native bridge knows (${bridge.join(', ')})`,
          found: JSON.stringify(route.native),
        },
      ];
    }
    const query = Array.isArray(route.query) ? route.query : [];
    const required = Array.isArray(route.requiredQuery) ? route.requiredQuery : [];
    return required.flatMap((name, index): Finding[] => {
      if (query.includes(name)) return [];
      const hint =
        typeof name === 'string'
          ? didYouMean(
              name,
              query.filter((key) => typeof key === 'string'),
            )
          : undefined;
      return [
        {
          code: 'route-required-undeclared',
          pointer: childPointer(childPointer(at, 'requiredQuery'), index),
          expected: `a key of the route's query (${query.join(', ') || 'none'})`,
          found: JSON.stringify(name),
          ...(hint ? { hint } : {}),
          ...nameFixOf(hint),
        },
      ];
    });
  });
}

/** Each web route against what its page reads: a key dropped from `query` is reported here and at the reads. */
function routeQueries(routes: Routes, facts: ProjectFacts): Finding[] {
  if (!facts.queryKeysOf) return [];
  return Object.entries(routes).flatMap(([key, route]) => {
    if (!isPlainObject(route) || typeof route.page !== 'string') return [];
    const read = facts.queryKeysOf?.(route.page);
    const query = Array.isArray(route.query) ? route.query.filter((name) => typeof name === 'string') : [];
    return read ? routeQueryFinding(key, { page: route.page, query, hasQuery: 'query' in route }, read) : [];
  });
}

function checkManifest(manifest: unknown, facts: ProjectFacts, validate: SchemaCheck): Finding[] {
  const routes = isPlainObject(manifest) && isPlainObject(manifest.routes) ? manifest.routes : {};
  return [
    ...validate(SCHEMA_IDS.manifest, manifest),
    ...missingPages(routes, facts),
    ...duplicatePaths(routes),
    ...routeProblems(routes),
    ...routeQueries(routes, facts),
  ];
}

function checkEndpointSchemas(document: unknown, facts: ProjectFacts, validate: SchemaCheck): Finding[] {
  if (facts.unreadable.has(ENDPOINTS_FILE)) return validate(SCHEMA_IDS.endpointSchemas, document);
  const missing = [...facts.endpoints]
    .filter((id) => !facts.endpointSchemaIds.has(id))
    .map((id): Finding => ({
      code: 'endpoint-schemas-missing',
      pointer: childPointer('', id),
      expected: `the request and response schemas of endpoint "${id}" of api/endpoints.json`,
      found: 'nothing',
    }));
  const extra = [...facts.endpointSchemaIds]
    .filter((id) => !facts.endpoints.has(id))
    .map((id): Finding => ({
      code: 'endpoint-schemas-extra',
      pointer: childPointer('', id),
      expected: 'an endpoint id of api/endpoints.json',
      found: JSON.stringify(id),
    }));
  return [...validate(SCHEMA_IDS.endpointSchemas, document), ...missing, ...extra];
}

export function checkTarget(
  kind: TargetKind,
  file: string,
  document: unknown,
  facts: ProjectFacts,
  validate: SchemaCheck,
): Finding[] {
  // Caps before validation (read/page-limits.ts): the validator and the walkers recurse once per level.
  const shape = pageShapeProblem(document);
  if (shape) return [shape];
  try {
    return checkKind(kind, file, document, facts, validate);
  } catch (error) {
    // One line, never a stack trace (which for the generated validator prints its whole source).
    return [
      {
        pointer: '',
        expected: 'a file the checker can read',
        found: `${error instanceof Error ? error.name : 'an error'} while checking`,
      },
    ];
  }
}

function checkKind(
  kind: TargetKind,
  file: string,
  document: unknown,
  facts: ProjectFacts,
  validate: SchemaCheck,
): Finding[] {
  switch (kind) {
    case 'page':
      return checkExpanded(
        document,
        facts.fragments,
        (page) => checkPageDocument(page, facts, validate, pageNameOf(file)),
        facts.unreadable,
      );
    case 'fragment':
      return checkFragmentDocument(document, validate);
    case 'manifest':
      return checkManifest(document, facts, validate);
    case 'env':
      return validate(SCHEMA_IDS.env, document);
    case 'endpoints':
      return validate(SCHEMA_IDS.endpoints, document);
    case 'endpointSchemas':
      return checkEndpointSchemas(document, facts, validate);
    case 'catalogue':
      return checkCatalogueDocument(catalogueLocaleOf(file) ?? '', document, facts.messages);
  }
}
