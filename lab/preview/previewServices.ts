// The outside world of the previewed page: the real API client (so the sandbox or its scenarios answer), with every
// call recorded for the lab, and navigation kept inside the lab (a tap that would leave is logged instead).
import manifest from '../../pages.json';
import type { CommonParamStore } from '../../api/commonParams';
import type { EnvConfig } from '../../api/env';
import { createBrowserServices, type CallOutcome, type Services, type Toaster } from '../../renderer/host';
import type { RouteManifest } from '../../schemas/generated/types';
import type { SentRecord, TelemetryReport } from '../../api/telemetry-records';

export type PreviewEvent =
  | {
      kind: 'call';
      endpoint: string;
      params: Record<string, unknown>;
      outcome: 'pending' | 'success' | 'failure';
      code?: string | number | null;
      message?: string;
      id: number;
    }
  | { kind: 'leave'; what: string; target: string; id: number }
  /** A telemetry record of the preview, exactly as the app would send it (drift, an error, a broken widget). */
  | { kind: 'telemetry'; record: SentRecord; id: number };

let nextId = 1;

/** Each event of the log has its own id (a call keeps its id from waiting to settled). */
export const nextEventId = () => nextId++;

/** Common params that are exactly the lab's device fields (nothing read from the lab's own URL or storage). */
export function fixedCommonParams(device: Record<string, string>): CommonParamStore {
  const get = () => ({ ...device });
  return { get, update: get, recompute: get, clear: () => {} };
}

export function previewServices(options: {
  env: EnvConfig;
  device: Record<string, string>;
  toaster: Toaster;
  record(event: PreviewEvent): void;
  /** The preview's telemetry: what its client tolerated in an answer (drift) goes there. */
  report?: TelemetryReport;
}): Services {
  const leave = (what: string) => (target: string) => options.record({ kind: 'leave', what, target, id: nextId++ });
  const routes = (manifest as RouteManifest).routes;
  const base = createBrowserServices({
    env: options.env,
    routes,
    commonParams: fixedCommonParams(options.device),
    toaster: options.toaster,
    navigate: leave('open the app page'),
    report: options.report,
  });
  return {
    ...base,
    async call(endpoint, params, callOptions) {
      const id = nextId++;
      options.record({ kind: 'call', endpoint, params, outcome: 'pending', id });
      let outcome: CallOutcome;
      try {
        outcome = await base.call(endpoint, params, callOptions);
      } catch (error) {
        options.record({ kind: 'call', endpoint, params, outcome: 'failure', message: String(error), id });
        throw error;
      }
      options.record({
        kind: 'call',
        endpoint,
        params,
        outcome: outcome.success ? 'success' : 'failure',
        code: outcome.code,
        message: outcome.message,
        id,
      });
      return outcome;
    },
    assignLocation: leave('go to'),
    replaceLocation: leave('replace the page with'),
    historyBack: (steps) => leave('go back')(`${steps} ${steps === 1 ? 'page' : 'pages'} in the history`),
    sendNative: (message, payload) => leave('send the app message')(`${message} ${JSON.stringify(payload ?? {})}`),
  };
}
