// Starts the borrower's app in a browser: the route manifest, the page loader and the env config wired into the
// renderer, taking over the head start's params, toaster and client (start/headStart.ts). It runs inside a renderer chunk
// (the root boot.tsx, or the browser benchmark's measure/bench-app/boot.tsx) that the entry imports after the head
// start.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { EnvConfig } from '../../api/env';
import { App } from '../views/App';
import type { PageLoader } from './pageLoader';
import { createBrowserServices } from './browserServices';
import type { EarlyTable, HeadStart } from './headStart';
import type { RouteManifest } from '../../schemas/generated/types';
import { watchWebVitals } from './webVitals';
import { deviceLanguages, pageLocale, resolveLocale } from '../i18n/locale';
import { messagesFor } from '../i18n/catalogues';
import { sliceRenders } from './renderSlices';

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
  const first = options.head.page;
  const { loaded } = options.loadPage;
  const { env } = options;
  const render = () => renderApp(container, options);
  const locale = resolveLocale({
    query: new URLSearchParams(window.location.search).get('lang') ?? undefined,
    device: deviceLanguages(),
    env: env.locale,
  });
  const wordsOf = () => {
    const page = first && loaded?.(first);
    return page ? messagesFor(pageLocale(page.page, locale), page.messages) : undefined;
  };
  if (first && loaded && !loaded(first)) {
    options.loadPage(first).then(() => Promise.resolve(wordsOf()).then(render, render), render);
    return;
  }
  const words = wordsOf();
  if (words instanceof Promise) words.then(render, render);
  else render();
}

function renderApp(container: Element, options: StartOptions): void {
  const { env } = options;
  const routes = options.manifest.routes;
  const { commonParams, toaster, client, telemetry, expr } = options.head;
  sliceRenders();
  const root = createRoot(container);
  // A transition, so React renders the app in slices and the main thread stays free for input between them (the HTML's
  // loading view shows meanwhile); a plain first render is one task, which a slow phone spends tens of ms on.
  startTransition(() =>
    root.render(
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
      />,
    ),
  );
  afterFirstRender(() => watchWebVitals(telemetry));
}

/** Runs once the main thread is idle after the first render (on browsers without idle callbacks, a moment later). */
function afterFirstRender(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}
