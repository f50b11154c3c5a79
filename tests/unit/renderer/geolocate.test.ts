import { describe, expect, it, vi } from 'vitest';
import { runChain } from '../../../renderer/core/actions/run';
import { GEO_NOT_LOADED } from '../../../renderer/core/actions/geolocate';
import { GEO_MESSAGES, locate } from '../../../renderer/geolocation';
import { runContext } from '../../support/runContext';

/** A navigator whose geolocation answers as told (the browser's own API shape). */
function navigatorWith(answer: { coords?: Partial<GeolocationCoordinates>; errorCode?: number }): Navigator {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer.coords) ok({ coords: answer.coords, timestamp: 0 } as GeolocationPosition);
    else fail?.({ code: answer.errorCode ?? 2, message: 'x', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  });
  return { geolocation: { getCurrentPosition } } as unknown as Navigator;
}

describe('geolocate action', () => {
  it('writes the coordinates into state and the chain goes on', async () => {
    const t = runContext();
    const done = await runChain([{ do: 'geolocate', into: '{{ state.location }}', timeoutMs: 5000 }, { do: 'set', path: '{{ state.after }}', value: true }], t.ctx);
    expect(done).toBe(true);
    expect(t.services.geolocate).toHaveBeenCalledWith({ timeoutMs: 5000, highAccuracy: false });
    expect(t.store.get().state.location).toEqual({ status: 'ok', latitude: 14.5995, longitude: 120.9842, accuracy: 20 });
    expect(t.store.get().state.after).toBe(true);
  });

  it('a refusal lands in state as a readable message, and the chain still goes on', async () => {
    const t = runContext();
    t.services.geolocate.mockResolvedValueOnce({ status: 'denied', message: GEO_MESSAGES.denied });
    expect(await runChain([{ do: 'geolocate', into: '{{ state.location }}' }, { do: 'set', path: '{{ state.after }}', value: true }], t.ctx)).toBe(true);
    expect(t.store.get().state.location).toEqual({ status: 'denied', message: GEO_MESSAGES.denied });
    expect(t.store.get().state.after).toBe(true);
  });

  it('when the geolocation code cannot load, the page says to try again', async () => {
    const t = runContext();
    t.services.geolocate.mockRejectedValueOnce(new Error('chunk failed'));
    expect(await runChain([{ do: 'geolocate', into: '{{ state.location }}' }], t.ctx)).toBe(true);
    expect(t.store.get().state.location).toEqual({ status: 'unavailable', message: GEO_NOT_LOADED });
  });

  it('a place outside state or data is reported and ends the chain', async () => {
    const t = runContext();
    expect(await runChain([{ do: 'geolocate', into: '{{ query.where }}' }], t.ctx)).toBe(false);
    expect(t.reports[0]).toMatch(/geolocate into/);
    expect(t.services.geolocate).not.toHaveBeenCalled();
  });

  it('a page that has gone keeps its state untouched', async () => {
    const t = runContext();
    t.kill();
    expect(await runChain([{ do: 'geolocate', into: '{{ state.location }}' }], t.ctx)).toBe(false);
    expect(t.store.get().state.location).toBeUndefined();
  });
});

describe('locate (the browser geolocation)', () => {
  const options = { timeoutMs: 1000, highAccuracy: false };
  it('resolves coordinates', async () => {
    expect(await locate(navigatorWith({ coords: { latitude: 1.5, longitude: 2.5, accuracy: 9 } }), options)).toEqual({ status: 'ok', latitude: 1.5, longitude: 2.5, accuracy: 9 });
  });
  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('error code %i is %s with its message', async (errorCode, status) => {
    expect(await locate(navigatorWith({ errorCode }), options)).toEqual({ status, message: GEO_MESSAGES[status] });
  });
  it('is unavailable where the browser has no geolocation (an insecure origin)', async () => {
    expect(await locate({} as Navigator, options)).toEqual({ status: 'unavailable', message: GEO_MESSAGES.unavailable });
  });
});
