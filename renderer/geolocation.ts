// The browser's geolocation as one promise that always settles with a GeoOutcome (never rejects), so a page
// can show coordinates or a sentence saying why there are none.
import type { GeoOutcome } from './core/services';

/** What a person reads when there is no position. */
export const GEO_MESSAGES = {
  denied:
    'Location permission was refused. Allow location for this site in the browser or app settings, then try again.',
  unavailable: 'Location is not available on this device right now.',
  timeout: 'Finding the location took too long. Please try again.',
} as const;

const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

export function locate(
  navigator: Navigator,
  options: { timeoutMs: number; highAccuracy: boolean },
): Promise<GeoOutcome> {
  const geolocation = navigator.geolocation as Geolocation | undefined;
  // Missing on insecure origins (plain http other than localhost) and in some webviews.
  if (!geolocation) return Promise.resolve({ status: 'unavailable', message: GEO_MESSAGES.unavailable });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ status: 'ok', latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => {
        const status = error.code === PERMISSION_DENIED ? 'denied' : error.code === TIMEOUT ? 'timeout' : 'unavailable';
        resolve({ status, message: GEO_MESSAGES[status] });
      },
      { timeout: options.timeoutMs, enableHighAccuracy: options.highAccuracy, maximumAge: 60000 },
    );
  });
}
