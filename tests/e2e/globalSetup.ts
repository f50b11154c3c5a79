// Builds the production bundle once and serves it with the sandbox, under the production CSP headers.
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { updateRequested } from '../visual/support/baselines';
import { freePort } from './support/freePort';
import { OTLP_UPSTREAM } from '../../build/nginx-conf';

export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // The page lab is off in a production build unless turned on; its tests need it.
  const previousLab = process.env.VITE_LAB;
  process.env.VITE_LAB = 'on';
  await build({ configLoader: 'runner', logLevel: 'warn' });
  process.env.NODE_ENV = previousNodeEnv;
  if (previousLab === undefined) delete process.env.VITE_LAB;
  else process.env.VITE_LAB = previousLab;
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
