// `npx tsx checker/node/bench.ts [runs]`: how long the page checker takes over the whole project —
// the first run (what a cold `npm run check:pages` pays after start-up) and then warm runs (the build
// plugin, --watch). Wall time and CPU time both, since on a shared machine wall time mostly measures the
// neighbours. It reports; it never fails.
import { performance } from 'node:perf_hooks';
import { checkProject } from './index';
import { allProjectFiles } from './project-files';
import { repositoryRoot } from './schema-loader.mjs';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const startupCpu = cpuMs(); // node, tsx and the checker's imports, before any check
const runs = Number(process.argv[2] ?? 10);

async function timed(): Promise<{ wall: number; cpu: number }> {
  const wall = performance.now();
  const cpu = cpuMs();
  await checkProject();
  return { wall: performance.now() - wall, cpu: cpuMs() - cpu };
}

const first = await timed();
const warm: Array<{ wall: number; cpu: number }> = [];
for (let i = 0; i < runs; i += 1) warm.push(await timed());
const median = (key: 'wall' | 'cpu') => warm.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(warm.length / 2)];
const files = allProjectFiles(repositoryRoot).length;
console.log(`${files} files`);
console.log(`start-up (node + tsx + imports): ${startupCpu.toFixed(0)} ms CPU`);
console.log(`first run: ${first.wall.toFixed(0)} ms wall, ${first.cpu.toFixed(0)} ms CPU`);
console.log(`warm runs: median ${median('wall').toFixed(0)} ms wall, ${median('cpu').toFixed(0)} ms CPU over ${runs}`);
console.log(`a cold \`npm run check:pages\`: about ${(startupCpu + first.cpu).toFixed(0)} ms CPU`);
