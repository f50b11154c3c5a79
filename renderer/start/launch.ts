// How an entry starts the borrower's app: the head start first (the route's first reads leave at once), then the
// app's renderer chunk (the root boot.tsx: React, the renderer and the page modules), which the route's HTML has been
// downloading in parallel all along. main.tsx and the browser benchmark's entry both start this way, so the
// benchmark measures what borrowers get.
import type { EnvConfig } from '../../api/env';
import { showLoadProblem } from './appShell';
import { startHead, type EarlyTable } from './headStart';
import { codeLoadRecord } from './telemetryFeeds';
import type { StartOptions } from './startApp';
import type { RouteManifest } from '../../schemas/generated/types';

/** What a renderer chunk exports: `start`, which adds the page modules it holds and renders the app. */
export interface BootModule {
  start(container: Element, options: Omit<StartOptions, 'loadPage'>): void;
}

export interface LaunchOptions {
  manifest: RouteManifest;
  env: EnvConfig;
  /** The build the page came from (renderer/start/pageConfig.ts). */
  release: string;
  early?: EarlyTable;
  /**
   * The renderer chunk, as `() => import('./boot')`. The page modules are imported from inside it, never from the
   * entry, so the bundler knows React, Emotion and the renderer are already running whenever a page chunk is, and
   * keeps them in that one chunk rather than splitting out files every screen would fetch anyway.
   */
  boot: () => Promise<BootModule>;
}

/** A hidden document paints no frames: after this long, what waits for a paint goes on without one. */
const HIDDEN_DOCUMENT_WAIT_MS = 250;

/** Resolves once the browser has painted its next frame. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, HIDDEN_DOCUMENT_WAIT_MS);
  });
}

export function launchApp(container: Element, { boot, release, ...options }: LaunchOptions): Promise<void> {
  const head = startHead({ routes: options.manifest.routes, env: options.env, release, early: options.early });
  return boot().then(
    ({ start }) => {
      start(container, { ...options, head });
      // The sink is no part of the first paint; fetched after it, it leaves only a short while in which a page that
      // closes loses what it heard (api/telemetry-deferred.ts).
      void afterPaint().then(head.sendTelemetry);
    },
    (error: unknown) => {
      // No screen will show to say where this happened: the route the address opens is the one.
      if (head.screen) head.telemetry.showScreen(head.screen);
      head.telemetry.report(codeLoadRecord("the renderer's chunk", error));
      head.sendTelemetry();
      showLoadProblem(container, () => window.location.reload());
    },
  );
}
