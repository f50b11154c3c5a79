// The real outside world for the renderer in a browser or webview: api client, bridge, URL guard, storage.
import type { ApiClient } from '../../api/client';
import { createBridge, type BridgeMessage } from '../../api/bridge';
import { guardUrl, type GuardOptions } from '../../api/urlGuard';
import { appendCommonParams } from '../../api/commonParamsUrl';
import type { CommonParamStore } from '../../api/commonParams';
import type { EnvConfig } from '../../api/env';
import type { EndpointId } from '../../api/catalogue';
import type { RouteManifest } from '../../schemas/generated/types';
import type { Services } from '../core/services';
import type { Toaster } from '../core/toasts';
import type { TelemetryReport } from '../../api/telemetry-records';
import { createAppClient } from './headStart';

export interface BrowserServicesOptions {
  env: EnvConfig;
  routes: RouteManifest['routes'];
  commonParams: CommonParamStore;
  toaster: Toaster;
  navigate(path: string, options?: { replace?: boolean }): void;
  win?: Window;
  /** Tests replace full navigations (jsdom cannot leave the page) and storage. */
  location?: Pick<Location, 'origin' | 'assign' | 'replace'>;
  storages?: { session: Storage | null; local: Storage | null };
  /** The client the entry made to start the first reads early (start/headStart.ts); a new one otherwise. */
  client?: ApiClient;
  /** Where a new client reports drift (the page lab's preview); the entry's client has its own. */
  report?: TelemetryReport;
}

function safeStorage(get: () => Storage): Storage | null {
  try {
    return get(); // throws in some webviews when storage is disabled
  } catch {
    return null;
  }
}

export function createBrowserServices(options: BrowserServicesOptions): Services {
  const win = options.win ?? window;
  const location = options.location ?? win.location;
  const guardOptions: GuardOptions = {
    appOrigin: location.origin,
    allowedOrigins: options.env.allowedOrigins,
    nativeScheme: options.env.nativeScheme,
    partnerOrigins: options.env.partnerOrigins,
  };
  const client = options.client ?? createAppClient(options.env, options.commonParams, options.toaster, options.report);
  const bridge = createBridge(options.env.androidBridge, win);
  return {
    call: (endpoint, params, callOptions) => client.call(endpoint as EndpointId, params, callOptions),
    prefetch: (endpoint, params) => client.prefetch(endpoint as EndpointId, params),
    sendNative: (message, payload) => void bridge.send(message as BridgeMessage, payload),
    inApp: () => bridge.hasHost(),
    // Statically loaded on purpose: a webview remembers a failed dynamic import until reload, which would leave every
    // link broken for the session after one bad moment on the network.
    guardUrl: (url, request) => guardUrl(url, guardOptions, request),
    withCommonParams: (url) => appendCommonParams(url, options.commonParams.get(), guardOptions),
    navigate: options.navigate,
    assignLocation: (url) => location.assign(url),
    replaceLocation: (url) => location.replace(url),
    historyBack: (steps) => win.history.go(-steps),
    copyText: (text) => copyText(text, win),
    endpointUrl: (endpoint, params) => client.url(endpoint as EndpointId, params),
    // Loaded on first use: only the testers' page asks for a position, so no borrower's screen carries it.
    geolocate: async (geoOptions) => (await import('../geolocation')).locate(win.navigator, geoOptions),
    storage: (area) =>
      options.storages
        ? options.storages[area]
        : safeStorage(() => (area === 'session' ? win.sessionStorage : win.localStorage)),
    routes: options.routes,
  };
}

/** The async clipboard needs a secure context; older webviews only have execCommand. */
async function copyText(text: string, win: Window): Promise<void> {
  if (win.navigator.clipboard?.writeText) {
    try {
      await win.navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the legacy path (permission denied in some webviews)
    }
  }
  const doc = win.document;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  const copied = doc.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}
