import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { createBackEntry, useBackAction } from '../../../renderer/views/backAction';
import { runChain } from '../../../renderer/core/actions/run';
import { runContext } from './core/runContext';
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

  it("once the page has gone, back is the shell's again and popstate runs nothing", async () => {
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
    expect(window.history.state).toMatchObject({ __pageBack: true });
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

const LEAVE_UNLESS_ASKED: Chain = [
  { do: 'set', path: '{{ state.backs }}', value: '{{ (state.backs ?? 0) + 1 }}' },
  { do: 'if', cond: '{{ state.ask }}', then: [{ do: 'openDialog', dialog: 'stay' }], else: [{ do: 'leave' }] },
];

/** A browser tab of its own (its own history), at the last of these paths, each one entry: the first opened directly. */
function tab(...paths: string[]): Window & typeof globalThis {
  const dom = new JSDOM('', { url: `https://h5.example.ph${paths[0]}` });
  for (const path of paths.slice(1)) dom.window.history.pushState(null, '', path);
  return dom.window;
}

/** The page open in that tab with the chain as its onBack, its leave wired as PageView wires it. */
function openIn(win: Window & typeof globalThis, options: { ask?: boolean; inApp?: boolean } = {}) {
  const run = runContext({
    onBack: LEAVE_UNLESS_ASKED,
    dialogs: { stay: { title: 'Stay?', children: [] } },
    state: { ask: options.ask ?? false },
  });
  const services = {
    ...run.services,
    inApp: () => options.inApp ?? false,
    historyBack: vi.fn((steps: number) => win.history.go(-steps)),
  };
  const entry = createBackEntry(win);
  run.ctx.services = services;
  run.ctx.leaveBrowser = () => entry.leave(services);
  const uninstall = entry.install(run.ctx);
  return { ...run, services, uninstall, backs: () => run.store.get().state.backs };
}

const path = (win: Window) => win.location.pathname;

describe('leaving from the back chain', () => {
  it('native back with nothing to ask: onNativeBack answers false (the shell goes back) and sends nothing', () => {
    const win = tab('/home', '/confirmLoan');
    const page = openIn(win);
    expect(win.onNativeBack?.()).toBe(false);
    expect(page.backs()).toBe(1);
    expect(page.services.sendNative).not.toHaveBeenCalled();
    expect(page.services.historyBack).not.toHaveBeenCalled(); // the shell moves, not the page
  });

  it('native back that opens a dialog answers true and the page stays', async () => {
    const win = tab('/home', '/confirmLoan');
    const page = openIn(win, { ask: true });
    expect(win.onNativeBack?.()).toBe(true);
    await waitFor(() => expect(page.store.get().dialogs).toHaveLength(1));
    expect(path(win)).toBe('/confirmLoan');
  });

  it("in a browser opened from another page, one back press leaves: past the page's own entry to the page before", async () => {
    const win = tab('/home', '/confirmLoan');
    const page = openIn(win);
    expect(win.history.length).toBe(3); // home, the page, the page's own entry
    win.history.back();
    await waitFor(() => expect(path(win)).toBe('/home'));
    expect(page.backs()).toBe(1);
    expect(page.services.historyBack).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('in a browser, a dialog that stays re-arms the page; a later leave (Cancel) goes to the page before', async () => {
    const win = tab('/home', '/confirmLoan');
    const page = openIn(win, { ask: true });
    win.history.back();
    await waitFor(() => expect(page.backs()).toBe(1));
    expect(path(win)).toBe('/confirmLoan');
    expect(win.history.state).toMatchObject({ __pageBack: true }); // re-armed for the next press
    await runChain([{ do: 'closeDialog', dialog: 'stay' }, { do: 'leave' }], page.ctx);
    await waitFor(() => expect(path(win)).toBe('/home'));
  });

  it("opened directly (nothing before it), leave steps off its own entry and stays; the next back press is the browser's", async () => {
    const win = tab('/confirmLoan');
    const page = openIn(win);
    win.history.back();
    await waitFor(() => expect(page.services.historyBack).toHaveBeenCalledExactlyOnceWith(1));
    await waitFor(() => expect(win.history.state).toBeNull()); // the page's original entry
    expect(path(win)).toBe('/confirmLoan');
    expect(win.onNativeBack).toBeDefined();
    win.dispatchEvent(new win.PopStateEvent('popstate')); // a back press now no longer reaches the chain
    await Promise.resolve();
    expect(page.backs()).toBe(1);
  });

  it('in the app, the page keeps no history entry of its own and a leave after the press closes the webview', async () => {
    const win = tab('/home', '/confirmLoan');
    const page = openIn(win, { ask: true, inApp: true });
    expect(win.history.length).toBe(2);
    expect(win.onNativeBack?.()).toBe(true);
    await runChain([{ do: 'leave' }], page.ctx);
    expect(page.services.sendNative).toHaveBeenCalledExactlyOnceWith('closeWebview');
    expect(page.services.historyBack).not.toHaveBeenCalled();
  });

  it('once uninstalled, onNativeBack is gone and back presses run nothing', async () => {
    const win = tab('/home', '/confirmLoan');
    const page = openIn(win, { ask: true });
    page.uninstall();
    expect(win.onNativeBack).toBeUndefined();
    win.history.back();
    await waitFor(() => expect(win.history.state).toBeNull());
    expect(page.backs()).toBeUndefined();
  });
});
