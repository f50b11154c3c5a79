// The page-level back action (README, "The back action"). The native shell asks the page first through
// window.onNativeBack(); a browser's back button reaches the page through one history entry of its own.
import { useEffect } from 'react';
import type { RunContext } from './actions/context';
import { runChain } from './actions/run';
import type { Services } from './services';

declare global {
  interface Window {
    /** Called by the native shell on back: true when the page handled it, false when the shell should go back. */
    onNativeBack?: () => boolean;
  }
}

// Marks the history entry the page pushed, so a second mount (StrictMode, a return to it) does not push another.
const MARK = '__pageBack';
const STEP_OFF_FALLBACK_MS = 800;

function hasOwnEntry(win: Window): boolean {
  const state: unknown = win.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;
}

function pushOwnEntry(win: Window): void {
  const state: unknown = win.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  win.history.pushState({ ...base, [MARK]: true }, '', win.location.href);
}

/** One open page's back handling: installed while the page is open, stepped off when the page replaces itself. */
export interface BackEntry {
  install(ctx: RunContext): () => void;
  /** The services with replaceLocation leaving the page's own entry first (see below). */
  services(services: Services): Services;
}

export function createBackEntry(win: Window = window): BackEntry {
  let onPopState: (() => void) | null = null;

  // A page that replaces itself (Go Loan -> the order) must not leave its own entry behind: back from the
  // next page would land on the page that was replaced. Step back off it first, then replace the original.
  const stepOff = (then: () => void) => {
    if (!onPopState || !hasOwnEntry(win)) return then();
    win.removeEventListener('popstate', onPopState);
    onPopState = null;
    // A webview that never reports the step back must still leave: the loan was pushed, the borrower moves on.
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      win.clearTimeout(fallback);
      then();
    };
    const fallback = win.setTimeout(finish, STEP_OFF_FALLBACK_MS);
    win.addEventListener('popstate', finish, { once: true });
    win.history.back();
  };

  return {
    install(ctx) {
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
      const listener = () => {
        if (!ctx.isAlive()) return;
        pushOwnEntry(win);
        handle();
      };
      if (!hasOwnEntry(win)) pushOwnEntry(win);
      onPopState = listener;
      win.onNativeBack = handle;
      win.addEventListener('popstate', listener);
      return () => {
        win.removeEventListener('popstate', listener);
        if (onPopState === listener) onPopState = null;
        if (win.onNativeBack === handle) delete win.onNativeBack;
      };
    },
    services(services) {
      return { ...services, replaceLocation: (url) => stepOff(() => services.replaceLocation(url)) };
    },
  };
}

/** Installs the page's back handling while it is open; a page without `onBack` leaves back to the shell. */
export function useBackAction(ctx: RunContext, entry: BackEntry): void {
  useEffect(() => entry.install(ctx), [ctx, entry]);
}
