// How a widget reaches the one URL guard: a frame checks its src, a button opens a document. Widgets get
// these through a hook (renderer/public), never the services themselves, so they cannot skip the guard.
import { createContext, useContext } from 'react';
import type { RunContext } from './core/actions/context';
import { guarded } from './core/actions/navigation';
import { own } from './core/own';
import type { GuardOutcome } from './core/services';

export interface PageLinks {
  /** The guard's accepted URL for a document the page loads itself (a frame), or null when refused. */
  loadable(url: string): string | null | Promise<string | null>;
  /** Opens a URL as the openUrl action does: guarded, a refusal told to the person. */
  open(url: string): Promise<void>;
  /**
   * The address of a route's page of this app (pages.json's path), for a link a browser can follow on its own; null
   * for a route the app does not have or one a native screen stands for. Not a URL from outside: no guard is needed.
   */
  routePath(route: string): string | null;
}

export const PageLinksContext = createContext<PageLinks | null>(null);

// A widget shown on its own (contract suite, a story without a page) has no guard: nothing loads or opens.
const NO_PAGE: PageLinks = {
  loadable: () => null,
  open: async () => {},
  routePath: () => null,
};

export function usePageLinks(): PageLinks {
  return useContext(PageLinksContext) ?? NO_PAGE;
}

/** Only web documents can be loaded into the page; native and mail links are for opening, not framing. */
const LOADABLE = /^https?:\/\//i;

export function createPageLinks(ctx: RunContext): PageLinks {
  const decide = (verdict: GuardOutcome): string | null => {
    if (verdict.ok && LOADABLE.test(verdict.url)) return verdict.url;
    ctx.report(`refused document source: ${verdict.ok ? `a ${verdict.kind} link` : verdict.reason}`);
    return null;
  };
  const unavailable = (error: unknown): null => {
    ctx.report(`URL guard unavailable: ${String(error)}`);
    return null;
  };
  return {
    loadable(url) {
      try {
        const verdict = ctx.services.guardUrl(url);
        // The guard answers at once today; should it load lazily again, the frame waits for it.
        return verdict instanceof Promise ? verdict.then(decide, unavailable) : decide(verdict);
      } catch (error) {
        return unavailable(error);
      }
    },
    async open(url) {
      const accepted = await guarded(ctx, url, false);
      if (accepted !== null && ctx.isAlive()) ctx.services.assignLocation(accepted);
    },
    routePath(route) {
      const entry = own(ctx.services.routes, route);
      return entry && 'path' in entry ? entry.path : null;
    },
  };
}
