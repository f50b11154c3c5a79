// The page-level back action (contracts.md, "The back action"). The native shell asks the page first through
// window.onNativeBack(); a browser's back button reaches the page through one history entry of its own.
import { useEffect } from 'react';
import type { RunContext } from './actions/context';
import { runChain } from './actions/run';

declare global {
  interface Window {
    /** Called by the native shell on back: true when the page handled it, false when the shell should go back. */
    onNativeBack?: () => boolean;
  }
}

// Marks the history entry the page pushed, so a second mount (StrictMode, a re-render) does not push another.
const MARK = '__pageBack';

function hasOwnEntry(win: Window): boolean {
  const state: unknown = win.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;
}

function pushOwnEntry(win: Window): void {
  const state: unknown = win.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  win.history.pushState({ ...base, [MARK]: true }, '', win.location.href);
}

/** Installs the page's back handling while it is open; a page without `onBack` leaves back to the shell. */
export function useBackAction(ctx: RunContext, win: Window = window): void {
  useEffect(() => {
    const chain = ctx.page.onBack;
    if (!chain?.length) {
      const declines = () => false;
      win.onNativeBack = declines;
      return () => {
        if (win.onNativeBack === declines) delete win.onNativeBack;
      };
    }
    const handle = () => {
      void runChain(chain, ctx);
      return true;
    };
    // The browser has just left our entry: put it back first, so the next back press reaches the page again.
    const onPopState = () => {
      if (!ctx.isAlive()) return;
      pushOwnEntry(win);
      handle();
    };
    if (!hasOwnEntry(win)) pushOwnEntry(win);
    win.onNativeBack = handle;
    win.addEventListener('popstate', onPopState);
    return () => {
      win.removeEventListener('popstate', onPopState);
      if (win.onNativeBack === handle) delete win.onNativeBack;
    };
  }, [ctx, win]);
}
