// Starts the borrower's app in a browser: the route manifest, the page loader and the env config wired into the
// renderer, taking over the head start's params, toaster and client (start/headStart.ts). It runs inside a renderer chunk
// (the root boot.tsx, or the browser benchmark's measure/bench-app/boot.tsx) that the entry imports after the head
// start.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBridge } from '../../api/bridge';
import type { EnvConfig } from '../../api/env';
import { App, NOT_FOUND_PAGE } from '../views/App';
import type { PageLoader } from './pageLoader';
import { createBrowserServices } from './browserServices';
import type { EarlyTable, HeadStart } from './headStart';
import type { RouteManifest } from '../../schemas/generated/types';
import { watchWebVitals } from './webVitals';
import { deviceLanguages, pageLocale, resolveLocale } from '../i18n/locale';
import { messagesFor } from '../i18n/catalogues';
import { sliceRenders } from './renderSlices';
import { drawnPageMatches } from './drawnPage';
import { afterFirstRender } from './laterEarlyCalls';

export interface StartOptions {
  manifest: RouteManifest;
  loadPage: PageLoader;
  env: EnvConfig;
  /** `virtual:early-calls`: each page's first read, started beside the page's code on every later navigation. */
  early?: EarlyTable;
  /** The entry's head start: its params, toaster and the client holding the first reads. */
  head: HeadStart;
}

export function startApp(container: Element, options: StartOptions): void {
  // The first screen's page is loaded before the first render (its chunk is preloaded: this is its evaluation), so
  // that render shows the page rather than the loading view and then the page a few tasks later. If it cannot be
  // loaded, the app renders anyway and its retry view takes over.
  // A borrower reading another language than English waits for that catalogue the same way (English comes with the page).
  // A path no route has shows the not-found page: it is loaded before the first render like any other.
  const first = options.head.page ?? NOT_FOUND_PAGE;
  const { loaded } = options.loadPage;
  const { env } = options;
  const locale = resolveLocale({
    query: new URLSearchParams(window.location.search).get('lang') ?? undefined,
    device: deviceLanguages(),
    env: env.locale,
  });
  const firstPage = () => loaded?.(first);
  const render = () => {
    const page = firstPage();
    const inApp = () => createBridge(env.androidBridge, window).hasHost();
    renderApp(container, options, !!page && drawnPageMatches(container, first, pageLocale(page.page, locale), inApp));
  };
  const wordsOf = () => {
    const page = firstPage();
    return page ? messagesFor(pageLocale(page.page, locale), page.messages) : undefined;
  };
  if (loaded && !loaded(first)) {
    options.loadPage(first).then(() => Promise.resolve(wordsOf()).then(render, render), render);
    return;
  }
  const words = wordsOf();
  if (words instanceof Promise) words.then(render, render);
  else render();
}

function renderApp(container: Element, options: StartOptions, hydrate: boolean): void {
  const { env } = options;
  const routes = options.manifest.routes;
  const { commonParams, toaster, client, telemetry, expr } = options.head;
  sliceRenders();
  const app = (
    <App
      manifest={options.manifest}
      loadPage={options.loadPage}
      widgets={{}}
      expr={expr}
      env={env}
      toaster={toaster}
      commonParams={commonParams}
      earlyCalls={options.early?.earlyCalls}
      telemetry={telemetry}
      onMessages={options.head.takeMessages}
      makeServices={(navigate) => createBrowserServices({ env, routes, commonParams, toaster, navigate, client })}
    />
  );
  if (hydrate) {
    // The HTML holds this very first view, drawn at build time (build/prerender/): React takes over the elements that
    // are there and the reader sees no change. Should they differ after all, React draws the page anew (a second
    // layout, nothing lost), and the lender hears of it, without the page's text. As a transition, so hydration runs
    // in the same slices as a first render (a plain hydrateRoot is one task).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          telemetry.report({
            type: 'error',
            kind: 'renderer',
            message: 'the page drawn at build time differed from its first render: drawn again',
            errorName: error instanceof Error ? error.name : undefined,
          }),
      });
    });
  } else {
    const root = createRoot(container);
    // A transition, so React renders the app in slices and the main thread stays free for input between them (the
    // HTML's loading view shows meanwhile); a plain first render is one task, which a slow phone spends tens of ms on.
    startTransition(() => root.render(app));
  }
  afterFirstRender(() => watchWebVitals(telemetry));
}
