// Builds the production bundle once and serves it with the sandbox, under the production CSP headers.
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { updateRequested } from '../visual/support/baselines';
import { buildForEndToEnd } from './support/build';
import { freePort } from './support/freePort';
import { OTLP_UPSTREAM } from '../../build/nginx-conf';

export default async function setup(project: TestProject) {
  // E2E_PREBUILT=1 serves dist/ as it is: `npm test` builds it once for this stage and the WebKit one, which run side
  // by side.
  if (process.env.E2E_PREBUILT !== '1') await buildForEndToEnd();
  const port = await freePort();
  const server = await preview({
    configLoader: 'runner',
    logLevel: 'warn',
    // nginx in the header tests passes telemetry to its Collector upstream by that name: the sandbox stands in for it.
    preview: { host: '127.0.0.1', port, strictPort: true, allowedHosts: [OTLP_UPSTREAM] },
  }); // headers and routes: productionServingPlugin
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  // The WebKit run's pictures (tests/webkit/visual.webkit.ts) are accepted by `npm run test:visual -- --update` too.
  project.provide('visualUpdate', updateRequested(project));
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
