// Renders the whole app at a route in jsdom, against the sandbox through MSW and the real API client.
import { render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import manifest from '../../pages.json';
import { env } from '../../api/env-json';
import { createCommonParamStore } from '../../api/commonParams';
import {
  App,
  createAppClient,
  createBrowserServices,
  createParsingExprEngine,
  createToaster,
  memoryHashLocation,
  storageValidators,
  type EarlyCalls,
  type LoadedPage,
  type MessageFormatter,
  type PageLoader,
} from '../../renderer/host';
import { widgets } from '../../widgets/registry';
import { createSandbox } from '../../sandbox/core';
import { sandboxHandlers } from '../../sandbox/msw';
import type { PageDefinition, RouteManifest } from '../../schemas/generated/types';
import { memoryStorage } from './fakeServices';
import { sandboxClient } from '../../stories/support/sandboxControl';

export const ORIGIN = 'http://127.0.0.1:5173';
export const testEnv = { ...env, apiBase: `${ORIGIN}/api` };

const pageModules = import.meta.glob<{ default: PageDefinition }>('../../pages/*.json');
// The pages as written (the test's engine parses them), each with every typed-storage check.
const loadPage: PageLoader = async (name) => ({
  page: (await pageModules[`../../pages/${name}.json`]()).default,
  storageValidators,
});

/** Starts the sandbox for this test file; each test begins with a fresh sandbox. */
export function setUpSandbox() {
  const server = setupServer(...sandboxHandlers(createSandbox()));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    await sandbox.reset();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

export const sandbox = sandboxClient(ORIGIN);

export interface RenderRouteOptions {
  /** Env config fields to change for this render (e.g. the market flag). */
  env?: Partial<typeof testEnv>;
  /** What local and session storage hold before the page opens (a saved draft, a session flag). */
  local?: Record<string, string>;
  session?: Record<string, string>;
  /** The browser's user agent (device.platform); jsdom's otherwise. */
  userAgent?: string;
  /** Reads the app starts beside the page's code (the build's `virtual:early-calls` table). */
  earlyCalls?: EarlyCalls;
  /** The page's code arrives only once this settles (a slow network for the page chunk). */
  pageArrives?: Promise<unknown>;
  /** The page the loader already holds, as the app's does for the first screen (loaded before the first render). */
  loaded?: LoadedPage;
  /** The phone's languages, best first (navigator.languages); jsdom's en-US otherwise. */
  languages?: readonly string[];
}

function loaderFor(options: RenderRouteOptions): PageLoader {
  if (options.pageArrives) return async (name) => (await options.pageArrives, loadPage(name));
  const { loaded } = options;
  return loaded ? Object.assign((name: string) => loadPage(name), { loaded: () => loaded }) : loadPage;
}

export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const [address, hash = ''] = path.split('#');
  const [pathname, search = ''] = address.split('?');
  const hashLocation = memoryHashLocation(hash);
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const toaster = createToaster();
  const storages = { session: memoryStorage(options.session), local: memoryStorage(options.local) };
  const env = { ...testEnv, ...options.env };
  const fullNavigation = { origin: ORIGIN, assign: vi.fn(), replace: vi.fn() };
  const commonParams = createCommonParamStore(storages.session, `?${search}`);
  window.__bridgeLog = [];
  const routes = (manifest as RouteManifest).routes;
  // As the app's entry does (renderer/start/headStart.ts): the client says its own words in the screen's language.
  let messages: MessageFormatter | undefined;
  const client = createAppClient(env, commonParams, toaster, undefined, () => messages);
  const view = render(
    <App
      manifest={manifest as RouteManifest}
      loadPage={loaderFor(options)}
      earlyCalls={options.earlyCalls}
      widgets={widgets}
      expr={createParsingExprEngine()}
      env={env}
      toaster={toaster}
      commonParams={commonParams}
      locationHook={location.hook}
      searchHook={location.searchHook}
      hashLocation={hashLocation}
      userAgent={options.userAgent}
      languages={options.languages}
      onMessages={(next) => void (messages = next)}
      makeServices={(navigate) =>
        createBrowserServices({
          env,
          routes,
          commonParams,
          toaster,
          navigate,
          location: fullNavigation,
          storages,
          client,
        })
      }
    />,
  );
  return {
    ...view,
    history: location.history,
    /** The hash history: back() / forward() as the browser's buttons, entries() up to the current one. */
    hashLocation,
    fullNavigation,
    storages,
    bridgeLog: () => window.__bridgeLog ?? [],
    /** The single role="status" region's text (toasts and loading messages). */
    status: () => screen.getByRole('status').textContent ?? '',
  };
}

/** Waits until the page has finished its first load (the loading message is gone). */
export async function settled() {
  await waitFor(() => {
    expect(document.querySelector('main[aria-busy="false"]')).not.toBeNull();
    expect(document.querySelector('[data-loading]')).toBeNull();
  });
}
