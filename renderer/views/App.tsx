import { startTransition, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ThemeProvider } from '@emotion/react';
import { Route, Router, Switch, useLocation, useRouter, type BaseLocationHook } from 'wouter';
import type { PageDefinition, RouteManifest, RouteState, WebRoute } from '../../schemas/generated/types';
import { mirrorQuery, type CommonParamStore } from '../../api/commonParams';
import type { EnvConfig } from '../../api/env';
import { PageView } from './PageView';
import type { Services } from '../core/services';
import { themeFromEnv } from '../theme';
import { BaseStyles } from './BaseStyles';
import { ToastRegion } from './ToastRegion';
import type { Toaster } from '../core/toasts';
import type { AnyWidget } from '../widget';
import { PageLoadProblem, PageLoading } from './PageStatus';
import { browserHashLocation, matchHash, type HashLocation } from '../core/hashLocation';
import { deviceOf, routeScope, startEarlyCalls, type EarlyCalls } from '../core/earlyCalls';
import type { Telemetry } from '../../api/telemetry';
import { codeLoadRecord, screenProblemReporter } from '../start/telemetryFeeds';
import { deviceLanguages, pageLocale, resolveLocale } from '../i18n/locale';
import { messagesFor } from '../i18n/catalogues';
import type { Messages } from '../i18n/format';
import type { ExprEngine } from '../../expr/runtime';
import type { LoadedPage, PageLoader } from '../start/pageLoader';

/** The page a path no route has shows (its route key too). */
export const NOT_FOUND_PAGE = 'notFound';

export interface AppProps {
  manifest: RouteManifest;
  loadPage: PageLoader;
  /** Widgets available to every page, beside those a page brings itself. */
  widgets: Readonly<Record<string, AnyWidget>>;
  /** The expression engine every screen's page runs in (the app's: start/headStart.ts; tests': one that parses). */
  expr: ExprEngine;
  env: EnvConfig;
  toaster: Toaster;
  commonParams: CommonParamStore;
  /** Reads to start while a page's code loads, so its data is on its way in parallel (optional). */
  earlyCalls?: EarlyCalls;
  /** Where each screen's problems (broken widgets, actions, code that could not load) are reported, and which screen shows. */
  telemetry?: Pick<Telemetry, 'report' | 'showScreen'>;
  /** Built once the router's navigate is known. */
  makeServices(navigate: (path: string, options?: { replace?: boolean }) => void): Services;
  /** For tests: wouter's memoryLocation hook. */
  locationHook?: BaseLocationHook;
  /** For a page drawn at build time (build/prerender/): the path it is drawn at, with no query (wouter's ssrPath). */
  ssrPath?: string;
  searchHook?: () => string;
  /** For tests: where hash sub-routes live (memoryHashLocation); the browser's location.hash by default. */
  hashLocation?: HashLocation;
  /** For tests: the user agent behind `device.platform`; the browser's by default. */
  userAgent?: string;
  /** For tests: the device's languages behind the locale; the browser's (navigator.languages) by default. */
  languages?: readonly string[];
  /** Told each screen's catalogue once it is here: the client says its own words in that language (start/headStart.ts). */
  onMessages?(messages: Messages): void;
}

export function App(props: AppProps) {
  const theme = useMemo(() => themeFromEnv(props.env.theme), [props.env]);
  return (
    <ThemeProvider theme={theme}>
      <BaseStyles theme={theme} />
      <Router
        hook={props.locationHook}
        searchHook={props.searchHook}
        ssrPath={props.ssrPath}
        ssrSearch={props.ssrPath === undefined ? undefined : ''}
      >
        <Routes {...props} />
      </Router>
      <ToastRegion toaster={props.toaster} />
    </ThemeProvider>
  );
}

function Routes(props: AppProps) {
  const [, navigate] = useLocation();
  // A `lang` a link asked for holds for the rest of the visit: the screens it leads to do not carry it in their URLs.
  const [chosenLang] = useState<{ current?: string }>(() => ({}));
  const hashLocation = useMemo(() => props.hashLocation ?? browserHashLocation(), [props.hashLocation]);
  // A path that is only a hash ('#/downloadTemplate?id=7') moves between the current page's hash sub-routes.
  const services = useMemo(
    () =>
      props.makeServices((to, options) =>
        to.startsWith('#') ? hashLocation.go(to.slice(1), options) : navigate(to, options),
      ),
    [props, navigate, hashLocation],
  );
  const webRoutes = Object.entries(props.manifest.routes).flatMap(([key, entry]) =>
    entry && 'path' in entry ? [{ key, ...entry }] : [],
  );
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
            chosenLang={chosenLang}
          />
        </Route>
      ))}
      <Route>
        <RoutedPage
          {...props}
          services={services}
          hashLocation={hashLocation}
          pageName={NOT_FOUND_PAGE}
          routeKey={NOT_FOUND_PAGE}
          routeTitle=""
          chosenLang={chosenLang}
        />
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
  chosenLang: { current?: string };
}

