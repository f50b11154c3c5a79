// Every screen state the sandbox can show: each route of pages.json once per sandbox scenario that selects what it
// shows (sandbox/scenarioCatalogue.ts), a route without scenarios once with its example query, and each hash sub-page.
// The "Pages/Screens" story offers them as a menu and the visual test pictures every one, so a new route or a new
// fixture scenario is in both without another edit.
import manifest from '../../pages.json';
import { SANDBOX_SCENARIOS, scenarioQuery } from '../../sandbox/scenarioCatalogue';
import { EXAMPLE_QUERIES } from '../../scripts/example-queries';

export interface Screen {
  /** Letters, digits, `_` and `-` only, so it can stand in a Storybook URL (`&args=screen:<key>`). */
  key: string;
  /** The route key of pages.json. */
  route: string;
  /** The in-app URL that opens it. */
  url: string;
  /** What it shows, in a tester's words. */
  title: string;
}

interface RouteEntry {
  path?: string;
  title?: string;
  hashRoutes?: Record<string, { path: string }>;
}

const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '-');

function screensOf(route: string, entry: RouteEntry & { path: string }): Screen[] {
  const scenarios = SANDBOX_SCENARIOS.filter((scenario) => scenario.route === route);
  const main: Screen[] = scenarios.length
    ? scenarios.map((scenario) => ({
        key: safe(`${route}_${scenario.id}`),
        route,
        url: `${entry.path}?${scenarioQuery(scenario)}`,
        title: `${entry.title ?? route}: ${scenario.gives}`,
      }))
    : [{ key: safe(route), route, url: `${entry.path}${EXAMPLE_QUERIES[route] ?? ''}`, title: entry.title ?? route }];
  // A hash sub-page opens over the route's example screen, as a link to it would (the first scenario may be a
  // failure: the promotion's broken template showed its error instead of the download page).
  const over = EXAMPLE_QUERIES[route] !== undefined ? `${entry.path}${EXAMPLE_QUERIES[route]}` : main[0].url;
  const hashes = Object.entries(entry.hashRoutes ?? {}).map(([name, hash]) => ({
    key: safe(`${route}_${name}`),
    route,
    url: `${over}#${hash.path}`,
    title: `${entry.title ?? route}: ${name}`,
  }));
  return [...main, ...hashes];
}

export const SCREENS: readonly Screen[] = Object.entries(manifest.routes as Record<string, RouteEntry>).flatMap(
  ([route, entry]) => (entry.path === undefined ? [] : screensOf(route, { ...entry, path: entry.path })),
);

export const screenByKey = (key: string): Screen | undefined => SCREENS.find((screen) => screen.key === key);
