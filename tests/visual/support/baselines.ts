// Each picture against its committed baseline (tests/visual/baselines/<browser>/<name>.png). A difference is recorded
// for the report (./report.ts) and fails the picture's test; with `--update` (npm run test:visual -- --update) the new
// picture becomes the baseline instead. A baseline that still matches is never rewritten, so accepting changes touches
// only the pictures that changed.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { comparePictures, MAX_CHANGED_PIXELS } from './compare';
import { recordDifference } from './report';

export const BASELINES_DIR = join(import.meta.dirname, '..', 'baselines');
export const UPDATE_COMMAND = 'npm run test:visual -- --update';

/**
 * Whether this run accepts new pictures as baselines: vitest's own `--update` (`npm run test:visual -- --update`).
 * A global set-up provides it to the tests as `visualUpdate`.
 */
export const updateRequested = (project: TestProject): boolean =>
  project.config.snapshotOptions.updateSnapshot === 'all';

declare module 'vitest' {
  export interface ProvidedContext {
    visualUpdate: boolean;
  }
}

export interface BaselineCheck {
  /** chromium or webkit: each engine has its own baselines. */
  browser: string;
  /** The picture's path under the browser's folder, without `.png`. */
  name: string;
  picture: Buffer;
  update: boolean;
  reportDir: string;
  /** Where the baselines are: the committed ones unless a test says otherwise. */
  baselinesDir?: string;
}

const baselineFile = (browser: string, name: string, dir = BASELINES_DIR) => join(dir, browser, `${name}.png`);

/** The committed picture's bytes, or undefined when it has none yet. */
export function baselineBytes(browser: string, name: string, dir = BASELINES_DIR): Buffer | undefined {
  const file = baselineFile(browser, name, dir);
  return existsSync(file) ? readFileSync(file) : undefined;
}

function write(file: string, picture: Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, picture);
}

/** Undefined when the picture matches (or was accepted with --update); otherwise what is wrong, for the test to fail. */
export function checkAgainstBaseline(check: BaselineCheck): string | undefined {
  const { browser, name, picture, update, reportDir } = check;
  const file = baselineFile(browser, name, check.baselinesDir);
  const baseline = baselineBytes(browser, name, check.baselinesDir);
  if (!baseline) {
    if (update) return void write(file, picture);
    recordDifference(reportDir, { name: `${browser}/${name}`, actual: picture, changedPixels: -1 });
    return `${name} has no baseline: if the picture is right, accept it with ${UPDATE_COMMAND}`;
  }
  const comparison = comparePictures(baseline, picture, MAX_CHANGED_PIXELS[browser] ?? 0);
  if (comparison.changedPixels === 0) return undefined;
  if (update) return void write(file, picture);
  recordDifference(reportDir, {
    name: `${browser}/${name}`,
    baseline,
    actual: picture,
    difference: comparison.difference,
    changedPixels: comparison.changedPixels,
    sizes: comparison.sizes,
  });
  const size = comparison.sizes ? ` (size ${comparison.sizes.baseline} → ${comparison.sizes.actual})` : '';
  return `${name} differs from its baseline in ${comparison.changedPixels} pixels${size}: see the report; if the change is intended, accept it with ${UPDATE_COMMAND}`;
}

function pngFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return pngFiles(path);
    return entry.endsWith('.png') ? [path] : [];
  });
}

/**
 * Baselines of a browser that no picture of the plan has (a story or screen that is gone). With --update they are
 * removed; otherwise they are listed, for the test to fail.
 */
export function leftoverBaselines(
  browser: string,
  names: readonly string[],
  update: boolean,
  baselinesDir = BASELINES_DIR,
): string[] {
  const wanted = new Set(names.map((name) => baselineFile(browser, name, baselinesDir)));
  const leftovers = pngFiles(join(baselinesDir, browser)).filter((file) => !wanted.has(file));
  if (update) for (const file of leftovers) rmSync(file);
  return update ? [] : leftovers.map((file) => relative(baselinesDir, file));
}
