// What the entry does before React and the renderer have arrived (the renderer chunk, boot.tsx, is one the route's
// HTML preloads beside the entry): keep the common params, and start the route's first reads, so the page's
// data is on its way while the bulk of the code is still downloading, not after it has run.
import { createApiClient, type ApiClient } from '../../api/client';
import { readEntryCommonParams, type CommonParamStore } from '../../api/commonParams';
import type { EndpointId } from '../../api/catalogue';
import type { EnvConfig } from '../../api/env';
import { createBridge } from '../../api/bridge';
import type { Screen, Telemetry } from '../../api/telemetry';
import { deferTelemetry, type DeferredTelemetry } from '../../api/telemetry-deferred';
import type { TelemetryReport } from '../../api/telemetry-records';
import { reportUncaught } from './telemetryFeeds';
import { approvedImageSrc, SERVER_IMAGE_ATTRIBUTES, setImageOrigins } from '../images';
import {
  createExprEngine,
  warnInConsole,
  type CompiledTable,
  type ExprEngine,
  type MessageFormatter,
} from '../../expr/runtime';
import { deviceOf, routeScope, startEarlyCalls, type EarlyCalls } from '../core/earlyCalls';
import { createToaster, HELPER_FAILURE_TOAST_MS, type Toaster } from '../core/toasts';
import type { RouteManifest } from '../../schemas/generated/types';

/** What the app takes over from the head start: the same params, toaster and client (with its waiting answers). */
export interface HeadStart {
  commonParams: CommonParamStore;
  toaster: Toaster;
  client: ApiClient;
  /** Where everything the lender should hear about goes (drift, errors, vitals): started first, so it hears it all. */
  telemetry: Telemetry;
  /** Loads the sink that scrubs and sends what telemetry hears (once the first screen is on its way). */
  sendTelemetry(): void;
  /** The app's expression engine (createAppExprEngine), on which every screen's page view layers its page's table. */
  expr: ExprEngine;
  /** The route the app opened at and its page, when a route matches its path. */
  screen?: Screen;
  page?: string;
  /** Hands the client the catalogue of the reader's language, for its own words (a network failure, a time-out). */
  takeMessages(messages: MessageFormatter): void;
}

export interface EarlyTable {
  earlyCalls: EarlyCalls;
  expressions: Record<string, unknown>;
}

/**
 * The api client every screen uses: answers checked, loading and failure messages shown by the toaster, and what it
 * tolerated in an answer (drift) reported to `report`.
 */
export function createAppClient(
  env: Pick<EnvConfig, 'apiBase'>,
  commonParams: CommonParamStore,
  toaster: Toaster,
  report?: TelemetryReport,
  words?: () => MessageFormatter | undefined,
): ApiClient {
  return createApiClient({
    apiBase: env.apiBase,
    commonParams: () => commonParams.get(),
    // The client's own words (client.* in the catalogue) in the reader's language, once the screen has its catalogue.
    words: (word, values) => words?.()?.format(`client.${word}`, values),
    ui: {
      loading: (message) => toaster.loading(message),
      toast: (message) => toaster.show(message, HELPER_FAILURE_TOAST_MS),
    },
    report,
  });
}

/**
 * The app's telemetry, hearing every error nothing handled from this moment on; what it hears is held until
 * `connect()` loads the sink (telemetrySink.ts: printed in development, sent to env `telemetryUrl` in production).
 */
export function createAppTelemetry(env: EnvConfig, win: Window, release: string): DeferredTelemetry {
  const telemetry = deferTelemetry(
    (now) => import('./telemetrySink').then(({ createAppSink }) => createAppSink(env, win, release, now)),
    { win },
  );
  reportUncaught(win, telemetry.report);
  return telemetry;
}

/**
 * The app's expression engine: no parser (bundled pages come compiled: the early calls' table is here from the start,
 * and each page view layers its own page's table on it), and a failed expression kept on the console and reported as
 * well (its message and the page's own expression text), from the first read on.
 */
