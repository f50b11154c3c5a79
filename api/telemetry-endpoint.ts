// Where the production build sends its telemetry: env `telemetryUrl`, under the app's URL rules.
import type { EnvConfig } from './env';
import { inspectUrl } from './urlGuard';
import { stripQueries } from './telemetry-scrub';

/**
 * The absolute address beacons go to, or undefined (telemetry off) when env `telemetryUrl` is unset or empty, or
 * is not on the app's own origin or one of env `allowedOrigins` (the guard's rules for a page's own URL, so a
 * misconfigured value can never send records to a third party). A query or hash is dropped.
 */
export function telemetryEndpoint(
  env: Pick<EnvConfig, 'telemetryUrl' | 'allowedOrigins' | 'nativeScheme'>,
  appOrigin: string,
): string | undefined {
  const configured = env.telemetryUrl?.trim();
  if (!configured) return undefined;
  const verdict = inspectUrl(
    configured,
    { appOrigin, allowedOrigins: env.allowedOrigins, nativeScheme: env.nativeScheme },
    'page',
  );
  const usable =
    verdict.ok && (verdict.kind === 'same-origin' || verdict.kind === 'allowed-origin' || verdict.kind === 'relative');
  if (!usable) {
    console.warn('[telemetry] telemetryUrl refused, telemetry is off:', verdict.ok ? verdict.kind : verdict.reason);
    return undefined;
  }
  return stripQueries(verdict.url);
}
