// The --network mode: largest contentful paint of every borrower route of pages.json on a slow phone (CPU 4x
// slower) on a slow connection (150 ms, 1.6 Mbps down, 750 Kbps up), ours beside the twin where a twin exists.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { largestContentfulPaint } from './measures.mjs';
import { resetSandbox } from './sandbox.mjs';
import { cell, printTable, ratio } from './report.mjs';
import { CPU_SLOWDOWN, SLOW_NETWORK } from './phone.mjs';

/** Not borrowers' screens: the testers' page and the public site (README "The public site"). */
const NOT_BORROWER = new Set(['/testPreview', '/', '/About', '/User', '/Policy', '/Loan', '/Contact']);
const TWINS = new Set(['/loanDetail', '/bindBank']);

/**
 * The example queries `npm start` prints links with (scripts/serve.ts, or the shared scripts/example-queries.ts):
 * read from the source so both open the same screens with sandbox data.
 */
function exampleQueries(root) {
  for (const file of ['scripts/example-queries.ts', 'scripts/serve.ts']) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const block = /EXAMPLE\w*\s*:[^=]*=\s*\{([^}]*)\}/.exec(readFileSync(path, 'utf8'))?.[1];
    if (block)
      return Object.fromEntries([...block.matchAll(/(\w+):\s*'([^']*)'/g)].map((match) => [match[1], match[2]]));
  }
  return {};
}

function borrowerRoutes(root) {
  const { routes } = JSON.parse(readFileSync(join(root, 'pages.json'), 'utf8'));
  const examples = exampleQueries(root);
  const seen = new Set();
  return Object.entries(routes).flatMap(([key, route]) => {
    if (typeof route.path !== 'string' || NOT_BORROWER.has(route.path) || seen.has(route.path)) return [];
    seen.add(route.path);
    return [{ path: route.path, query: examples[key] ?? '' }];
  });
}

export async function runNetworkBench({ root, browser, base, rounds, problems, only }) {
  await resetSandbox(base);
  // --routes /loanDetail,/bindBank narrows the run (a quick before/after of one change).
  const routes = borrowerRoutes(root).filter((route) => !only || only.includes(route.path));
  const lcp = new Map(routes.map((route) => [route.path, { ours: [], twin: [] }]));
  for (let round = 0; round < rounds; round++) {
    console.error(`round ${round + 1}/${rounds}: ${routes.length} routes on the slow network`);
    for (const { path, query } of routes) {
      lcp.get(path).ours.push((await largestContentfulPaint(browser, `${base}${path}${query}`, problems)).ms);
      if (TWINS.has(path))
        lcp.get(path).twin.push((await largestContentfulPaint(browser, `${base}/__twin${path}${query}`, problems)).ms);
    }
  }
  const kbps = (bytesPerSecond) => Math.round((bytesPerSecond * 8) / 1024);
  console.log(
    `\nnpm run bench:browser -- --network — Chromium at 390x844, CPU ${CPU_SLOWDOWN}x slower, ${SLOW_NETWORK.latency} ms latency, ` +
      `${kbps(SLOW_NETWORK.downloadThroughput)} Kbps down, ${kbps(SLOW_NETWORK.uploadThroughput)} Kbps up, ${rounds} rounds, a fresh context (empty cache) per load`,
  );
  printTable(
    'Largest contentful paint (ms from navigation start), median (min–max)',
    ['route', 'ours', 'twin', 'ours/twin'],
    routes.map(({ path, query }) => {
      const { ours, twin } = lcp.get(path);
      return [`${path}${query}`, cell(ours), twin.length ? cell(twin) : '', twin.length ? ratio(ours, twin) : ''];
    }),
  );
}
