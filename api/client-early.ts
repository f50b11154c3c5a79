// Early exchanges: a screen's first read starts while its code is still downloading (App starts the calls the build
// found at the head of each page's onLoad). The page's own call then takes the answer already on its way instead of
// asking again. Only reads are started early (never a call that changes something), each answer serves one call, and
// an answer that waited too long is dropped, so nothing stale is ever shown for a later visit.
import type { BuiltRequest } from './client-request';

/** How long an early answer may wait for the page's call (the page's code normally arrives within a second or two). */
export const EARLY_ANSWER_TTL_MS = 15_000;

interface Early<T> {
  startedAt: number;
  outcome: Promise<T>;
  /** The answer (or the failure) is already here: the page's call has nothing to wait for. */
  settled: boolean;
}

/** A waiting exchange as the page's call takes it. */
export type TakenExchange<T> = Pick<Early<T>, 'outcome' | 'settled'>;

/** Two requests are the same call when method, URL (common params included) and text body are the same. */
function keyOf(request: BuiltRequest): string | null {
  if (request.body !== undefined && typeof request.body !== 'string') return null; // files are never read early
  return `${request.method} ${request.url}\n${request.body ?? ''}`;
}

export interface EarlyExchanges<T> {
  /** Starts the exchange unless the same one is already waiting; the waiting outcome (undefined: never read early). */
  start(request: BuiltRequest, exchange: () => Promise<T>): Promise<T> | undefined;
  /** The waiting exchange for this request, once; undefined when there is none (or it is too old). */
  take(request: BuiltRequest): TakenExchange<T> | undefined;
}

export function createEarlyExchanges<T>(now: () => number = Date.now): EarlyExchanges<T> {
  const waiting = new Map<string, Early<T>>();
  const fresh = (early: Early<T>) => now() - early.startedAt <= EARLY_ANSWER_TTL_MS;
  return {
    start(request, exchange) {
      const key = keyOf(request);
      if (key === null) return undefined;
      const known = waiting.get(key);
      if (known && fresh(known)) return known.outcome;
      const outcome = exchange();
      const early: Early<T> = { startedAt: now(), outcome, settled: false };
      const arrived = () => {
        early.settled = true;
      };
      outcome.then(arrived, arrived);
      waiting.set(key, early);
      return outcome;
    },
    take(request) {
      const key = keyOf(request);
      const early = key === null ? undefined : waiting.get(key);
      if (!early) return undefined;
      waiting.delete(key!);
      return fresh(early) ? { outcome: early.outcome, settled: early.settled } : undefined;
    },
  };
}
