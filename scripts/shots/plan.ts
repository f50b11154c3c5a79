// What `npm run shots` will photograph: its arguments read, the page file or route resolved against pages.json, each
// scenario id looked up in the sandbox's catalogue. Pure (the file system is passed in), so a unit test drives it.
import { basename, resolve } from 'node:path';
import { SANDBOX_SCENARIOS, scenarioQuery, scenariosOfRoute } from '../../sandbox/scenarioCatalogue';
import { exampleAddress } from '../operator-reference/routes';

export const USAGE = `Usage: npm run shots -- <pages/x.json | other/file.json | routeKey> [--scenario <id>]... [--query <a=1&b=2>]...
                     [--route <routeKey>] [--out <folder>] [--base <http://host:port>]
  A file in pages/ opens at its route; any other page file opens in the page lab's preview (/testPreview/lab).
  --scenario picks a sandbox scenario by id (docs/operator-reference.md, "Sandbox scenarios"); --query gives the query
  yourself. Without either, the route's example address. --base uses a running server (npm start) instead of
  starting one.`;

export interface ShotArgs {
  target: string;
  scenarios: string[];
  queries: string[];
  route?: string;
  out?: string;
  base?: string;
}

export class ShotsUsageError extends Error {}

const VALUE_FLAGS = new Set(['--scenario', '--query', '--route', '--out', '--base']);

export function parseShotArgs(argv: readonly string[]): ShotArgs {
  const args: ShotArgs = { target: '', scenarios: [], queries: [] };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    const [flag, inline] =
      word.startsWith('--') && word.includes('=')
        ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]
        : [word, undefined];
    if (VALUE_FLAGS.has(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') throw new ShotsUsageError(`${flag} needs a value`);
      if (flag === '--scenario') args.scenarios.push(value);
      else if (flag === '--query') args.queries.push(value.replace(/^\?/, ''));
      else args[flag.slice(2) as 'route' | 'out' | 'base'] = value;
    } else if (word.startsWith('--')) {
      throw new ShotsUsageError(`unknown option ${word}`);
    } else if (args.target) {
      throw new ShotsUsageError(`one page file or route at a time (got ${args.target} and ${word})`);
    } else args.target = word;
  }
  if (!args.target) throw new ShotsUsageError('name a page file or a route key');
  return args;
}

export interface Shot {
  /** The PNG's name, without .png. */
  name: string;
  /** The query string, without "?". */
  query: string;
}

export interface ShotPlan {
  /** 'route': the app's own address; 'lab': the page text previewed in the page lab. */
  mode: 'route' | 'lab';
  route: string;
  /** The route's path (route mode). */
  path: string;
  /** The page file (lab mode: its text is previewed). */
  file?: string;
  shots: Shot[];
}

/** The route manifest's entries as read here: web routes have a path and a page, native ones neither. */
type Routes = Readonly<Record<string, { path?: string; page?: string; native?: string } | undefined>>;

const safeName = (text: string) => text.replace(/[^\w.-]+/g, '_').slice(0, 80);

function lookUp(route: string, id: string): Shot {
  const scenario = scenariosOfRoute(route).find((candidate) => candidate.id.toLowerCase() === id.toLowerCase());
  if (!scenario) {
    const known = scenariosOfRoute(route).map((candidate) => candidate.id);
    const elsewhere = [
      ...new Set(
        SANDBOX_SCENARIOS.filter((candidate) => candidate.id.toLowerCase() === id.toLowerCase()).map(
          (candidate) => candidate.route,
        ),
      ),
    ];
    throw new ShotsUsageError(
      `no sandbox scenario "${id}" for route ${route}${known.length ? `; its scenarios: ${known.join(', ')}` : ' (it has none; use --query)'}${elsewhere.length ? `; "${id}" is a scenario of ${elsewhere.join(', ')}` : ''}`,
    );
  }
  return { name: `${route}-${safeName(scenario.id)}`, query: scenarioQuery(scenario) };
}

/** The route a page file or key stands for: --route, the key itself, or the first route serving that page name. */
function routeOf(args: ShotArgs, routes: Routes, pageName: string | undefined): string {
  const candidates = Object.entries(routes)
    .filter(([, entry]) => entry?.path && (entry.page === pageName || false))
    .map(([key]) => key);
  if (args.route) {
    if (!routes[args.route]?.path) throw new ShotsUsageError(`--route ${args.route} is not a web route of pages.json`);
    return args.route;
  }
  if (candidates.length === 0)
    throw new ShotsUsageError(
      `no route serves a page named ${pageName}: give --route <routeKey> for the query it will get`,
    );
  // A page several routes serve: the one with scenarios for the ids asked, else the first.
  return (
    candidates.find((key) =>
      args.scenarios.every((id) => scenariosOfRoute(key).some((s) => s.id.toLowerCase() === id.toLowerCase())),
    ) ?? candidates[0]
  );
}

export function planShots(
  args: ShotArgs,
  { root, routes, exists }: { root: string; routes: Routes; exists(path: string): boolean },
): ShotPlan {
  const isFile = args.target.endsWith('.json') || args.target.includes('/');
  let mode: ShotPlan['mode'] = 'route';
  let route: string;
  let file: string | undefined;
  if (isFile) {
    file = resolve(args.target);
    if (!exists(file)) throw new ShotsUsageError(`no such file: ${args.target}`);
    const pageName = basename(file, '.json');
    const bundled = file === resolve(root, 'pages', `${pageName}.json`);
    mode = bundled ? 'route' : 'lab';
    route = routeOf(args, routes, pageName);
  } else {
    if (!routes[args.target]?.path)
      throw new ShotsUsageError(`${args.target} is neither a page file nor a web route of pages.json`);
    route = args.target;
  }
  const shots = [
    ...args.scenarios.map((id) => lookUp(route, id)),
    ...args.queries.map((query, i) => ({ name: `${route}-query${i + 1}`, query })),
  ];
  if (shots.length === 0)
    shots.push({ name: `${route}-example`, query: (exampleAddress(route) ?? '').replace(/^[^?]*\??/, '') });
  return { mode, route, path: routes[route]!.path!, file, shots };
}
