// Pure answer interpretation: from (HTTP status, body text) to a CallResult. No transport, no UI.
import { isSuccessCode, type EndpointDefinition } from './catalogue';

export type FailureKind = 'server' | 'network' | 'timeout' | 'http' | 'malformed';

export interface CallResult<T = unknown> {
  success: boolean;
  code: string | number | null;
  message: string;
  /**
   * The answer's data on success and on a server failure (whatever the server sent, often null);
   * null on every other failure.
   */
  data: T;
  /** The parsed JSON answer, or its text when it was not JSON; null when nothing arrived. */
  raw: unknown;
  failure?: FailureKind;
  /**
   * The server's own message when it sent a non-empty one, '' otherwise (a network failure, an empty message): where
   * the spec says the server message is shown, a page shows this and its own words only as the fallback.
   */
  serverMessage?: string;
  /** JSON pointers (inside data) of the values the answer reader left out because they could not be used. */
  dropped?: string[];
}

/**
 * What borrowers read when no server message exists, in English: the client's own words. An app hands the client its
 * catalogue's words for them (`client.<kind>` in messages/<locale>.json, the same English there), so a Filipino reader
 * reads them in Filipino; a host without a catalogue (the sandbox, Node tools) gets these.
 */
export const FAILURE_MESSAGES: Record<ClientWord, string> = {
  network: 'Network error. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  http: 'Server error (HTTP {status}). Please try again.',
  malformed: 'Unexpected answer from the server. Please try again.',
  failedCode: 'Request failed (code {code}).',
  cancelled: 'Request cancelled.',
};

/** The client's own words: a failure that has no server message, by kind (and `failedCode`: a failure code alone). */
export type ClientWord = Exclude<FailureKind, 'server'> | 'failedCode' | 'cancelled';
export type ClientWordValues = { status?: number; code?: string | number };
/** The words for a failure in the reader's language; undefined: the English of FAILURE_MESSAGES. */
export type ClientWords = (word: ClientWord, values: ClientWordValues) => string | undefined;

export function englishClientWords(word: ClientWord, values: ClientWordValues): string {
  return FAILURE_MESSAGES[word]
    .replace('{status}', String(values.status ?? ''))
    .replace('{code}', String(values.code ?? ''));
}

export const CANCELLED_MESSAGE = FAILURE_MESSAGES.cancelled;

export function httpFailureMessage(status: number): string {
  return englishClientWords('http', { status });
}

/**
 * A failed result. Its data is null whatever T the caller asked for: the caller's T describes success
 * data, and every caller checks `success` first, so this one cast keeps the public type simple.
 */
export function failedResult<T>(
  failure: FailureKind,
  message: string,
  raw: unknown = null,
  code: string | number | null = null,
  data: unknown = null,
): CallResult<T> {
  return { success: false, code, message, data: data as T, raw, failure };
}

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): in server text they can
 * make "Amount due 1,000" read as something else. They are removed from every string of every answer, once, here.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const neutraliseBidi = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(BIDI_CONTROLS, '') : value;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text, neutraliseBidi) };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasDeclaredKind(definition: EndpointDefinition, data: unknown): boolean {
  if (definition.data === 'object') return isRecord(data);
  if (definition.data === 'array') return Array.isArray(data);
  return true;
}

export function interpretAnswer<T>(
  definition: EndpointDefinition,
  status: number,
  text: string,
  words: (word: ClientWord, values: ClientWordValues) => string = englishClientWords,
): CallResult<T> {
  const parsed = parseJson(text);
  const raw = parsed.ok ? parsed.value : text;
  if (status < 200 || status > 299) return failedResult<T>('http', words('http', { status }), raw);
  if (!parsed.ok || !isRecord(parsed.value)) return failedResult<T>('malformed', words('malformed', {}), raw);
  const { code, message, data } = parsed.value;
  if (typeof code !== 'number' && typeof code !== 'string') {
    return failedResult<T>('malformed', words('malformed', {}), raw);
  }
  const serverMessage = typeof message === 'string' ? message : '';
  if (isSuccessCode(definition, code)) {
    // A success code with data of the wrong kind (null where an order is due) is a broken answer: say so and let
    // the person retry, rather than render an empty screen.
    if (!hasDeclaredKind(definition, data)) return failedResult<T>('malformed', words('malformed', {}), raw);
    return { success: true, code, message: serverMessage, serverMessage, data: (data ?? null) as T, raw };
  }
  // A failure toast must say something even when the server sent no message.
  const shown = serverMessage || words('failedCode', { code });
  return { ...failedResult<T>('server', shown, raw, code, data ?? null), serverMessage };
}
