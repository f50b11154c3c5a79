// How an entry starts the borrower's app: the head start first (the route's first reads leave at once), then the
// renderer's chunk (boot.tsx), which the route's HTML has been downloading in parallel all along. main.tsx and the
// browser benchmark's entry both start this way, so the benchmark measures what borrowers get.
import type { EnvConfig } from '../api/env';
import type { PageLoader } from './App';
import { showLoadProblem } from './appShell';
import { startHead, type EarlyTable } from './headStart';
import type { RouteManifest } from '../schemas/generated/types';

export interface LaunchOptions {
  manifest: RouteManifest;
  loadPage: PageLoader;
  env: EnvConfig;
  early?: EarlyTable;
}

export function launchApp(container: Element, options: LaunchOptions): Promise<void> {
  const head = startHead({ routes: options.manifest.routes, env: options.env, early: options.early });
  return import('./boot').then(
    ({ startApp }) => startApp(container, { ...options, head }),
    () => showLoadProblem(container, () => window.location.reload()),
  );
}
