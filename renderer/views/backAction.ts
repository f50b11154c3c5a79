// The page-level back action (README, "The back action"). The native shell asks the page first through
// window.onNativeBack(); a browser's back button reaches the page through one history entry of its own.
import { useEffect } from 'react';
import type { BackPress, RunContext } from '../core/actions/context';
import { runChain } from '../core/actions/run';
import type { Services } from '../core/services';
import { cancelTopModal } from './modalStack';

declare global {
  interface Window {
    /** Called by the native shell on back: true when the page handled it, false when the shell should go back. */
    onNativeBack?: () => boolean;
  }
}

// Marks the history entry the page pushed, so a second mount (StrictMode, a return to it) does not push another.
const MARK = '__pageBack';
// The entry's position in the session history, kept in the entry itself: it tells whether any page is behind this one
// (the page's original entry sits right below its own; a page opened directly has nothing below that).
const POSITION = '__pageBackAt';
const STEP_OFF_FALLBACK_MS = 800;

function ownEntryPosition(win: Window): number | null {
  const state: unknown = win.history.state;
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  return record[MARK] === true && typeof record[POSITION] === 'number' ? record[POSITION] : null;
}

function hasOwnEntry(win: Window): boolean {
  const state: unknown = win.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;
}

function pushOwnEntry(win: Window): void {
  const state: unknown = win.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  win.history.pushState({ ...base, [MARK]: true }, '', win.location.href);
  // A push drops any forward entries, so the new entry is the last one: its position is the history's length less one.
  win.history.replaceState({ ...base, [MARK]: true, [POSITION]: win.history.length - 1 }, '', win.location.href);
}

/** One open page's back handling: installed while the page is open, stepped off when the page replaces itself. */
export interface BackEntry {
  install(ctx: RunContext): () => void;
  /** The services with replaceLocation leaving the page's own entry first (see below). */
  services(services: Services): Services;
  /**
   * The `leave` action in a browser: back past the page's own entry to the page before it. With nothing before it
   * (the link was opened directly) the page stays, off its own entry, so the browser's back button is the browser's.
   */
  leave(services: Services): void;
}

// The window is read lazily (globalThis): a page drawn at build time (build/prerender/) creates its entry with none.
export function createBackEntry(win: Window = globalThis.window): BackEntry {
  let onPopState: (() => void) | null = null;
  // Where the page's own entry is in the history while the page keeps one; null without one (no onBack, in the app).
  let ownPosition: number | null = null;
  let left = false;

  const release = () => {
    if (onPopState) win.removeEventListener('popstate', onPopState);
    onPopState = null;
  };

  // A page that replaces itself (Go Loan -> the order) must not leave its own entry behind: back from the
  // next page would land on the page that was replaced. Step back off it first, then replace the original.
  const stepOff = (then: () => void) => {
    if (!onPopState || !hasOwnEntry(win)) return then();
    release();
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
      // The shell asks synchronously: the answer is whether the chain left before anything made it wait. An open
      // modal (a dialog, a sheet, the image viewer) is asked first: back takes its way out, as Escape does.
      const answer = () => {
        const press: BackPress = { left: false, answered: false };
        if (!cancelTopModal(press)) {
          if (!chain?.length) return false; // no back handling: the shell goes back itself
          void runChain(chain, { ...ctx, backPress: press });
        }
        press.answered = true;
        return !press.left;
      };
      if (!chain?.length) {
        win.onNativeBack = answer;
        return () => {
          if (win.onNativeBack === answer) delete win.onNativeBack;
        };
      }
      win.onNativeBack = answer;
      const uninstallNative = () => {
        if (win.onNativeBack === answer) delete win.onNativeBack;
      };
      // In the app the shell asks through onNativeBack; an entry of the page's own would only make the shell's own
      // back (after "not handled") land on this same page again.
      if (ctx.services.inApp?.() === true) return uninstallNative;
      // The browser has just left our entry: put it back first (before the chain can navigate), so the next back
      // press reaches the page again; a chain that leaves goes on back from there.
      const listener = () => {
        if (!ctx.isAlive()) return;
        pushOwnEntry(win);
        if (!cancelTopModal()) void runChain(chain, ctx);
      };
      if (!hasOwnEntry(win)) pushOwnEntry(win);
      ownPosition = ownEntryPosition(win);
      onPopState = listener;
      win.addEventListener('popstate', listener);
      return () => {
        win.removeEventListener('popstate', listener);
        if (onPopState === listener) onPopState = null;
        uninstallNative();
      };
    },
    services(services) {
      return { ...services, replaceLocation: (url) => stepOff(() => services.replaceLocation(url)) };
    },
    leave(services) {
      if (left) return; // already on its way out
      const onOwnEntry = onPopState !== null && hasOwnEntry(win);
      release();
      if (!onOwnEntry || ownPosition === null) {
        // No entry of its own to pass: a plain back (which a browser ignores when nothing is behind).
        left = true;
        services.historyBack(1);
        return;
      }
      // The page's original entry is right below its own; a page is behind it only when that is not the first.
      if (ownPosition >= 2) {
        left = true;
        services.historyBack(2);
      } else {
        services.historyBack(1); // nothing to go back to: step off the page's own entry and stay
      }
    },
  };
}

/** Installs the page's back handling while it is open; a page without `onBack` leaves back to the shell. */
export function useBackAction(ctx: RunContext, entry: BackEntry): void {
  useEffect(() => entry.install(ctx), [ctx, entry]);
}
