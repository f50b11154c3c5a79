// The server calls the twin makes: form-encoded POSTs to the same endpoints, with the session's common params
// in the query string, as the lender's server expects. No retries: a repeated POST could save twice.
import { ofetch } from 'ofetch';
import env from '../../env.json';

const COMMON_KEYS = ['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'advertisingId'];
const STORAGE_KEY = 'common-params';

function readCommonParams(): Record<string, string> {
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    // Unavailable or corrupt storage: the entry address is all there is.
  }
  const search = new URLSearchParams(location.search);
  const params = { ...stored };
  for (const key of COMMON_KEYS) {
    const value = search.get(key);
    if (value) params[key] = value;
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(params));
  } catch {
    // Private mode: the params still live in memory for this page.
  }
  return params;
}

const common = new URLSearchParams(readCommonParams()).toString();

export interface Answer<T> {
  ok: boolean;
  data: T | null;
  message: string;
}

interface Envelope<T> {
  code: number | string;
  message?: string;
  data: T;
}

/** POSTs `params` form-encoded; `ok` when the answer's code is the endpoint's success code. Never throws. */
export async function post<T>(path: string, params: Record<string, string>, successCode: string): Promise<Answer<T>> {
  try {
    const answer = await ofetch<Envelope<T>>(`${env.apiBase}${path}${common ? `?${common}` : ''}`, {
      method: 'POST',
      body: new URLSearchParams(params).toString(),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      },
      retry: 0,
      timeout: 60_000,
    });
    if (String(answer.code) === successCode) return { ok: true, data: answer.data, message: answer.message ?? '' };
    return { ok: false, data: null, message: answer.message || 'Please try again.' };
  } catch {
    return { ok: false, data: null, message: 'Network error. Check your connection and try again.' };
  }
}
