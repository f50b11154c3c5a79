// Idempotency keys for calls that change something (catalogue `effect: true`). The browser re-sends a request by
// itself when a kept-alive connection drops (measured: two requests for one call), and a person taps "try again"
// after a network failure; neither must save, pay or register twice. One key per attempt: the browser's re-send
// carries the same header, a retry of the same call with the same params gets the same key until the server has
// answered, and anything after an answer (or with other params) is a new attempt with a new key.
import type { ParamBag } from './client-request';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface IdempotencyKeys {
  /** The key of this attempt: the pending one for the same endpoint and params, or a new one. */
  keyFor(endpoint: string, params: ParamBag): string;
  /** The server answered: the attempt is over, the next call is a new attempt. */
  answered(endpoint: string, params: ParamBag): void;
}

/** Files count by what identifies them to a person (name, size, type, date), not by their (unserialisable) bytes. */
function canonical(value: unknown): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    return { file: value instanceof File ? [value.name, value.lastModified] : [], size: value.size, type: value.type };
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function fingerprint(endpoint: string, params: ParamBag): string {
  return `${endpoint}\n${JSON.stringify(canonical(params))}`;
}

function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createIdempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  const pending = new Map<string, string>();
  return {
    keyFor(endpoint, params) {
      const print = fingerprint(endpoint, params);
      const existing = pending.get(print);
      if (existing !== undefined) return existing;
      const key = newKey();
      pending.set(print, key);
      return key;
    },
    answered(endpoint, params) {
      pending.delete(fingerprint(endpoint, params));
    },
  };
}
