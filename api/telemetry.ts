// The one telemetry sink: the api client (drift), the renderer (broken widgets, actions, expressions), the window
// (uncaught errors), the page loader (code that could not load) and web-vitals all report here. Each record is
// scrubbed (telemetry-scrub.ts), stamped with the screen, the release and the time, shown to in-page viewers (the page
// lab), printed in development and, in production, sent in batches as OpenTelemetry logs (OTLP/HTTP JSON,
// telemetry-otlp.ts) to env `telemetryUrl`.
import type { SentRecord, TelemetryRecord, TelemetryReport } from './telemetry-records';
import { scrubRecord, scrubText } from './telemetry-scrub';
import { otlpLogs, type TelemetrySource } from './telemetry-otlp';
import { screenHistory, type Screen } from './telemetry-screens';

export type { Screen } from './telemetry-screens';

export interface TelemetryOptions {
  /** Where batches go: an address the URL guard accepted (telemetry-endpoint.ts). None: nothing is sent. */
  endpoint?: string;
  /** The release and environment every record and batch names (default: an unreleased development build). */
  source?: TelemetrySource;
  /** Print each record (development). */
  console?: boolean;
  /** Sends one batch, an OTLP JSON text; by default a beacon with a JSON body, else fetch with keepalive. */
  send?: (url: string, body: string) => void;
  /**
   * Where the page's hide and unload are heard, to send what is queued before the page goes; its location names the
   * app's origin (whose stack frames keep their positions) and the path each screen is at.
   */
  win?: Pick<Window, 'addEventListener'> & {
    document: Pick<Document, 'visibilityState'>;
    location?: Pick<Location, 'origin' | 'pathname'>;
  };
  now?: () => number;
  /** A batch leaves as soon as it holds this many records (default 20). */
  batchSize?: number;
  /** Otherwise this long after its first record (default 5 s). */
  flushMs?: number;
  /** Records a page load may queue or send at most; the rest are dropped (default 300). */
  maxRecords?: number;
}

export interface Telemetry {
  report: TelemetryReport;
  /** For in-page viewers: every record as it would be sent. Returns the unsubscribe. */
  subscribe(listener: (record: SentRecord) => void): () => void;
  /** The screen now showing, stamped on every record that names none (the same screen again changes nothing). */
  showScreen(screen: Screen): void;
  /** The screen the document opened at and how many it has shown since (web-vitals measures the whole document). */
  landing(): Screen & { screens: number };
  /** Sends what is queued now. */
  flush(): void;
}

const DEVELOPMENT: TelemetrySource = { release: 'dev', environment: 'development' };

/** Drift is the same drift on whichever screen reads the answer; an error is told apart by where it happened. */
function dedupeKey(record: SentRecord): string | undefined {
  if (record.type === 'vital') return undefined;
  const { at: _at, ...rest } = record;
  if (rest.type === 'drift') return JSON.stringify({ ...rest, route: undefined, page: undefined });
  return JSON.stringify(rest);
}

/**
 * A beacon with a typed body (OTLP/HTTP wants `application/json`; a Collector answers 415 to text/plain), which the
 * browser delivers even as the page goes; where it refuses one (too large, or another origin's JSON, which needs a
 * CORS preflight a beacon cannot make), fetch with keepalive, which outlives the page the same way.
 */
function beaconSender(): TelemetryOptions['send'] {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return undefined;
  return (url, body) => {
    const type = 'application/json';
    try {
      if (navigator.sendBeacon(url, new Blob([body], { type }))) return;
    } catch {
      // refused: try fetch below
    }
    fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': type } }).catch(
      () => {},
    );
  };
}

export function createTelemetry(options: TelemetryOptions = {}): Telemetry {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 20;
  const flushMs = options.flushMs ?? 5000;
  const maxRecords = options.maxRecords ?? 300;
  const send = options.endpoint ? (options.send ?? beaconSender()) : undefined;
  const source = options.source ?? DEVELOPMENT;
  const win = options.win ?? (typeof window === 'undefined' ? undefined : window);
  const listeners = new Set<(record: SentRecord) => void>();
  const seen = new Set<string>();
  let queue: SentRecord[] = [];
  let accepted = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const screens = screenHistory();

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0 || !send || !options.endpoint) return;
    const batch = queue;
    queue = [];
    try {
      send(options.endpoint, JSON.stringify(otlpLogs(batch, source)));
    } catch {
      // A beacon the browser refuses (too large, blocked) is lost; telemetry must never break the page.
    }
  }

  function report(record: TelemetryRecord): void {
    try {
      accept(record);
    } catch {
      // The client, the renderer and the error listeners call this: a broken viewer or record must not break them.
    }
  }

  function accept(record: TelemetryRecord): void {
    const scrubbed = scrubRecord(record, win?.location?.origin ?? '');
    const current = screens.current();
    if (scrubbed === null || accepted >= maxRecords) return;
    const stamped = {
      route: current.route,
      ...(current.page && { page: current.page }),
      // A vital names the screen the document opened at (its route), not where the address is now.
      ...(scrubbed.type !== 'vital' && current.path && { path: current.path }),
      ...scrubbed,
      release: source.release,
      at: now(),
    } as SentRecord;
    const key = dedupeKey(stamped);
    if (key !== undefined) {
      if (seen.has(key)) return; // one broken list must not send thousands
      seen.add(key);
    }
    accepted += 1;
    if (options.console) console.info('[telemetry]', stamped);
    for (const listener of listeners) {
      try {
        listener(stamped);
      } catch {
        // One broken viewer keeps neither the others nor the beacon from the record.
      }
    }
    if (!send) return;
    queue.push(stamped);
    if (queue.length >= batchSize) flush();
    else timer ??= setTimeout(flush, flushMs);
  }

  if (send && win) {
    // The last moments a page is sure to run: hidden (switching apps, closing the webview) and unloading.
    win.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'hidden') flush();
    });
    win.addEventListener('pagehide', flush);
  }

  return {
    report,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    showScreen({ route, page, path }) {
      const pathname = path ?? win?.location?.pathname;
      screens.show({ route, page, ...(pathname && { path: scrubText(pathname) }) });
    },
    landing: screens.landing,
    flush,
  };
}
