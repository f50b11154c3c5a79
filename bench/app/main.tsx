// The browser benchmark's own entry (never part of the production build): the real app, started exactly as
// main.tsx starts it, plus the pages `npm run bench:browser` generates from the real ones (bench/generated/pages/),
// each at its own route. Its only use is a screen whose order status changes without a reload.
import manifest from '../../pages.json';
import { env } from '../../api/env';
import { pageLoaderOf, type PageModule } from '../../renderer/pageLoader';
import { launchApp } from '../../renderer/launch';
import type { RouteManifest } from '../../schemas/generated/types';
import * as early from 'virtual:early-calls';

const REAL_FOLDER = '../../pages/';
const BENCH_FOLDER = '../generated/pages/';
const realPages = import.meta.glob<PageModule>('../../pages/*.json', { query: '?page' });
const benchPages = import.meta.glob<PageModule>('../generated/pages/*.json', { query: '?page' });
const loadReal = pageLoaderOf(realPages, REAL_FOLDER);
const loadBench = pageLoaderOf(benchPages, BENCH_FOLDER);

// Each generated page is routed at /<its name> (loanDetailBench -> /loanDetailBench), beside the real routes.
const benchRoutes = Object.fromEntries(
  Object.keys(benchPages).map((file) => {
    const name = file.slice(BENCH_FOLDER.length, -'.json'.length);
    return [name, { path: `/${name}`, page: name, title: name, query: ['productId', 'orderId', 'source'] }];
  }),
);

void launchApp(document.getElementById('root')!, {
  manifest: { ...manifest, routes: { ...manifest.routes, ...benchRoutes } } as RouteManifest,
  loadPage: (name) => (`${BENCH_FOLDER}${name}.json` in benchPages ? loadBench(name) : loadReal(name)),
  env,
  early, // the real pages' first reads, as main.tsx starts them
});
