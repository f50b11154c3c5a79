// `npx tsx checker/node/corpus.ts [outDir]`: makes the mutation corpus from the shipped pages and
// prints how many cases of each kind it holds; with outDir, also writes each case's documents there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { generateMutations } from './mutations';
import { repositoryRoot } from './schema-loader.mjs';

const mutations = generateMutations(repositoryRoot);
const outDir = process.argv[2] ? resolve(process.cwd(), process.argv[2]) : undefined;
const byCode = new Map<string, number>();
mutations.forEach((mutation, index) => {
  byCode.set(mutation.code, (byCode.get(mutation.code) ?? 0) + 1);
  if (!outDir) return;
  for (const [file, document] of Object.entries(mutation.documents)) {
    const path = join(outDir, String(index).padStart(3, '0'), file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  }
  if (outDir)
    writeFileSync(
      join(outDir, String(index).padStart(3, '0'), 'expected.json'),
      `${JSON.stringify({ code: mutation.code, file: mutation.file, pointer: mutation.pointer }, null, 2)}\n`,
    );
});
for (const [code, count] of [...byCode].sort()) console.log(`${code.padEnd(28)} ${count}`);
console.log(`${mutations.length} cases`);