type ReadyState = { status: 'ready' } & LoadedPage;
type LoadState = { status: 'loading' } | ReadyState | { status: 'failed' };

/**
 * The query string as the address bar holds it, without its `?`. Not wouter's useSearch: that runs decodeURI over it,
 * and URLSearchParams then decodes again, so a pay code sent as `AB%25CD` would read "AB\uFFFD" instead of "AB%CD".
 */
function useAddressSearch(): string {
  const router = useRouter();
  const search = router.searchHook(router);
  return search.startsWith('?') ? search.slice(1) : search;
}

function RoutedPage(props: RoutedPageProps) {
  const search = useAddressSearch();
  const [attempt, setAttempt] = useState(0);
  const { loadPage, pageName } = props;
  const [load, setLoad] = useState<LoadState>(() => readyState(loadPage, pageName) ?? { status: 'loading' });

  const query = useMemo(() => mirrorQuery(search), [search]);
  const { userAgent, commonParams, hashLocation, hashRoutes } = props;
  // device.inApp lets a page offer app-only ways out ("Back to the app") only where they work.
  const device = useMemo(
    () => deviceOf(commonParams, search, props.services.inApp?.() === true, userAgent),
    [commonParams, props.services, search, userAgent],
  );

  // The page's first read starts now, beside its code (api/client-early.ts); the page's own call takes the answer.
  // On the first screen the entry has already started it (start/headStart.ts): the same read is not started twice. A page
  // whose code is already loaded (the first screen's, or one seen before) starts its own call at once: an early one
  // would overlap nothing, and, started after the page's call has taken the first answer, would be a wasted request.
  const { earlyCalls, services, env, expr } = props;
  useEffect(() => {
    if (loadPage.loaded?.(pageName)) return;
    startEarlyCalls(expr, earlyCalls?.[pageName], routeScope(search, device, env), services.prefetch);
  }, [expr, earlyCalls, pageName, search, device, env, services, loadPage]);

  useEffect(() => {
    // A page already loaded (the first screen's, before the first render) shows without a round through loading.
    const ready = readyState(loadPage, pageName);
    if (ready && attempt === 0) {
      setLoad((shown) => (shown.status === 'ready' && shown.page === ready.page ? shown : ready));
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    // A lazily loaded page chunk can fail on a bad network: offer a retry rather than a blank screen.
    // The page's first render is a transition: React renders it in slices between which the browser stays free for
    // input, instead of one long task (the loading view stays until the page is ready to show).
    loadPage(pageName).then(
      (loaded) => current && startTransition(() => setLoad({ status: 'ready', ...loaded })),
      (error: unknown) => {
        props.telemetry?.report({
          ...codeLoadRecord(`page ${pageName}`, error),
          route: props.routeKey,
          page: pageName,
        });
        if (current) setLoad({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // The route and telemetry only label a failure: a new route key for the same page must not load it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadPage, pageName, attempt]);

  const { telemetry, routeKey } = props;
  const report = useMemo(
    () => telemetry && screenProblemReporter(telemetry.report, routeKey, pageName),
    [telemetry, routeKey, pageName],
  );

  const messages = usePageMessages(query.lang, props, load.status === 'ready' ? load : undefined, attempt);

  const hashText = useSyncExternalStore(hashLocation.subscribe, hashLocation.get, hashLocation.get);
  const hash = useMemo(() => matchHash(hashText, hashRoutes), [hashText, hashRoutes]);

  const shown = <ScreenShown telemetry={telemetry} route={routeKey} page={pageName} />;
  if (load.status === 'failed' || messages === 'failed')
    return (
      <>
        {shown}
        <PageLoadProblem onRetry={() => setAttempt((n) => n + 1)} />
      </>
    );
  if (load.status === 'loading' || !messages)
    return (
      <>
        {shown}
        <PageLoading />
      </>
    );
  const page = withRoute(load.page, props.routeKey, props.routeTitle);
  return (
    <>
      {shown}
      <PageView
        key={`${props.routeKey}?${search}`}
        page={{ definition: page, compiled: load.expressions, storageValidators: load.storageValidators }}
        route={{ query, hash, routeKey: props.routeKey }}
        host={{
          device,
          env: props.env,
          messages,
          services: props.services,
          toaster: props.toaster,
          // The page module's own widgets beside the app's.
          widgets: load.widgets ? { ...props.widgets, ...load.widgets } : props.widgets,
          expr: props.expr,
          report,
        }}
      />
    </>
  );
}

/**
 * Tells telemetry which screen shows, in a layout effect: it runs before the page's own (the page view comes after it
 * as a sibling, and React runs a commit's layout effects in tree order), so what the first load's calls report (drift)
 * already names this screen, and nothing is told during a render React may throw away. A repeat is ignored.
 */
function ScreenShown({ telemetry, route, page }: { telemetry: AppProps['telemetry']; route: string; page: string }) {
  useLayoutEffect(() => {
    telemetry?.showScreen({ route, page });
  }, [telemetry, route, page]);
  return null;
}

/**
 * The catalogue of the locale this screen is read in (undefined while it loads), and the document's `lang` to match.
 * Another locale's catalogue that cannot be fetched is reported and the screen shows in English (words in another
 * language beat none); English words that cannot be fetched (a page that came without them) show the retry view.
 */
function usePageMessages(
  lang: string | undefined,
  props: RoutedPageProps,
  page: LoadedPage | undefined,
  attempt: number,
): Messages | 'failed' | undefined {
  const { chosenLang, env, languages, telemetry, routeKey, pageName, onMessages } = props;
  // Read while rendering, remembered once the screen has committed: a render React throws away changes nothing.
  const chosen = lang ?? chosenLang.current;
  useEffect(() => {
    if (lang !== undefined) chosenLang.current = lang;
  }, [lang, chosenLang]);
  const audience = page?.page.audience;
  const locale = useMemo(
    () =>
      pageLocale(
        { audience },
        resolveLocale({ query: chosen, device: languages ?? deviceLanguages(), env: env.locale }),
      ),
    [chosen, languages, env, audience],
  );
  const pageWords = page?.messages;
  const hasPage = page !== undefined;
  // At once when every word is here (an English reader's page brings its own), else a promise of them.
  const prepared = useMemo(
    () => (hasPage ? messagesFor(locale, pageWords) : undefined),
    // A retry (attempt) prepares the words again: a failed fetch is asked for anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasPage, locale, pageWords, attempt],
  );
  const [arrived, setArrived] = useState<{ from: Promise<Messages>; messages: Messages | 'failed' } | undefined>();
  const messages = prepared instanceof Promise ? (arrived?.from === prepared ? arrived.messages : undefined) : prepared;
  useEffect(() => {
    if (!(prepared instanceof Promise)) return;
    let current = true;
    const show = (found: Messages | 'failed') => current && setArrived({ from: prepared, messages: found });
    const english = () => messagesFor('en', pageWords);
    prepared.then(show, (error: unknown) => {
      telemetry?.report({ ...codeLoadRecord(`messages ${locale}`, error), route: routeKey, page: pageName });
      if (locale === 'en') return show('failed');
      Promise.resolve(english()).then(show, () => show('failed'));
    });
    return () => {
      current = false;
    };
    // One run per preparation: the locale, words and labels it reads are those the preparation was made from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prepared]);
  // A layout effect: the page's first load starts in the page's own layout effect of the same commit, and its first
  // read's answer is often already here, so a passive effect (after paint) handed the client its words only after that
  // answer had been said in English. Layout effects all run before any awaited answer resumes.
  useLayoutEffect(() => {
    if (!messages || messages === 'failed') return;
    document.documentElement.lang = messages.locale;
    onMessages?.(messages);
  }, [messages, onMessages]);
  return messages;
}

/** The page as shown when its loader already holds it (no loading view in between); undefined when it does not. */
function readyState(loadPage: PageLoader, pageName: string): ReadyState | undefined {
  const loaded = loadPage.loaded?.(pageName);
  return loaded && { status: 'ready', ...loaded };
}

/** Pages shared by several routes (the "coming soon" page) read which route they stand for from state.route. */
function withRoute(page: PageDefinition, key: string, title: string): PageDefinition {
  return { ...page, state: { ...page.state, route: { key, title } satisfies RouteState } };
}
