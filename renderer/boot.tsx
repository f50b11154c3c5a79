// Starts the borrower's app in a browser: the route manifest, the page modules and the env config wired into the
// renderer. A chunk of its own, loaded by launch.ts after the head start (headStart.ts) and preloaded by each
// route's HTML, so React and the renderer download while the first reads are already on their way.
import { createRoot } from 'react-dom/client';
import { env as defaultEnv, type EnvConfig } from '../api/env';
import { App, type PageLoader } from './App';
import { createBrowserServices } from './browserServices';
import type { EarlyTable, HeadStart } from './headStart';
import type { RouteManifest } from '../schemas/generated/types';

export interface StartOptions {
  manifest: RouteManifest;
  loadPage: PageLoader;
  env?: EnvConfig;
  /** `virtual:early-calls`: each page's first read, started beside the page's code on every later navigation. */
  early?: EarlyTable;
  /** The entry's head start: its params, toaster and the client holding the first reads. */
  head: HeadStart;
}

export function startApp(container: Element, options: StartOptions): void {
  const env = options.env ?? defaultEnv;
  const routes = options.manifest.routes;
  const { commonParams, toaster, client } = options.head;
  createRoot(container).render(
    <App
      manifest={options.manifest}
      loadPage={options.loadPage}
      widgets={{}}
      env={env}
      toaster={toaster}
      commonParams={commonParams}
      earlyCalls={options.early?.earlyCalls}
      makeServices={(navigate) => createBrowserServices({ env, routes, commonParams, toaster, navigate, client })}
    />,
  );
}
