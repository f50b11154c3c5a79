// The visual test's run: Storybook's static build (the same `npm run build-storybook` CI ships; VISUAL_STORYBOOK=reuse
// keeps an existing storybook-static/ while iterating), served on 127.0.0.1, the fonts' configuration, an empty report
// folder, and at the end the report of every picture that differs (test-results/visual/chromium/index.html).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { UPDATE_COMMAND, updateRequested } from './support/baselines';
import { visualFontConfig } from './support/fonts';
import { startReport, writeReport } from './support/report';
import { serveFolder } from './support/staticServer';

const root = resolve(import.meta.dirname, '../..');
export const STORYBOOK_DIR = join(root, 'storybook-static');
export const RESULTS_DIR = join(root, 'test-results/visual');

function buildStorybook(): void {
  const started = Date.now();
  const run = spawnSync(
    join(root, 'node_modules/.bin/storybook'),
    ['build', '--quiet', '--disable-telemetry', '-o', STORYBOOK_DIR],
    { cwd: root, encoding: 'utf8', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NODE_ENV: 'production' } },
  );
  if (run.status !== 0) throw new Error(`The Storybook build failed:\n${run.stdout}\n${run.stderr}`);
  console.log(`visual: built Storybook in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export default async function setup(project: TestProject) {
  const reuse = process.env.VISUAL_STORYBOOK === 'reuse' && existsSync(join(STORYBOOK_DIR, 'index.json'));
  if (!reuse) buildStorybook();
  const reportDir = join(RESULTS_DIR, 'chromium');
  startReport(reportDir);
  const server = await serveFolder(STORYBOOK_DIR);
  project.provide('visual', {
    base: server.url,
    storybookDir: STORYBOOK_DIR,
    reportDir,
    fontConfig: visualFontConfig(RESULTS_DIR),
  });
  project.provide('visualUpdate', updateRequested(project));
  return async () => {
    await server.close();
    const report = writeReport(reportDir, 'Visual test: pictures that differ (Chromium)', UPDATE_COMMAND);
    if (report) console.log(`visual: pictures differ; the report: ${report}`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    visual: { base: string; storybookDir: string; reportDir: string; fontConfig: string };
  }
}
