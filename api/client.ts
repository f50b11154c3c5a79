// The HTTP client: every call by endpoint id, every call settles. Fixes the spec's shared helper, whose
// network failures never settled: a dropped connection, a time-out, an HTTP error or a non-JSON answer
// resolves with success false and a message the borrower can act on.
import { ofetch } from 'ofetch';
import { getEndpoint, isEndpointId, type EndpointId } from './catalogue';
import { buildRequest, buildUrl, type BuiltRequest, type ParamBag } from './client-request';
import { createIdempotencyKeys, IDEMPOTENCY_HEADER } from './client-idempotency';
import { loadReaderSchema, readSuccessData } from './client-read';
import { createEarlyExchanges } from './client-early';
import type { TelemetryReport } from './telemetry-records';
import {
  englishClientWords,
  failedResult,
  interpretAnswer,
  type CallResult,
  type ClientWord,
  type ClientWords,
  type ClientWordValues,
} from './client-response';

export { FAILURE_MESSAGES, type CallResult, type ClientWords, type FailureKind } from './client-response';

export interface ClientUi {
  /** Shows a loading message; returns the function that hides it. */
  loading(message: string): () => void;
  toast(message: string): void;
}

export interface ClientOptions {
  /** Prefix of every endpoint path, e.g. "/api". */
  apiBase: string;
  /** Session params for every query string; read on each call so they can change. Undefined values are dropped. */
  commonParams: () => Record<string, string | undefined>;
  ui?: ClientUi;
  fetch?: typeof globalThis.fetch;
  /**
   * Read success answers tolerantly against the endpoint's response schema (api/answer-reader.ts): coerce, keep or leave
   * out each field, and report what differed (default true; tests of transport turn it off).
   */
  validateAnswers?: boolean;
  /** Where the client reports what it tolerated or refused in an answer (drift records, no values). */
  report?: TelemetryReport;
  /** The client's own words (a network failure, a time-out) in the reader's language; English by default. */
  words?: ClientWords;
}

export interface CallOptions {
  /** Loading message shown while the call runs. */
  loading?: string;
  /** No failure toast: the caller shows its own. */
  quiet?: boolean;
  /** Aborting resolves the call as a quiet 'network' failure with the message "Request cancelled.". */
  signal?: AbortSignal;
}

export interface ApiClient {
  call<T = unknown>(id: EndpointId, params?: Record<string, unknown>, options?: CallOptions): Promise<CallResult<T>>;
  /** The full URL of a query-encoded call, for endpoints used as an img src (getCaptcha). */
  url(id: EndpointId, params?: Record<string, unknown>): string;
  /**
   * Starts a read before its page asks (client-early.ts): the page's next call with the same params takes this answer.
   * Calls that change something, files and image endpoints are never started early. Settles with the answer's data
   * on success, undefined otherwise (never rejects), for what may be fetched ahead on its strength.
   */
  prefetch(id: EndpointId, params?: Record<string, unknown>): Promise<unknown>;
}

type Exchange = { kind: 'answer'; status: number; text: string } | { kind: 'network' | 'timeout' | 'cancelled' };

