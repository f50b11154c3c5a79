// The browser's geolocation as the app's services use it (renderer/geolocation.ts): one promise that always settles.
import { describe, expect, it, vi } from 'vitest';
import { GEO_MESSAGES, locate } from '../../../renderer/geolocation';

/** A navigator whose geolocation answers as told (the browser's own API shape). */
function navigatorWith(answer: { coords?: Partial<GeolocationCoordinates>; errorCode?: number }): Navigator {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer.coords) ok({ coords: answer.coords, timestamp: 0 } as GeolocationPosition);
    else
      fail?.({
        code: answer.errorCode ?? 2,
        message: 'x',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
  });
  return { geolocation: { getCurrentPosition } } as unknown as Navigator;
}

describe('locate (the browser geolocation)', () => {
  const options = { timeoutMs: 1000, highAccuracy: false };
  it('resolves coordinates', async () => {
    expect(await locate(navigatorWith({ coords: { latitude: 1.5, longitude: 2.5, accuracy: 9 } }), options)).toEqual({
      status: 'ok',
      latitude: 1.5,
      longitude: 2.5,
      accuracy: 9,
    });
  });
  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('error code %i is %s with its message', async (errorCode, status) => {
    expect(await locate(navigatorWith({ errorCode }), options)).toEqual({ status, message: GEO_MESSAGES[status] });
  });
  it('is unavailable where the browser has no geolocation (an insecure origin)', async () => {
    expect(await locate({} as Navigator, options)).toEqual({
      status: 'unavailable',
      message: GEO_MESSAGES.unavailable,
    });
  });
});
