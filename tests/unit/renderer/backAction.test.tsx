import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createBackEntry, useBackAction } from '../../../renderer/backAction';
import { runContext } from '../../support/runContext';
import type { Chain } from '../../../schemas/generated/types';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, ''); // each test starts on an entry the page has not marked
});

const COUNT_BACKS: Chain = [{ do: 'set', path: '{{ state.backs }}', value: '{{ (state.backs ?? 0) + 1 }}' }];

function mount(onBack?: Chain) {
  const run = runContext(onBack ? { onBack } : {});
  const entry = createBackEntry();
  const view = renderHook(() => useBackAction(run.ctx, entry));
  return { ...run, ...view, leaving: entry.services(run.services), replaced: run.services.replaceLocation };
}

describe('the page-level back action', () => {
  it('without onBack, onNativeBack declines (the shell goes back) and no history entry is added', () => {
    const before = window.history.length;
    mount();
    expect(window.onNativeBack?.()).toBe(false);
    expect(window.history.length).toBe(before);
  });

  it('with onBack, onNativeBack runs it and says it handled back', async () => {
    const { store } = mount(COUNT_BACKS);
    expect(window.onNativeBack?.()).toBe(true);
    await waitFor(() => expect(store.get().state.backs).toBe(1));
  });

  it('keeps one history entry of its own, however often it mounts', () => {
    const before = window.history.length;
    const first = mount(COUNT_BACKS);
    expect(window.history.length).toBe(before + 1);
    first.unmount();
    mount(COUNT_BACKS);
    expect(window.history.length).toBe(before + 1);
  });

  it("the browser's back button (popstate) runs it too, and the page's entry is put back for the next press", async () => {
    const { store } = mount(COUNT_BACKS);
    const length = window.history.length;
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(store.get().state.backs).toBe(1));
    expect(window.history.length).toBe(length + 1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(store.get().state.backs).toBe(2));
  });

  it('once the page has gone, back is the shell\'s again and popstate runs nothing', async () => {
    const { store, unmount } = mount(COUNT_BACKS);
    unmount();
    expect(window.onNativeBack).toBeUndefined();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
    expect(store.get().state.backs).toBeUndefined();
  });

  it('a page that replaces itself steps off its own entry first, so back from the next page does not return to it', async () => {
    const { leaving, replaced, store } = mount(COUNT_BACKS);
    const length = window.history.length;
    expect(window.history.state).toEqual({ __pageBack: true });
    leaving.replaceLocation('https://h5.example.ph/loanDetail?from=confirm');
    expect(replaced).not.toHaveBeenCalled(); // not before the browser is back on the original entry
    await waitFor(() => expect(replaced).toHaveBeenCalledWith('https://h5.example.ph/loanDetail?from=confirm'));
    expect(window.history.state).toBeNull(); // the original entry, which the replacement takes over
    expect(window.history.length).toBe(length);
    expect(store.get().state.backs).toBeUndefined(); // stepping off is not a back press
  });

  it('without onBack, replacing the location is immediate', () => {
    const { leaving, replaced } = mount();
    leaving.replaceLocation('https://h5.example.ph/x');
    expect(replaced).toHaveBeenCalledExactlyOnceWith('https://h5.example.ph/x');
  });

  it('when the webview never reports the step back, the page still leaves (after a short wait)', () => {
    vi.useFakeTimers();
    try {
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
      const { leaving, replaced } = mount(COUNT_BACKS);
      leaving.replaceLocation('https://h5.example.ph/next');
      expect(back).toHaveBeenCalledTimes(1);
      expect(replaced).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(replaced).toHaveBeenCalledExactlyOnceWith('https://h5.example.ph/next');
      window.dispatchEvent(new PopStateEvent('popstate')); // a late report changes nothing
      expect(replaced).toHaveBeenCalledTimes(1);
      back.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
