// Which page file serves which address (pages.json), with an address that opens each with sandbox data.
import manifest from '../../pages.json' with { type: 'json' };
import { payUrlFor } from '../../sandbox/fixtures/repayment';
import { ANY_OTHER_ID, scenarioQuery, scenariosOfRoute } from '../../sandbox/scenarioCatalogue';
import { EXAMPLE_QUERIES } from '../example-queries';
import { code, table } from './markdown';

interface RouteEntry {
  path?: string;
  page?: string;
  native?: string;
  payload?: unknown;
  query?: string[];
  requiredQuery?: string[];
  hashRoutes?: Record<string, { path: string; query?: string[] }>;
}

export const ROUTES = manifest.routes as Record<string, RouteEntry>;

/** Screens whose query no shared example nor sandbox scenario fills (scripts/example-queries.ts feeds other tests). */
const MORE_EXAMPLES: Record<string, string> = {
  repayChoose: '?productId=P001&orderId=ORD174&amount=5682.50',
  repaymentOfCode: payUrlFor('90101', '5682.50').replace(/^[^?]*/, ''),
  loanAgreement: '?productId=P001',
  error: '?message=Something%20went%20wrong',
  bindCard: EXAMPLE_QUERIES.bindBank,
};

/** Path and query that open a web route with sandbox data: a shared example, else its sandbox default, else its first scenario. */
export function exampleAddress(routeKey: string): string | undefined {
  const route = ROUTES[routeKey];
  if (!route?.path) return undefined;
  const scenarios = scenariosOfRoute(routeKey);
  const scenario = scenarios.find((candidate) => candidate.id === ANY_OTHER_ID) ?? scenarios[0];
  const query = EXAMPLE_QUERIES[routeKey] ?? MORE_EXAMPLES[routeKey] ?? (scenario ? `?${scenarioQuery(scenario)}` : '');
  return `${route.path}${query}`;
}

export function routesChapter(): string {
  const web = Object.entries(ROUTES).filter(([, route]) => route.path);
  const native = Object.entries(ROUTES).filter(([, route]) => route.native);
  const webRows = web.map(([key, route]) => [
    code(key),
    code(`pages/${route.page}.json`),
    (route.query ?? [])
      .map((name) => (route.requiredQuery?.includes(name) ? `${code(name)} (required)` : code(name)))
      .join(', '),
    code(exampleAddress(key) ?? ''),
  ]);
  const hashRows = web.flatMap(([key, route]) =>
    Object.entries(route.hashRoutes ?? {}).map(([hash, entry]) => [
      code(key),
      code(hash),
      code(`${route.path}#${entry.path}`),
      (entry.query ?? []).map(code).join(', '),
    ]),
  );
  const nativeRows = native.map(([key, route]) => [
    code(key),
    code(String(route.native)),
    route.payload ? code(JSON.stringify(route.payload)) : '',
  ]);
  return [
    '## Routes',
    'The route manifest `pages.json` maps each address to a page file; `navigate` names the route key. Open an example address on `npm start` (http://127.0.0.1:5173) or `npm run preview`; the sandbox answers.',
    table(['route', 'page file', 'query', 'example address'], webRows),
    '### Hash sub-pages',
    table(['route', 'hash', 'address', 'hash query'], hashRows),
    '### Native routes',
    'These open a screen of the native app: `navigate` to them sends the bridge message.',
    table(['route', 'bridge message', 'payload'], nativeRows),
  ].join('\n\n');
}
