// The browser's hash history (renderer/core/hashLocation.ts): the one part of the core that needs a window, here jsdom's.
import { describe, expect, it, vi } from 'vitest';
import { browserHashLocation } from '../../../renderer/core/hashLocation';

describe('browser hash history', () => {
  it('browser: writes location.hash and tells subscribers, who stop hearing once unsubscribed', async () => {
    const hash = browserHashLocation(window);
    const listener = vi.fn();
    const stop = hash.subscribe(listener);
    hash.go('/downloadTemplate?id=1');
    expect(window.location.hash).toBe('#/downloadTemplate?id=1');
    expect(hash.get()).toBe('/downloadTemplate?id=1');
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    stop();
    listener.mockClear();
    // The control stays subscribed: once it has heard the change, the stopped one would have too.
    const control = vi.fn();
    hash.subscribe(control);
    hash.go('', { replace: true });
    await vi.waitFor(() => expect(control).toHaveBeenCalled());
    expect(listener).not.toHaveBeenCalled();
  });
});