export function createApiClient(options: ClientOptions): ApiClient {
  // Looked up per request so a fetch patched later (MSW, tests) is the one used.
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Retries stay off: a retried POST could submit a loan or payment twice (the key below makes re-sends harmless,
  // but only the person decides to try again).
  const keys = createIdempotencyKeys();
  const $fetch = ofetch.create({ retry: 0, ignoreResponseError: true, responseType: 'text' }, { fetch: fetchImpl });
  const early = createEarlyExchanges<Exchange>();
  const say = (word: ClientWord, values: ClientWordValues = {}): string =>
    options.words?.(word, values) ?? englishClientWords(word, values);

  async function exchange(request: BuiltRequest, timeoutMs: number, callerSignal?: AbortSignal): Promise<Exchange> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    // Racing the abort itself means even a fetch that ignores its signal cannot keep the call pending.
    const stopped = new Promise<never>((_, reject) => {
      if (controller.signal.aborted) reject(new Error('aborted'));
      controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    });
    try {
      const response = await Promise.race([
        $fetch.raw<string, 'text'>(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: controller.signal,
        }),
        stopped,
      ]);
      return {
        kind: 'answer',
        status: response.status,
        text: typeof response._data === 'string' ? response._data : '',
      };
    } catch {
      if (timedOut) return { kind: 'timeout' };
      return callerSignal?.aborted ? { kind: 'cancelled' } : { kind: 'network' };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function call<T>(id: EndpointId, params: ParamBag = {}, callOptions: CallOptions = {}): Promise<CallResult<T>> {
    const definition = getEndpoint(id);
    if (definition.returns !== 'json') throw new Error(`Endpoint "${id}" answers an image: use client.url()`);
    const request = buildRequest(definition, options.apiBase, options.commonParams(), params);
    if (definition.effect) request.headers[IDEMPOTENCY_HEADER] = keys.keyFor(id, params);
    if (options.validateAnswers !== false) void loadReaderSchema(id); // on its way beside the request, not after it
    const started = callOptions.signal ? undefined : early.take(request);
    // The loading message covers a wait. A first read whose answer arrived while the page's code loaded has none: a
    // toast shown and hidden in the same moment would only cost renders and have a screen reader say "loading".
    const hideLoading = callOptions.loading && !started?.settled ? options.ui?.loading(callOptions.loading) : undefined;
    try {
      const outcome = await (started?.outcome ?? exchange(request, definition.timeoutMs, callOptions.signal));
      // A 5xx or no answer leaves the effect unknown: a retry of the same call must carry the same key.
      if (outcome.kind === 'answer' && outcome.status < 500) keys.answered(id, params);
      let result =
        outcome.kind === 'answer'
          ? interpretAnswer<T>(definition, outcome.status, outcome.text, say)
          : outcome.kind === 'cancelled'
            ? failedResult<T>('network', say('cancelled'))
            : failedResult<T>(outcome.kind, say(outcome.kind));
      if (result.success && options.validateAnswers !== false) {
        const read = await readSuccessData(id, result.data);
        for (const record of read.drift) options.report?.(record);
        // Only an answer from which nothing can be shown is an error; anything less costs just what reads it.
        result = read.usable
          ? { ...result, data: read.data as T, dropped: read.dropped }
          : failedResult<T>('malformed', say('malformed'), result.raw);
      }
      // A cancelled call was the caller's own decision: nothing to tell the borrower.
      if (!result.success && !callOptions.quiet && outcome.kind !== 'cancelled') options.ui?.toast(result.message);
      return result;
    } finally {
      hideLoading?.();
    }
  }

  function url(id: EndpointId, params: ParamBag = {}): string {
    const definition = getEndpoint(id);
    if (definition.encoding !== 'query') throw new Error(`Endpoint "${id}" is not query-encoded`);
    return buildUrl(options.apiBase, definition.path, options.commonParams(), params);
  }

  async function prefetch(id: EndpointId, params: ParamBag = {}): Promise<unknown> {
    if (!isEndpointId(id)) return undefined; // a head start is an optimisation: it never throws, the page's own call will
    const definition = getEndpoint(id);
    if (definition.effect || definition.returns !== 'json' || definition.encoding === 'multipart') return undefined;
    const request = buildRequest(definition, options.apiBase, options.commonParams(), params);
    if (options.validateAnswers !== false) void loadReaderSchema(id);
    const outcome = await early.start(request, () => exchange(request, definition.timeoutMs));
    if (outcome?.kind !== 'answer') return undefined;
    // Only a hint for what to fetch next (lead pictures): the page's own call reads the answer against its schema.
    const result = interpretAnswer(definition, outcome.status, outcome.text);
    return result.success ? result.data : undefined;
  }

  return { call, url, prefetch };
}
