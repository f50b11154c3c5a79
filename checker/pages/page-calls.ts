// Calls against the endpoints' request schemas, and navigation against the route manifest. Only what a
// page states literally is judged: params or a query given as one {{ binding }} and values computed at run
// time are left alone; a request schema with `additionalProperties` allowed accepts any extra param.
import { childPointer, describeValue, isPlainObject } from '../read/json-pointer';
import { possessive } from '../types/contract';
import { didYouMean, nameFixOf, nearest } from '../suggest';
import type { EndpointContracts } from './page-bindings';
import type { ActionSite } from './page-sites';
import type { Finding } from '../problem';
import { declaresQueryKey, QUERY_MIRRORS as MIRRORS } from '../links/page-query';

export interface RouteFacts {
  native?: string;
  /** The page a web route opens. */
  page?: string;
  query: string[];
  requiredQuery: string[];
  /** The query keys each hash sub-page declares (hashRoutes), where it declares them. */
  hashQuery: ReadonlyMap<string, string[]>;
  /** The hash sub-pages it declares (hashRoutes' keys). */
  hashRoutes: readonly string[];
}

/**
 * Whether a request schema accepts a literal, coercing it as the server does when `coerce` (form, query and
 * multipart values travel as text). It compiles validators, so only the Node part has one; without it the
 * type of literal params is not judged (the strict CSP of the browser forbids run-time code).
 */
export type LiteralCheck = (schema: Record<string, unknown>, value: unknown, coerce: boolean) => boolean;

/** A literal param: anything but a string holding {{ }} (whole binding or template), searched in depth. */
function isLiteral(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('{{');
  if (Array.isArray(value)) return value.every(isLiteral);
  if (isPlainObject(value)) return Object.values(value).every(isLiteral);
  return true;
}

function checkCall(
  site: ActionSite,
  contracts: EndpointContracts,
  encodings: ReadonlyMap<string, string>,
  accepts?: LiteralCheck,
): Finding[] {
  const { action, pointer } = site;
  const endpoint = typeof action.endpoint === 'string' ? action.endpoint : '';
  const request = contracts.get(endpoint)?.request;
  if (!isPlainObject(request)) return [];
  const params = action.params ?? {};
  if (!isPlainObject(params)) return []; // one binding for the whole object: known only at run time
  const properties = isPlainObject(request.properties) ? request.properties : {};
  const declared = Object.keys(properties);
  const findings: Finding[] = [];
  const required = Array.isArray(request.required) ? (request.required as string[]) : [];
  const missing = required.filter((name) => !(name in params));
  if (missing.length) {
    findings.push({
      code: 'call-param-missing',
      pointer: childPointer(pointer, action.params ? 'params' : 'endpoint'),
      expected: `the parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')} that ${possessive(endpoint)} request requires`,
      found: action.params ? `params without ${missing.join(', ')}` : 'no params',
    });
  }
  const open = request.additionalProperties !== undefined && request.additionalProperties !== false;
  for (const [name, value] of Object.entries(params)) {
    const at = childPointer(childPointer(pointer, 'params'), name);
    const schema = properties[name];
    if (schema === undefined) {
      if (!open && (declared.length || request.additionalProperties === false)) {
        const such = declared.length ? ` such as ${nearest(name, declared).join(', ')}` : ' (it declares none)';
        const hint = didYouMean(name, declared);
        findings.push({
          code: 'call-param-unknown',
          pointer: at,
          atKey: true,
          expected: `a parameter of ${possessive(endpoint)} request${such}`,
          found: JSON.stringify(name),
          ...(hint ? { hint } : {}),
          ...nameFixOf(hint),
        });
      }
    } else if (
      isPlainObject(schema) &&
      isLiteral(value) &&
      accepts &&
      !accepts(schema, value, encodings.get(endpoint) !== 'json')
    ) {
      const type =
        schema.const !== undefined
          ? `the value ${JSON.stringify(schema.const)}`
          : Array.isArray(schema.enum)
            ? `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`
            : `a value of type ${Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any')}`;
      findings.push({
        code: 'call-param-type',
        pointer: at,
        expected: `${type} for ${possessive(endpoint)} parameter ${name}`,
        found: describeValue(value),
      });
    }
  }
  return findings;
}

/** A key written in another letter case than the project's own spelling of it (orderID for orderId). */
const caseSlip = (key: string, known: readonly string[]) =>
  known.find((name) => name !== key && name.toLowerCase() === key.toLowerCase());

/**
 * A native route's query is its payload: the app reads it, so the checker knows no list of keys. A key that the
 * project spells otherwise in every route (orderID where routes declare orderId) is still a slip the app will miss.
 */
function checkNativeQuery(site: ActionSite, query: Record<string, unknown>, routes: ReadonlyMap<string, RouteFacts>) {
  const known = [...new Set([...routes.values()].flatMap((route) => route.query))];
  return Object.keys(query).flatMap((key): Finding[] => {
    const spelling = caseSlip(key, known);
    return spelling
      ? [
          {
            code: 'navigate-query-unknown',
            pointer: childPointer(childPointer(site.pointer, 'query'), key),
            atKey: true,
            expected: `a query key spelt as the routes of pages.json spell it (${spelling})`,
            found: JSON.stringify(key),
            hint: `did you mean "${spelling}"? query keys are case-sensitive`,
          },
        ]
      : [];
  });
}

