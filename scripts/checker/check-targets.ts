// The checks of each kind of project file. Each returns findings for its own file; problems that
// belong to another file (a route naming a missing page) are reported against the file that is wrong.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isBinding } from '../../renderer/expr';
import { childPointer, isPlainObject } from './json-pointer';
import { collectPageSites } from './page-sites';
import { checkExpressions } from './page-expressions';
import { checkReferences, type ProjectNames } from './page-references';
import { checkDataNames, checkValidationRules } from './page-rules';
import { pageFileOf, pageNameOf, type TargetKind } from './project-files';
import type { Finding } from './problem';
import { SCHEMA_IDS, type SchemaCheck } from './schema-check';
import { pageShapeProblem } from '../../renderer/pageLimits';
import { checkBindings, type EndpointContracts } from './page-bindings';
import { checkCallsAndNavigation, type RouteFacts } from './page-calls';
import { checkActionGraph } from './page-graph';
import { applyNotes } from './page-notes';
import { BRIDGE_MESSAGES } from '../../api/bridge';

export interface ProjectFacts extends ProjectNames {
  root: string;
  /** Page names that some web route of pages.json uses. */
  routedPages: ReadonlySet<string>;
  /** The catalogue's endpoint ids and the ids of its request/response schemas. */
  endpointSchemaIds: ReadonlySet<string>;
  /** Each endpoint's request and response schema (api/endpoint-schemas.json). */
  contracts: EndpointContracts;
  /** Each endpoint's body encoding (api/endpoints.json), which decides how literal params are typed. */
  encodings: ReadonlyMap<string, string>;
  /** What each route of pages.json declares. */
  routeFacts: ReadonlyMap<string, RouteFacts>;
}

/**
 * Pages the renderer opens by name rather than through a route (renderer/App.tsx shows notFound for any
 * path no route matches), so they are reachable without a route.
 */
export const PAGES_OPENED_BY_RENDERER: readonly string[] = ['notFound'];

function checkPage(file: string, page: unknown, facts: ProjectFacts, validate: SchemaCheck): Finding[] {
  const sites = collectPageSites(page, isBinding);
  const pageName = pageNameOf(file) ?? '';
  const reachable = facts.routedPages.has(pageName) || PAGES_OPENED_BY_RENDERER.includes(pageName);
  const unrouted: Finding[] = reachable
    ? []
    : [{ code: 'unrouted-page', pointer: '', expected: `a route of pages.json whose page is "${pageName}"`, found: 'no route using this page' }];
  return applyNotes(page, [
    ...validate(SCHEMA_IDS.page, page),
    ...checkReferences(page, sites.references, facts),
    ...checkExpressions(sites.expressions),
    ...checkDataNames(page, sites.expressions),
    ...checkValidationRules(page),
    ...checkBindings(page, sites.expressions, facts.contracts),
    ...checkCallsAndNavigation(sites.actions, facts.contracts, facts.encodings, facts.routeFacts),
    ...checkActionGraph(page, sites.expressions, sites.actions),
    ...unrouted,
  ]);
}

function checkManifest(manifest: unknown, facts: ProjectFacts, validate: SchemaCheck): Finding[] {
  const routes = isPlainObject(manifest) && isPlainObject(manifest.routes) ? manifest.routes : {};
  const missingPages = Object.entries(routes).flatMap(([key, route]): Finding[] => {
    if (!isPlainObject(route) || typeof route.page !== 'string') return [];
    if (existsSync(join(facts.root, pageFileOf(route.page)))) return [];
    return [{ code: 'route-page-missing', pointer: childPointer(childPointer('/routes', key), 'page'), expected: `a page file ${pageFileOf(route.page)}`, found: `${JSON.stringify(route.page)} (no such file)` }];
  });
  const bridge: readonly string[] = BRIDGE_MESSAGES;
  const routeProblems = Object.entries(routes).flatMap(([key, route]): Finding[] => {
    if (!isPlainObject(route)) return [];
    const at = childPointer('/routes', key);
    if (typeof route.native === 'string' && !bridge.includes(route.native)) {
      return [{ code: 'native-message-unknown', pointer: childPointer(at, 'native'), expected: `a message the native bridge knows (${bridge.join(', ')})`, found: JSON.stringify(route.native) }];
    }
    const query = Array.isArray(route.query) ? route.query : [];
    const required = Array.isArray(route.requiredQuery) ? route.requiredQuery : [];
    return required.flatMap((name, index): Finding[] => (query.includes(name) ? [] : [{
      code: 'route-required-undeclared', pointer: childPointer(childPointer(at, 'requiredQuery'), index), expected: `a key of the route's query (${query.join(', ') || 'none'})`, found: JSON.stringify(name),
    }]));
  });
  return [...validate(SCHEMA_IDS.manifest, manifest), ...missingPages, ...routeProblems];
}

function checkEndpointSchemas(document: unknown, facts: ProjectFacts, validate: SchemaCheck): Finding[] {
  const missing = [...facts.endpoints].filter((id) => !facts.endpointSchemaIds.has(id)).map((id): Finding => ({
    code: 'endpoint-schemas-missing', pointer: childPointer('', id), expected: `the request and response schemas of endpoint "${id}" of api/endpoints.json`, found: 'nothing',
  }));
  const extra = [...facts.endpointSchemaIds].filter((id) => !facts.endpoints.has(id)).map((id): Finding => ({
    code: 'endpoint-schemas-extra', pointer: childPointer('', id), expected: 'an endpoint id of api/endpoints.json', found: JSON.stringify(id),
  }));
  return [...validate(SCHEMA_IDS.endpointSchemas, document), ...missing, ...extra];
}

export function checkTarget(kind: TargetKind, file: string, document: unknown, facts: ProjectFacts, validate: SchemaCheck): Finding[] {
  // Caps before validation (renderer/pageLimits.ts): the validator and the walkers recurse once per level.
  const shape = pageShapeProblem(document);
  if (shape) return [shape];
  try {
    return checkKind(kind, file, document, facts, validate);
  } catch (error) {
    // One line, never a stack trace (which for the generated validator prints its whole source).
    return [{ pointer: '', expected: 'a file the checker can read', found: `${error instanceof Error ? error.name : 'an error'} while checking` }];
  }
}

function checkKind(kind: TargetKind, file: string, document: unknown, facts: ProjectFacts, validate: SchemaCheck): Finding[] {
  switch (kind) {
    case 'page': return checkPage(file, document, facts, validate);
    case 'manifest': return checkManifest(document, facts, validate);
    case 'env': return validate(SCHEMA_IDS.env, document);
    case 'endpoints': return validate(SCHEMA_IDS.endpoints, document);
    case 'endpointSchemas': return checkEndpointSchemas(document, facts, validate);
  }
}