export function createAppExprEngine(telemetry: Pick<Telemetry, 'report'>, early?: CompiledTable): ExprEngine {
  return createExprEngine({
    compiled: early ? [early] : [],
    report(error) {
      warnInConsole(error);
      telemetry.report({ type: 'error', kind: 'expression', message: `${error.message} in ${error.expression}` });
    },
  });
}

function sessionStorageOrNull(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null; // some webviews throw when storage is disabled
  }
}

/** The route a path opens and its page, matched as the router matches (case-insensitive, a trailing slash allowed). */
export function screenAtPath(routes: RouteManifest['routes'], pathname: string): Screen | undefined {
  const wanted = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  for (const [route, entry] of Object.entries(routes)) {
    if (entry && 'path' in entry && entry.path.toLowerCase() === wanted) return { route, page: entry.page };
  }
  return undefined;
}

/** Pictures being fetched ahead, held so the fetch is not dropped with its element. */
const fetching = new Set<HTMLImageElement>();

/**
 * Fetches a lead picture into the browser's image cache, with the attributes the widget's <img> will have (no
 * referrer), so the <img> finds it there; under the image rule the widgets obey (the app's and the CDN origins).
 */
function fetchImageAhead(url: string): void {
  const approved = approvedImageSrc(url);
  if (approved === null || approved.startsWith('data:')) return;
  const image = new Image();
  image.referrerPolicy = SERVER_IMAGE_ATTRIBUTES.referrerPolicy;
  image.decoding = SERVER_IMAGE_ATTRIBUTES.decoding;
  image.fetchPriority = 'high';
  const done = () => fetching.delete(image);
  image.addEventListener('load', done, { once: true });
  image.addEventListener('error', done, { once: true });
  fetching.add(image);
  image.src = approved;
}

export interface HeadOptions {
  routes: RouteManifest['routes'];
  env: EnvConfig;
  /** The build the page came from (renderer/start/pageConfig.ts), named on every telemetry record. */
  release: string;
  early?: EarlyTable;
  win?: Window;
  /** The app's telemetry; made here (createAppTelemetry) when not given. */
  telemetry?: Telemetry;
}

/** The telemetry given, or the app's own, whose sink the entry loads once the first screen has rendered. */
function headTelemetry(options: HeadOptions, win: Window): Pick<HeadStart, 'telemetry' | 'sendTelemetry'> {
  if (options.telemetry) return { telemetry: options.telemetry, sendTelemetry: () => {} };
  const telemetry = createAppTelemetry(options.env, win, options.release);
  return { telemetry, sendTelemetry: () => void telemetry.connect() };
}

export function startHead(options: HeadOptions): HeadStart {
  const win = options.win ?? window;
  const { telemetry, sendTelemetry } = headTelemetry(options, win);
  setImageOrigins(options.env.imageOrigins);
  const commonParams = readEntryCommonParams(sessionStorageOrNull(win), win); // also drops them from the address bar
  const toaster = createToaster();
  let messages: MessageFormatter | undefined;
  const client = createAppClient(options.env, commonParams, toaster, telemetry.report, () => messages);
  const screen = screenAtPath(options.routes, win.location.pathname);
  const page = screen?.page;
  const expr = createAppExprEngine(telemetry, options.early?.expressions as CompiledTable | undefined);
  if (options.early) {
    const search = win.location.search;
    const device = deviceOf(commonParams, search, createBridge(options.env.androidBridge, win).hasHost());
    const prefetch = (endpoint: string, params: Record<string, unknown>) =>
      client.prefetch(endpoint as EndpointId, params);
    if (page)
      startEarlyCalls(
        expr,
        options.early.earlyCalls[page],
        routeScope(search, device, options.env),
        prefetch,
        fetchImageAhead,
      );
  }
  const takeMessages = (next: MessageFormatter) => void (messages = next);
  return { commonParams, toaster, client, telemetry, sendTelemetry, expr, screen, page, takeMessages };
}
