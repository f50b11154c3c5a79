// The --content mode: largest contentful paint of every screen the build drew (build/prerender/: the public site, the
// legal pages, the not-found page) on a slow phone (CPU 4x slower), on the local network and on the slow one. A drawn
// screen's text is in its HTML, so its largest paint should not wait for the app's code at all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { largestContentfulPaint } from './measures.mjs';
import { resetSandbox } from './sandbox.mjs';
import { cell, printTable } from './report.mjs';
import { CPU_SLOWDOWN } from './phone.mjs';

/** The address of each drawn HTML file of the build: a route's path, or a path no route has for the not-found page. */
function drawnRoutes(root, dist) {
  const { routes } = JSON.parse(readFileSync(join(root, 'pages.json'), 'utf8'));
  const byFile = new Map();
  for (const route of Object.values(routes)) {
    if (typeof route.path !== 'string') continue;
    const file = route.path === '/' ? 'index.html' : `${route.path.replace(/^\/+|\/+$/g, '')}.html`;
    if (!byFile.has(file)) byFile.set(file, route.path);
  }
  byFile.set('404.html', '/no-such-screen');
  return readdirSync(dist)
    .filter((file) => /^[^.]+\.html$/.test(file) && readFileSync(join(dist, file), 'utf8').includes('data-drawn='))
    .flatMap((file) => (byFile.has(file) ? [byFile.get(file)] : []));
}

export async function runContentBench({ root, dist, browser, base, rounds, problems }) {
  await resetSandbox(base);
  const paths = drawnRoutes(root, dist);
  const lcp = new Map(paths.map((path) => [path, { local: [], slow: [] }]));
  for (let round = 0; round < rounds; round++) {
    console.error(`round ${round + 1}/${rounds}: ${paths.length} drawn screens`);
    for (const path of paths) {
      const url = `${base}${path}`;
      lcp.get(path).local.push((await largestContentfulPaint(browser, url, problems, { network: false })).ms);
      lcp.get(path).slow.push((await largestContentfulPaint(browser, url, problems)).ms);
    }
  }
  console.log(
    `\nnpm run bench:browser -- --content — Chromium at 390x844, CPU ${CPU_SLOWDOWN}x slower, ${rounds} rounds, a fresh context (empty cache) per load`,
  );
  printTable(
    'Largest contentful paint of the drawn screens (ms from navigation start), median (min–max)',
    ['route', 'local network', 'slow network'],
    paths.map((path) => [path, cell(lcp.get(path).local), cell(lcp.get(path).slow)]),
  );
}
