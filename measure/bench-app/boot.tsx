// The browser benchmark's renderer chunk, built like the app's (the root boot.tsx): the renderer with the real pages
// and the pages `npm run bench:browser` generates from them (measure/generated/pages/), each generated page routed at
// /<its name> (loanDetailBench -> /loanDetailBench) beside the real routes.
import { startApp } from '../../renderer/start/startApp';
import { pageLoaderOf, type PageModule } from '../../renderer/start/pageLoader';
import type { BootModule } from '../../renderer/start/launch';

const REAL_FOLDER = '../../pages/';
const BENCH_FOLDER = '../generated/pages/';
const realPages = import.meta.glob<PageModule>('../../pages/*.json', { query: '?page' });
const benchPages = import.meta.glob<PageModule>('../generated/pages/*.json', { query: '?page' });
const loadReal = pageLoaderOf(realPages, REAL_FOLDER);
const loadBench = pageLoaderOf(benchPages, BENCH_FOLDER);

const benchRoutes = Object.fromEntries(
  Object.keys(benchPages).map((file) => {
    const name = file.slice(BENCH_FOLDER.length, -'.json'.length);
    return [name, { path: `/${name}`, page: name, title: name, query: ['productId', 'orderId', 'source'] }];
  }),
);

const isBench = (name: string) => `${BENCH_FOLDER}${name}.json` in benchPages;
const loadPage = Object.assign((name: string) => (isBench(name) ? loadBench(name) : loadReal(name)), {
  loaded: (name: string) => (isBench(name) ? loadBench.loaded?.(name) : loadReal.loaded?.(name)),
});

export const start: BootModule['start'] = (container, { manifest, ...options }) =>
  startApp(container, {
    ...options,
    manifest: { ...manifest, routes: { ...manifest.routes, ...benchRoutes } },
    loadPage,
  });
