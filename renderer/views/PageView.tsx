import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import type { PageDefinition } from '../../schemas/generated/types';
import type { CompiledTable, ExprEngine, MessageFormatter } from '../../expr/runtime';
import { englishMessages, messagesFor } from '../i18n/catalogues';
import { runChain } from '../core/actions/run';
import { createBackEntry, useBackAction, type BackEntry } from './backAction';
import { keepPersisted, readPersisted, startTimers } from '../core/lifecycle';
import { createPageLinks, PageLinksContext } from '../links';
import { renderNodes } from './NodeView';
import { isTrue } from '../core/resolve';
import { createPageRuntime, PageRuntimeContext, usePageRuntime, type PageRuntime } from './runtime';
import { scopeOf } from '../core/scope';
import type { Services } from '../core/services';
import { createPageStore } from '../core/store';
import type { StorageValidators } from '../core/actions/storageSchemas';
import type { Toaster } from '../core/toasts';
import { useSelected } from '../useSelected';
import type { AnyWidget } from '../widget';

import { DialogHost } from './DialogHost';
import { PageLoading } from './PageStatus';
import { NO_HASH, type HashScope } from '../core/hashLocation';
import { EndpointUrlContext } from '../endpointUrl';

/** A page definition and what its page module brings beside it (in the app; the lab and tests bring their own). */
export interface PageSource {
  definition: PageDefinition;
  /** The page's expressions compiled at build time, read before the engine's own (for as long as the page is shown). */
  compiled?: CompiledTable;
  /** The checks of the typed storage values the page keeps (its page module's; absent, such values are refused). */
  storageValidators?: StorageValidators;
}

/** Where the page is shown. */
export interface PageRoute {
  query: Record<string, string>;
  /** The current hash sub-route; it changes without remounting the page. */
  hash?: HashScope;
  /** The route key the page was opened at (a navigate to its own hash sub-route changes only the hash). */
  routeKey?: string;
}

/**
 * What a host (the app, the lab's preview, Storybook, a test) gives every page it shows: one object, made once per
 * host and its locale, so every host builds a page the same way.
 */
export interface PageHost {
  /** The common params, plus inApp: whether the native app shell is present. */
  device: Record<string, string | boolean | undefined>;
  env: unknown;
  /** The active locale's catalogue (the app's RoutedPage chooses it); without one, `$t` values show in English. */
  messages?: MessageFormatter;
  services: Services;
  toaster: Toaster;
  widgets: Readonly<Record<string, AnyWidget>>;
  /** The engine the page's expressions run in (the app's holds its pages' build-time tables; the lab's and tests' parse). */
  expr: ExprEngine;
  /** Where broken actions and expressions are reported (console by default). */
  report?: (problem: string, thrown?: unknown) => void;
}

export interface PageViewProps {
  page: PageSource;
  route: PageRoute;
  host: PageHost;
}

const pageCss = (theme: Theme) =>
  ({
    minHeight: '100vh',
    background: theme.colors.page,
    color: theme.colors.text,
    fontFamily: theme.font.family,
    fontSize: theme.font.body,
    paddingBottom: 24,
  }) as const;

// The loading view fills the screen by itself: no bottom padding to scroll past while it shows.
const loadingPageCss = { paddingBottom: 0 } as const;

function createRuntime({ page, route, host }: PageViewProps): {
  runtime: PageRuntime;
  alive: { value: boolean };
  back: BackEntry;
  storage: ReturnType<Services['storage']>;
} {
  const alive = { value: true };
  const back = createBackEntry();
  const definition = page.definition;
  const storage = host.services.storage(definition.persist?.area ?? 'local');
  const initial = definition.state ?? {};
  const state = { ...structuredClone(initial), ...readPersisted(definition.persist, storage, initial) };
  const store = createPageStore({
    query: route.query,
    hash: route.hash ?? NO_HASH,
    device: host.device,
    env: host.env,
    // A page without words of its own still speaks the app's (a refused link, a failed call) in English.
    messages: host.messages ?? englishMessages(),
    data: {},
    state,
    dialogs: [],
    busy: {},
  });
  const report = host.report ?? ((problem: string) => console.warn(`[renderer] ${problem}`));
  const runtime = createPageRuntime(
    {
      page: definition,
      route: route.routeKey,
      store,
      expr: page.compiled ? host.expr.withCompiled(page.compiled) : host.expr,
      storageValidators: page.storageValidators,
      services: back.services(host.services),
      toaster: host.toaster,
      isAlive: () => alive.value,
      report,
      leaveBrowser: () => back.leave(host.services),
    },
    host.widgets,
  );
  return { runtime, alive, back, storage };
}

