// Starts the borrower's app in a browser: the route manifest, the page modules and the env config wired into the
// renderer. main.tsx calls it with the real pages; the browser benchmark's entry calls it with its own as well.
import type { Root } from 'react-dom/client';
import { env as defaultEnv, type EnvConfig } from '../api/env';
import { readEntryCommonParams } from '../api/commonParams';
import { App, type EarlyCalls, type PageLoader } from './App';
import { createBrowserServices } from './browserServices';
import { createToaster } from './toasts';
import { preloadCompiled, type Compiled, type ExprError } from './expr/runtime';
import type { AnyWidget } from './widget';
import type { PageDefinition, RouteManifest } from '../schemas/generated/types';

/**
 * What `pages/<name>.json?page` holds (scripts/vite-plugin-page-modules.ts): the definition, exactly the widgets it
 * uses, and its expressions compiled at build time, so the parser never reaches the browser.
 */
export interface PageModule {
  default: PageDefinition;
  widgets: Record<string, AnyWidget>;
  expressions: Record<string, Compiled | ExprError>;
}

/** Page modules by their path, as `import.meta.glob('./pages/*.json', { query: '?page' })` returns them. */
export type PageModules = Record<string, () => Promise<PageModule>>;

export function pageLoaderOf(pageModules: PageModules, folder = './pages/'): PageLoader {
  return async (name) => {
    const load = pageModules[`${folder}${name}.json`];
    if (!load) throw new Error(`No page definition "${name}"`);
    const module = await load();
    preloadCompiled(module.expressions);
    return { page: module.default, widgets: module.widgets };
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface StartOptions {
  manifest: RouteManifest;
  loadPage: PageLoader;
  env?: EnvConfig;
  /** `virtual:early-calls`: each page's first read, started beside the page's code. */
  early?: { earlyCalls: EarlyCalls; expressions: Record<string, unknown> };
}

export function startApp(root: Root, options: StartOptions): void {
  const env = options.env ?? defaultEnv;
  const routes = options.manifest.routes;
  const toaster = createToaster();
  const commonParams = readEntryCommonParams(sessionStorageOrNull(), window); // also drops them from the address bar
  if (options.early) preloadCompiled(options.early.expressions as Record<string, Compiled | ExprError>);
  root.render(
    <App
      manifest={options.manifest}
      loadPage={options.loadPage}
      widgets={{}}
      env={env}
      toaster={toaster}
      commonParams={commonParams}
      earlyCalls={options.early?.earlyCalls}
      makeServices={(navigate) => createBrowserServices({ env, routes, commonParams, toaster, navigate })}
    />,
  );
}
