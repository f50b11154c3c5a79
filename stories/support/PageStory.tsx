// Renders the real app at a route in Storybook, against a fresh sandbox served by the MSW worker: the
// browser twin of tests/support/renderRoute.tsx. Full navigations (location.assign/replace) become spies
// so a story never leaves Storybook; storage is in memory so stories cannot leak state into each other.
import { useState } from 'react';
import type { Loader, Meta } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon'; // declares `context.msw`, set by the project-level mswLoader
import { fn } from 'storybook/test';
import { memoryLocation } from 'wouter/memory-location';
import manifest from '../../pages.json';
import { endpoints, type EndpointId } from '../../api/catalogue';
import { createCommonParamStore } from '../../api/commonParams';
import { env } from '../../api/env-json';
import {
  App,
  createBrowserServices,
  createParsingExprEngine,
  createToaster,
  memoryHashLocation,
  storageValidators,
  type PageLoader,
} from '../../renderer/host';
import { expandFragments } from '../../checker/pages/fragments';
import { projectFragments as fragments } from '../../checker/pages/bundled-fragments';
import { createSandbox } from '../../sandbox/core';
import { sandboxHandlers } from '../../sandbox/msw';
import { widgets } from '../../widgets/registry';
import type { EnvConfig, PageDefinition, RouteManifest } from '../../schemas/generated/types';
import { localeOfGlobals, themeOfGlobals } from '../../.storybook/toolbars';
import { memoryStorage } from './memoryStorage';
import { overrideSandbox, resetSandbox, type SandboxOverride } from './sandboxControl';

const storyEnv = { ...env, apiBase: '/api' };
const routeManifest = manifest as RouteManifest;

const pageModules = import.meta.glob<{ default: PageDefinition }>('../../pages/*.json');
// Storybook builds pages as plain JSON (the app's fragment plugin is not among its Vite plugins: its TypeScript imports
// would trip Storybook's config loader), so a page's fragment uses are expanded here, by the checker's own expansion.
const loadPage: PageLoader = async (name) => {
  const load = pageModules[`../../pages/${name}.json`];
  if (!load) throw new Error(`No page definition "${name}"`);
  const expansion = expandFragments((await load()).default, fragments);
  if (expansion.findings.length)
    throw new Error(`pages/${name}.json: ${expansion.findings.map((finding) => finding.code).join(', ')}`);
  // The whole widget registry is passed to App below, so a page need not bring its own widgets here; every typed
  // storage check comes with every page (the app's pages bring only their own).
  return { page: expansion.value as PageDefinition, storageValidators };
};

export interface PageStoryArgs {
  /** The in-app URL, e.g. `/loanDetail?productId=P001&orderId=ORD174` (a `#/sub?x=1` hash opens a hash route). */
  route: string;
  /** Spies standing in for `location.assign` / `location.replace` (mail links, redirects, payment URLs). */
  assignLocation: (url: string | URL) => void;
  replaceLocation: (url: string | URL) => void;
  /** A page leaving in the browser (the leave action): recorded, so the story's own frame stays. */
  historyBack: (steps: number) => void;
}

/** Story parameters read by the sandbox loader. */
export interface PageStoryParameters {
  /** Applied in order after a reset, before the page renders. */
  sandbox?: SandboxOverride[];
  /** Starting storage contents; values that are not strings are stored as JSON, as the app's storage action does. */
  storage?: { local?: Record<string, unknown>; session?: Record<string, unknown> };
}

export interface PageStoryLoaded {
  storages: { session: Storage; local: Storage };
}

function seeded(values: Record<string, unknown> = {}): Storage {
  return memoryStorage(
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ),
  );
}

/**
 * Component-level loader: runs after the project-level mswLoader (which starts the worker and clears the
 * previous story's handlers), so each story render gets its own sandbox and nothing from the last one.
 */
export const loadSandbox: Loader<PageStoryArgs> = async (context): Promise<PageStoryLoaded> => {
  context.msw.use(...sandboxHandlers(createSandbox({ apiBase: storyEnv.apiBase })));
  const parameters: PageStoryParameters = { sandbox: context.parameters.sandbox, storage: context.parameters.storage };
  await resetSandbox();
  for (const override of parameters.sandbox ?? []) await overrideSandbox(override);
  window.__bridgeLog = [];
  return { storages: { session: seeded(parameters.storage?.session), local: seeded(parameters.storage?.local) } };
};

/** A whole success envelope for an override `body`, with the endpoint's own success code. */
export function successBody(endpoint: EndpointId, data: unknown) {
  return { code: endpoints[endpoint].successCodes[0], message: 'success', data };
}

interface PageStoryProps extends PageStoryArgs {
  storages: PageStoryLoaded['storages'];
  /** The toolbars' language (the phone's, as the app reads it: a route's own `lang` still wins) and theme. */
  locale: string;
  theme: EnvConfig['theme'];
}

function PageStory({ route, assignLocation, replaceLocation, historyBack, storages, locale, theme }: PageStoryProps) {
  // Built once per mount: a new toaster or router on every render would drop toasts and navigation. The pages are JSON
  // as written, not compiled at build time: the story's engine parses them.
  const [app] = useState(() => {
    const [address, hash = ''] = route.split('#');
    const [pathname, search = ''] = address.split('?');
    const location = memoryLocation({ path: pathname, searchPath: search, record: true });
    const hashLocation = memoryHashLocation(hash);
    const toaster = createToaster();
    const commonParams = createCommonParamStore(storages.session, `?${search}`);
    const fullNavigation = { origin: window.location.origin, assign: assignLocation, replace: replaceLocation };
    const env = { ...storyEnv, theme };
    return { location, hashLocation, toaster, commonParams, fullNavigation, env, expr: createParsingExprEngine() };
  });
  return (
    <App
      manifest={routeManifest}
      loadPage={loadPage}
      widgets={widgets}
      expr={app.expr}
      env={app.env}
      languages={[locale]}
      toaster={app.toaster}
      commonParams={app.commonParams}
      locationHook={app.location.hook}
      searchHook={app.location.searchHook}
      hashLocation={app.hashLocation}
      makeServices={(navigate) => ({
        ...createBrowserServices({
          env: app.env,
          routes: routeManifest.routes,
          commonParams: app.commonParams,
          toaster: app.toaster,
          navigate,
          location: app.fullNavigation,
          storages,
        }),
        historyBack,
      })}
    />
  );
}

/** The shared part of every page story file's meta: `{ title, ...pageStoryMeta, args: { route } }`. */
export const pageStoryMeta = {
  // Editing the route control, the language or the theme remounts the app at the new URL.
  render: (args, context) => {
    const locale = localeOfGlobals(context.globals);
    const theme = themeOfGlobals(context.globals);
    return (
      <PageStory
        key={`${args.route} ${locale} ${theme.background}`}
        {...args}
        locale={locale}
        theme={theme}
        storages={(context.loaded as PageStoryLoaded).storages}
      />
    );
  },
  loaders: [loadSandbox],
  args: { assignLocation: fn(), replaceLocation: fn(), historyBack: fn() },
  argTypes: {
    route: { control: 'text', description: 'In-app URL the story opens.' },
    assignLocation: { control: false },
    replaceLocation: { control: false },
    historyBack: { control: false },
  },
  parameters: { layout: 'fullscreen', fullBleed: true },
} satisfies Partial<Meta<PageStoryArgs>>;