function checkNavigate(site: ActionSite, routes: ReadonlyMap<string, RouteFacts>): Finding[] {
  const { action, pointer } = site;
  const route = typeof action.route === 'string' ? routes.get(action.route) : undefined;
  const query = action.query ?? {};
  if (!route || !isPlainObject(query)) return []; // unknown routes are reported elsewhere
  if (route.native) return checkNativeQuery(site, query, routes);
  const has = (key: string) => key in query || (MIRRORS[key] !== undefined && MIRRORS[key] in query);
  const declared = (key: string) => declaresQueryKey(route.query, key);
  const findings: Finding[] = Object.keys(query)
    .filter((key) => !declared(key))
    .map((key) => {
      const spelling = caseSlip(key, route.query);
      const hint = spelling
        ? `did you mean "${spelling}"? query keys are case-sensitive`
        : didYouMean(key, route.query);
      return {
        code: 'navigate-query-unknown' as const,
        pointer: childPointer(childPointer(pointer, 'query'), key),
        atKey: true,
        expected: route.query.length
          ? `a query key the route "${String(action.route)}" declares (${route.query.join(', ')})`
          : `no query: the route "${String(action.route)}" declares none`,
        found: JSON.stringify(key),
        ...(hint ? { hint } : {}),
        ...nameFixOf(hint),
      };
    });
  // A hash sub-page the route does not declare is a sub-page the page has nothing for (a blank promotion page). `''`
  // is the main view; a hash computed with {{ }} is not judged.
  const hash = action.hash;
  if (typeof hash === 'string' && hash !== '' && !hash.includes('{{') && !route.hashRoutes.includes(hash)) {
    const hint = didYouMean(hash, route.hashRoutes);
    findings.push({
      ...(hint ? { hint } : {}),
      ...nameFixOf(hint),
      code: 'unknown-hash-route',
      pointer: childPointer(pointer, 'hash'),
      expected: route.hashRoutes.length
        ? `a hash sub-page the route "${String(action.route)}" declares in hashRoutes (${route.hashRoutes.join(', ')}), or "" for its main view`
        : `no hash: the route "${String(action.route)}" declares no hashRoutes ("" is its main view)`,
      found: JSON.stringify(hash),
    });
  }
  // A hash sub-page's own query (navigate `hash` + `hashQuery`) against what that sub-page declares.
  const hashDeclared = typeof action.hash === 'string' ? route.hashQuery.get(action.hash) : undefined;
  if (hashDeclared && isPlainObject(action.hashQuery)) {
    for (const key of Object.keys(action.hashQuery).filter((name) => !hashDeclared.includes(name))) {
      const hint = didYouMean(key, hashDeclared);
      findings.push({
        ...(hint ? { hint } : {}),
        ...nameFixOf(hint),
        code: 'navigate-query-unknown',
        pointer: childPointer(childPointer(pointer, 'hashQuery'), key),
        atKey: true,
        expected: `a query key the hash route "${String(action.hash)}" of "${String(action.route)}" declares (${hashDeclared.join(', ') || 'none'})`,
        found: JSON.stringify(key),
      });
    }
  }
  const missing = route.requiredQuery.filter((key) => !has(key));
  if (missing.length) {
    findings.push({
      code: 'navigate-query-missing',
      pointer: childPointer(pointer, action.query ? 'query' : 'route'),
      expected: `the query key${missing.length > 1 ? 's' : ''} ${missing.join(', ')} that the route "${String(action.route)}" requires`,
      found: action.query ? `a query without ${missing.join(', ')}` : 'no query',
    });
  }
  return findings;
}

/**
 * One `as` given to calls of different endpoints: each answer replaces the other in data.<as> and state.calls.<as>, so
 * a failed save wipes the form its first call filled and the page's words for the first call's failure show ("card
 * list failed"). A warning (two reads of one endpoint's answer in turn may be meant), at each call after the first.
 */
function sharedNames(actions: readonly ActionSite[]): Finding[] {
  const first = new Map<string, string>();
  return actions.flatMap(({ action, pointer }): Finding[] => {
    if (action.do !== 'call' || typeof action.as !== 'string' || typeof action.endpoint !== 'string') return [];
    const before = first.get(action.as);
    if (before === undefined) first.set(action.as, action.endpoint);
    if (before === undefined || before === action.endpoint) return [];
    return [
      {
        code: 'call-as-shared',
        pointer: childPointer(pointer, 'as'),
        expected: `an "as" of its own for the call of ${action.endpoint}`,
        found: `"as": ${JSON.stringify(action.as)}, which the call of ${before} uses too: each answer replaces the other in data.${action.as} and state.calls.${action.as}`,
        hint: `give it its own name (${JSON.stringify(`${action.as}${action.endpoint[0].toUpperCase()}${action.endpoint.slice(1)}`)}), and read that name where its answer is shown`,
      },
    ];
  });
}

export function checkCallsAndNavigation(
  actions: readonly ActionSite[],
  contracts: EndpointContracts,
  encodings: ReadonlyMap<string, string>,
  routes: ReadonlyMap<string, RouteFacts>,
  accepts?: LiteralCheck,
): Finding[] {
  return [
    ...actions.flatMap((site) => {
      if (site.action.do === 'call') return checkCall(site, contracts, encodings, accepts);
      if (site.action.do === 'navigate') return checkNavigate(site, routes);
      return [];
    }),
    ...sharedNames(actions),
  ];
}
