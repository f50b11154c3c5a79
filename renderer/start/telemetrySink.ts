// The app's telemetry sink, a chunk of its own that the entry loads once the app has started and the browser has
// painted (api/telemetry-deferred.ts holds what is heard until then): printed in development; in a production build
// sent to env `telemetryUrl` (when the URL rules accept it), every record naming the release and the environment.
import type { EnvConfig } from '../../api/env';
import { createTelemetry, type Telemetry } from '../../api/telemetry';
import { telemetryEndpoint } from '../../api/telemetry-endpoint';

export function createAppSink(env: EnvConfig, win: Window, release: string, now: () => number): Telemetry {
  return createTelemetry({
    console: import.meta.env.DEV,
    endpoint: import.meta.env.DEV ? undefined : telemetryEndpoint(env, win.location.origin),
    source: { release, environment: env.environment },
    win,
    now,
  });
}
