// The telemetry the entry starts with. It hears every record from the first moment (an uncaught error, the first
// reads' drift), but the sink that scrubs, batches and sends them (telemetry.ts with its scrubber, stack reader and
// OTLP encoding) is a chunk loaded once the app has started and the browser has painted, so the first paint does not
// wait for it. Until then each record is held with the time it happened and the screens shown in between, and handed
// to the sink in that order, so it is stamped as if the sink had been there all along.
//
// What the page hears while the sink is not loaded yet is sent by it once it is. A page hidden before that (the
// borrower switched apps) loads the sink at once and sends as soon as it has arrived; a page closed before that loses
// what it heard (no code that could encode a batch has arrived), as a beacon on a network that is down would.
import type { Telemetry } from './telemetry';
import type { SentRecord, TelemetryRecord } from './telemetry-records';
import { screenHistory, type Screen } from './telemetry-screens';

export interface DeferredTelemetry extends Telemetry {
  /** Loads the sink and hands it everything held so far; later calls do nothing. */
  connect(): Promise<void>;
}

/** Makes the sink, stamping records with `now` (the time a held record was heard, while it is handed over). */
export type SinkLoader = (now: () => number) => Promise<Telemetry>;

type Heard = { at: number; record: TelemetryRecord } | { at: number; screen: Screen };

/** Records held before the sink arrives, at most (the sink's own cap for a page load is the same). */
const MAX_HELD = 300;

export function deferTelemetry(
  load: SinkLoader,
  options: {
    now?: () => number;
    /** The page: its path is noted as each screen shows, and hiding it loads the sink without waiting. */
    win?: Pick<Window, 'addEventListener'> & {
      document: Pick<Document, 'visibilityState'>;
      location: Pick<Location, 'pathname'>;
    };
  } = {},
): DeferredTelemetry {
  const clock = options.now ?? Date.now;
  let heard: Heard[] = [];
  let held = 0;
  let sink: Telemetry | undefined;
  let connecting: Promise<void> | undefined;
  let replayingAt: number | undefined;
  const listeners = new Map<(record: SentRecord) => void, () => void>();
  const screens = screenHistory(); // until the sink has them

  function connect(): Promise<void> {
    connecting ??= load(() => replayingAt ?? clock()).then(
      (loaded) => {
        for (const [listener] of listeners) listeners.set(listener, loaded.subscribe(listener));
        for (const item of heard) {
          replayingAt = item.at;
          if ('record' in item) loaded.report(item.record);
          else loaded.showScreen(item.screen);
        }
        replayingAt = undefined;
        heard = [];
        sink = loaded;
        // Hidden meanwhile: the sink heard no hide of its own, and a hidden page may not run much longer.
        if (hidden()) loaded.flush();
      },
      () => {
        // A sink that cannot load (the network dropped) costs the page nothing; what was held stays unsent.
      },
    );
    return connecting;
  }

  const win = options.win;
  const hidden = () => win?.document.visibilityState === 'hidden';
  win?.addEventListener('visibilitychange', () => {
    if (hidden()) void connect();
  });

  return {
    report(record) {
      if (sink) return sink.report(record);
      if (held >= MAX_HELD) return;
      held += 1;
      heard.push({ at: clock(), record });
    },
    showScreen(screen) {
      if (sink) return sink.showScreen(screen);
      if (!screens.show(screen)) return;
      // The sink notes the address's path as the screen shows; by the time it arrives the address may have moved on.
      const path = win?.location.pathname;
      heard.push({ at: clock(), screen: { ...screen, ...(path && { path }) } });
    },
    landing: () => (sink ?? screens).landing(),
    subscribe(listener) {
      listeners.set(listener, sink ? sink.subscribe(listener) : () => {});
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    flush: () => sink?.flush(),
    connect,
  };
}
