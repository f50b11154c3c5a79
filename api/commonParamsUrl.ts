// Adding the common params to a URL needs the URL guard's verdict, so it lives beside the guard's callers and
// loads with the guard, on the first navigation to a provided URL.
import { pickCommonParams, twinKey, type CommonParams } from './commonParams';
import { inspectUrl, type GuardOptions } from './urlGuard';

const WEB_KINDS: ReadonlySet<string> = new Set(['same-origin', 'allowed-origin', 'relative']);

/**
 * Adds the params to a URL that stays on the app's own or an allowed origin; any other URL
 * (native links, foreign or refused URLs) comes back unchanged so session ids never leak.
 * A param already in the URL, under either spelling, wins. Accepted URLs come back absolute.
 */
export function appendCommonParams(url: string, params: CommonParams, options: GuardOptions): string {
  const verdict = inspectUrl(url, options);
  // Only web pages of the app's own or an allowed origin get them: never native or mailto: links.
  if (!verdict.ok || !WEB_KINDS.has(verdict.kind)) return url;
  const target = new URL(verdict.url);
  for (const [key, value] of Object.entries(pickCommonParams(params))) {
    const twin = twinKey(key);
    const present = target.searchParams.has(key) || (twin !== null && target.searchParams.has(twin));
    if (!present) target.searchParams.append(key, value);
  }
  return target.href;
}
