// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runChain } from '../../../../renderer/core/actions/run';
import { GEO_NOT_LOADED } from '../../../../renderer/core/actions/geolocate';
import { runContext } from './runContext';

describe('geolocate action', () => {
  it('writes the coordinates into state and the chain goes on', async () => {
    const t = runContext();
    const done = await runChain(
      [
        { do: 'geolocate', into: '{{ state.location }}', timeoutMs: 5000 },
        { do: 'set', path: '{{ state.after }}', value: true },
      ],
      t.ctx,
    );
    expect(done).toBe(true);
    expect(t.services.geolocate).toHaveBeenCalledWith({ timeoutMs: 5000, highAccuracy: false });
    expect(t.store.get().state.location).toEqual({
      status: 'ok',
      latitude: 14.5995,
      longitude: 120.9842,
      accuracy: 20,
    });
    expect(t.store.get().state.after).toBe(true);
  });

  it('a refusal lands in state as a readable message, and the chain still goes on', async () => {
    const t = runContext();
    t.services.geolocate.mockResolvedValueOnce({ status: 'denied', message: 'Location permission was refused.' });
    expect(
      await runChain(
        [
          { do: 'geolocate', into: '{{ state.location }}' },
          { do: 'set', path: '{{ state.after }}', value: true },
        ],
        t.ctx,
      ),
    ).toBe(true);
    expect(t.store.get().state.location).toEqual({ status: 'denied', message: 'Location permission was refused.' });
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
