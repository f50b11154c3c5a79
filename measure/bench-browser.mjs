// `npm run bench:browser`: our renderer beside a hand-written React twin (measure/twin), in Chromium at a phone's size
// with the CPU slowed 4x. It reports and never fails on a number; it is no part of `npm test`.
//   npm run bench:browser                      first render, 100 status changes, a keystroke, growth, heap, JS size
//   npm run bench:browser -- --network         largest contentful paint of every borrower route on a slow network
//   npm run bench:browser -- --content         largest contentful paint of every screen drawn at build time
//   options: --rounds N (default 7; 3 with --network), --no-build (reuse the last run's builds),
//            --routes /loanDetail,/bindBank (with --network: only these routes)
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildAll, outDirs } from './bench-browser/build.mjs';
import { startServer } from './bench-browser/server.mjs';
import { launchBrowser } from './bench-browser/phone.mjs';
import { runPhoneBench } from './bench-browser/phoneBench.mjs';
import { runNetworkBench } from './bench-browser/networkBench.mjs';
import { runContentBench } from './bench-browser/contentBench.mjs';

const root = resolve(import.meta.dirname, '..');
const BENCH_PAGES = ['loanDetailBench'];

function parseArgs(argv) {
  const options = {
    network: argv.includes('--network'),
    content: argv.includes('--content'),
    build: !argv.includes('--no-build'),
    rounds: undefined,
  };
  const at = argv.indexOf('--rounds');
  if (at >= 0) options.rounds = Number(argv[at + 1]);
  if (options.rounds !== undefined && !(Number.isInteger(options.rounds) && options.rounds > 0))
    throw new Error('--rounds wants a whole number above 0');
  options.rounds ??= options.network || options.content ? 3 : 7;
  const routesAt = argv.indexOf('--routes');
  options.only =
    routesAt >= 0
      ? String(argv[routesAt + 1] ?? '')
          .split(',')
          .filter(Boolean)
      : undefined;
  return options;
}

const options = parseArgs(process.argv.slice(2));
const dirs = outDirs(root);
if (options.build || !existsSync(dirs.twin)) {
  console.error(`Building the production app, the bench entry and the twin into ${dirs.app} …`);
  await buildAll(root);
}
const server = await startServer(root, dirs, BENCH_PAGES);
const browser = await launchBrowser();
const problems = [];
try {
  if (options.content)
    await runContentBench({ root, dist: dirs.app, browser, base: server.base, rounds: options.rounds, problems });
  else if (options.network)
    await runNetworkBench({ root, browser, base: server.base, rounds: options.rounds, problems, only: options.only });
  else await runPhoneBench({ browser, base: server.base, dirs, rounds: options.rounds, problems });
  // Errors on either side make its numbers suspect: say so rather than hide them.
  const counts = new Map();
  for (const problem of problems) counts.set(problem, (counts.get(problem) ?? 0) + 1);
  if (counts.size)
    console.log(`\nProblems seen in the pages:\n${[...counts].map(([text, n]) => `  ${n}x ${text}`).join('\n')}`);
} finally {
  await browser.close();
  await server.close();
}
