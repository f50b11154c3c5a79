import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Global, ThemeProvider, css } from '@emotion/react';
import { Route, Router, Switch, useLocation, useSearch, type BaseLocationHook } from 'wouter';
import type { PageDefinition, RouteManifest, WebRoute } from '../schemas/generated/types';
import { mirrorQuery, type CommonParamStore } from '../api/commonParams';
import type { EnvConfig } from '../api/env';
import { PageView } from './PageView';
import type { Services } from './services';
import { themeFromEnv, type AppTheme } from './theme';
import { ToastRegion } from './ToastRegion';
import type { Toaster } from './toasts';
import type { AnyWidget } from './widget';
import { PageLoadProblem, PageLoading } from './PageStatus';
import { browserHashLocation, matchHash, NO_HASH, type HashLocation } from './hashLocation';
import { resolveDeep, type Scope } from './expr/runtime';
import { isPlainObject } from './expr/values';
import { platformOf } from './device';

/** A page definition and the widgets it brings (the app loads both as one chunk; tests pass the whole registry). */
export interface LoadedPage {
  page: PageDefinition;
  widgets?: Readonly<Record<string, AnyWidget>>;
}

export type PageLoader = (name: string) => Promise<LoadedPage>;

/** Per page name, the calls that may start before the page's code has loaded (found at build time). */
export type EarlyCalls = Readonly<Record<string, ReadonlyArray<{ endpoint: string; params: Record<string, unknown> | string }>>>;

export interface AppProps {
  manifest: RouteManifest;
  loadPage: PageLoader;
  /** Widgets available to every page, beside those a page brings itself. */
  widgets: Readonly<Record<string, AnyWidget>>;
  env: EnvConfig;
  toaster: Toaster;
  commonParams: CommonParamStore;
  /** Reads to start while a page's code loads, so its data is on its way in parallel (optional). */
  earlyCalls?: EarlyCalls;
  /** Built once the router's navigate is known. */
  makeServices(navigate: (path: string, options?: { replace?: boolean }) => void): Services;
  /** For tests: wouter's memoryLocation hook. */
  locationHook?: BaseLocationHook;
  searchHook?: () => string;
  /** For tests: where hash sub-routes live (memoryHashLocation); the browser's location.hash by default. */
  hashLocation?: HashLocation;
  /** For tests: the user agent behind `device.platform`; the browser's by default. */
  userAgent?: string;
}

// Dialogs and toasts render outside <main>, so the type settings live on <body>.
const globalCss = (theme: AppTheme) => css`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; -webkit-text-size-adjust: 100%; }
  body {
    -webkit-tap-highlight-color: transparent;
    font-family: ${theme.font.family};
    font-size: ${theme.font.body}px;
    color: ${theme.colors.text};
    background: ${theme.colors.page};
  }
  button, input, textarea, select { font: inherit; }
`;

export function App(props: AppProps) {
  const theme = useMemo(() => themeFromEnv(props.env.theme), [props.env]);
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalCss(theme)} />
      <Router hook={props.locationHook} searchHook={props.searchHook}>
        <Routes {...props} />
      </Router>
      <ToastRegion toaster={props.toaster} />
    </ThemeProvider>
  );
}

function Routes(props: AppProps) {
  const [, navigate] = useLocation();
  const hashLocation = useMemo(() => props.hashLocation ?? browserHashLocation(), [props.hashLocation]);
  // A path that is only a hash ('#/downloadTemplate?id=7') moves between the current page's hash sub-routes.
  const services = useMemo(
    () =>
      props.makeServices((to, options) => (to.startsWith('#') ? hashLocation.go(to.slice(1), options) : navigate(to, options))),
    [props, navigate, hashLocation],
  );
  const webRoutes = Object.entries(props.manifest.routes).flatMap(([key, entry]) => (entry && 'path' in entry ? [{ key, ...entry }] : []));
  return (
    <Switch>
      {webRoutes.map((route) => (
        <Route key={route.key} path={route.path}>
          <RoutedPage
            {...props}
            services={services}
            hashLocation={hashLocation}
            pageName={route.page}
            routeKey={route.key}
            routeTitle={route.title ?? ''}
            hashRoutes={route.hashRoutes}
          />
        </Route>
      ))}
      <Route>
        <RoutedPage {...props} services={services} hashLocation={hashLocation} pageName="notFound" routeKey="notFound" routeTitle="" />
      </Route>
    </Switch>
  );
}

interface RoutedPageProps extends AppProps {
  services: Services;
  hashLocation: HashLocation;
  hashRoutes?: WebRoute['hashRoutes'];
  pageName: string;
  routeKey: string;
  routeTitle: string;
}

type LoadState = { status: 'loading' } | ({ status: 'ready' } & LoadedPage) | { status: 'failed' };

function RoutedPage(props: RoutedPageProps) {
  const search = useSearch();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const { loadPage, pageName } = props;

  const query = useMemo(() => mirrorQuery(search), [search]);
  const { userAgent, commonParams, hashLocation, hashRoutes } = props;
  // device.inApp lets a page offer app-only ways out ("Back to the app") only where they work.
  const device = useMemo(() => {
    const agent = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
    const touchPoints = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints;
    return { ...commonParams.update(search), platform: platformOf(agent, touchPoints), inApp: props.services.inApp?.() === true };
  }, [commonParams, props.services, search, userAgent]);

  // The page's first read starts now, beside its code (api/client-early.ts); the page's own call takes the answer.
  const { earlyCalls, services, env } = props;
  useEffect(() => {
    startEarlyCalls(earlyCalls?.[pageName], { query, device, env, hash: NO_HASH, data: {}, state: {} }, services);
  }, [earlyCalls, pageName, query, device, env, services]);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    // A lazily loaded page chunk can fail on a bad network: offer a retry rather than a blank screen.
    loadPage(pageName).then(
      (loaded) => current && setLoad({ status: 'ready', ...loaded }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [loadPage, pageName, attempt]);

  const hashText = useSyncExternalStore(hashLocation.subscribe, hashLocation.get, hashLocation.get);
  const hash = useMemo(() => matchHash(hashText, hashRoutes), [hashText, hashRoutes]);

  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed') return <PageLoadProblem onRetry={() => setAttempt((n) => n + 1)} />;
  const page = withRoute(load.page, props.routeKey, props.routeTitle);
  const widgets = load.widgets ? { ...props.widgets, ...load.widgets } : props.widgets;
  return (
    <PageView
      key={`${props.routeKey}?${search}`}
      page={page}
      query={query}
      hash={hash}
      routeKey={props.routeKey}
      device={device}
      env={props.env}
      services={props.services}
      toaster={props.toaster}
      widgets={widgets}
    />
  );
}

function startEarlyCalls(calls: EarlyCalls[string] | undefined, scope: Scope, services: Services): void {
  if (!calls || !services.prefetch) return;
  for (const call of calls) {
    const params = resolveDeep(call.params, scope);
    if (isPlainObject(params)) services.prefetch(call.endpoint, params);
  }
}

/** Pages shared by several routes (the "coming soon" page) read which route they stand for from state.route. */
function withRoute(page: PageDefinition, key: string, title: string): PageDefinition {
  return { ...page, state: { ...page.state, route: { key, title } } };
}
