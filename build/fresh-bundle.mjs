// A Node command written in TypeScript, run from one bundle that is built again only when one of its sources changed.
// Running through tsx costs a loader thread that transforms every module on each start (0.4 to 0.7 s for the checker,
// more than the check itself); a bundle starts in plain Node. The sources are the bundle's own inputs as esbuild
// recorded them, so a changed or moved file of the command, or a JSON file it imports, rebuilds it; packages are
// left to node_modules, as tsx leaves them.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether the bundle recorded in `metaFile` is missing or older than any of its inputs. */
export function isStale(metaFile) {
  if (!existsSync(metaFile)) return true;
  const { builtAt, inputs, outfile } = JSON.parse(readFileSync(metaFile, 'utf8'));
  if (!existsSync(outfile)) return true;
  return inputs.some((input) => !existsSync(input) || statSync(input).mtimeMs > builtAt);
}

/**
 * A module's own `import.meta.url` kept in the bundle: a module that finds files next to itself
 * (checker/node/schema-loader.mjs finds the repository) would otherwise find them next to the bundle.
 */
const ownUrlPlugin = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(m?[jt]sx?)$/ }, ({ path }) => {
      const text = readFileSync(path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const loader = /\.tsx?$/.test(path) ? (path.endsWith('x') ? 'tsx' : 'ts') : 'js';
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader };
    });
  },
};

async function buildBundle(entry, outfile, metaFile) {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // No source map: parsing one costs every start, and the command prints problems, never stack traces.
    sourcemap: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [ownUrlPlugin],
  });
  mkdirSync(dirname(outfile), { recursive: true });
  // Written beside and renamed: two commands started at once never read a half-written bundle.
  const temporary = `${outfile}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, outfile);
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(input));
  // The start time, not the end: a source saved while the bundle was being built makes the next run build again.
  writeFileSync(`${metaFile}.${process.pid}.tmp`, JSON.stringify({ builtAt: startedAt, inputs, outfile }));
  renameSync(`${metaFile}.${process.pid}.tmp`, metaFile);
}

/** Runs `entry` (a path from `root`) from its bundle in node_modules/.cache/fresh-bundle/, built first if stale. */
export async function runFreshBundle(root, entry) {
  const name = entry.replace(/[^A-Za-z0-9]+/g, '-');
  const folder = join(root, 'node_modules', '.cache', 'fresh-bundle');
  const outfile = join(folder, `${name}.mjs`);
  const metaFile = join(folder, `${name}.json`);
  if (isStale(metaFile)) await buildBundle(join(root, entry), outfile, metaFile);
  await import(pathToFileURL(outfile).href);
}
