// `npx tsx scripts/checker/bench.ts [runs]`: how long the page checker takes over the whole project —
// the first run (schemas compiled, as on a cold `npm run check:pages`) and then warm runs (as in the build
// plugin or an editor that keeps the process). It reports; it never fails.
import { performance } from 'node:perf_hooks';
import { checkProject } from './index';
import { allProjectFiles } from './project-files';
import { repositoryRoot } from './schema-loader.mjs';

const runs = Number(process.argv[2] ?? 10);
const started = performance.now();
await checkProject();
const cold = performance.now() - started;
const warm: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const t = performance.now();
  await checkProject();
  warm.push(performance.now() - t);
}
warm.sort((a, b) => a - b);
const files = allProjectFiles(repositoryRoot).length;
console.log(`${files} files: first run ${cold.toFixed(0)} ms (schemas compiled), then median ${warm[Math.floor(warm.length / 2)].toFixed(0)} ms over ${runs} runs`);