/** Whether a page holds a `{ "$t": … }` value anywhere. */
const usesCatalogue = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(usesCatalogue)
    : typeof value === 'object' &&
      value !== null &&
      (Object.hasOwn(value, '$t') || Object.values(value).some(usesCatalogue));

/**
 * One page definition, live. A page shown without a catalogue (the lab's preview, a tool) that uses words from it gets
 * the English catalogue first, so it shows words rather than keys; the app's routes always hand theirs in.
 */
export function PageView({ page, route, host }: PageViewProps) {
  const needsEnglish = !host.messages && usesCatalogue(page.definition);
  const [english, setEnglish] = useState<MessageFormatter | undefined>(() => {
    if (!needsEnglish) return undefined;
    const found = messagesFor('en', undefined);
    return found instanceof Promise ? undefined : found;
  });
  const { report } = host;
  useEffect(() => {
    if (!needsEnglish || english) return;
    let current = true;
    Promise.resolve(messagesFor('en', undefined)).then(
      (found) => current && setEnglish(found),
      () => {
        report?.('the English catalogue could not be loaded: words show as their keys');
        if (current) setEnglish({ format: (key) => key });
      },
    );
    return () => {
      current = false;
    };
  }, [needsEnglish, english, report]);
  if (needsEnglish && !english) return <PageLoading />;
  return <LivePage page={page} route={route} host={needsEnglish ? { ...host, messages: english } : host} />;
}

/** The page, live: runs onLoad, then its timers; keeps its draft; renders regions and dialogs. */
function LivePage(props: PageViewProps) {
  const [{ runtime, alive, back, storage }] = useState(() => createRuntime(props));
  const { definition } = props.page;
  // While the page's first load runs it shows the loading view (the one the HTML and the page chunk's wait showed),
  // and aria-busy tells assistive technology (and tests) so.
  const [loading, setLoading] = useState(Boolean(definition.onLoad?.length));
  const links = useMemo(() => createPageLinks(runtime), [runtime]);
  useBackAction(runtime, back);

  // A layout effect, not a passive one: it runs as the first render commits, so the first load (whose answers are often
  // already here) starts before the browser paints, where a passive effect would start it only after that paint.
  useLayoutEffect(() => {
    alive.value = true;
    let stopTimers = () => {};
    const stopPersist = keepPersisted(definition.persist, storage, runtime);
    void runChain(definition.onLoad, runtime).finally(() => {
      if (!alive.value) return;
      // The regions appear whole, with the first load's answers in place, rendered as a transition: React builds the
      // page in slices between which the browser stays free for input (a phone at a quarter of a laptop's speed spends
      // 30 to 60 ms on a screen's first render, one long task when done at once). The loading view stays until the page
      // commits; it is the same element the HTML showed, so the borrower sees no change in between.
      startTransition(() => setLoading(false));
      stopTimers = startTimers(definition.timers, runtime);
    });
    return () => {
      alive.value = false;
      stopTimers();
      stopPersist();
    };
    // The runtime belongs to this page instance; a new page definition mounts a new PageView (keyed by route).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime]);

  const hash = props.route.hash ?? NO_HASH;
  useEffect(() => {
    runtime.store.update((draft) => {
      draft.hash = hash;
    });
  }, [runtime, hash]);

  return (
    <PageRuntimeContext.Provider value={runtime}>
      <PageLinksContext.Provider value={links}>
        <EndpointUrlContext.Provider value={runtime.services.endpointUrl ?? null}>
          <DocumentTitle />
          <main css={loading ? [pageCss, loadingPageCss] : pageCss} aria-busy={loading}>
            {loading ? (
              <PageLoading />
            ) : (
              definition.regions.map((region) => <RegionView key={region.name} region={region} />)
            )}
          </main>
          {/* A dialog the first load opens (kind tips) shows with the page, in the commit that shows it: never over the
              loading view, and when it closes, focus goes to the page's heading, which is there by then. */}
          {!loading && <DialogHost />}
        </EndpointUrlContext.Provider>
      </PageLinksContext.Provider>
    </PageRuntimeContext.Provider>
  );
}

function RegionView({ region }: { region: PageDefinition['regions'][number] }) {
  const runtime = usePageRuntime();
  const visible = useSelected(runtime.store, (s) => isTrue(runtime.expr, region.visible, scopeOf(s)), [region]);
  if (!visible) return null;
  return <section data-region={region.name}>{renderNodes(runtime.expr, region.children)}</section>;
}

function DocumentTitle() {
  const runtime = usePageRuntime();
  const title = useSelected(
    runtime.store,
    (s) => String(runtime.expr.resolveDeep(runtime.page.title, scopeOf(s)) ?? ''),
    [],
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
