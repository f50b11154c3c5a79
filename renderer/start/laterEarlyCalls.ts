// Every page's first reads, for the navigations after the first screen (RoutedPage starts them while a page's code
// loads): its own chunk, fetched once the first screen has rendered, and added into the table the head start began
// with (the route's own, from its HTML: pageConfig.ts readEarlyTable). The app's expression engine reads that same
// table object, so the added expressions are found there. A navigation before it has arrived starts its reads with
// the page's own load, as a page without early reads does: nothing is lost but the head start.
import type { EarlyCall } from '../core/earlyCalls';

export interface LiveEarlyTable {
  earlyCalls: Record<string, readonly EarlyCall[]>;
  expressions: Record<string, unknown>;
}

export function addLaterEarlyCalls(table: LiveEarlyTable): Promise<void> {
  return import('virtual:early-calls').then(
    ({ earlyCalls, expressions }) => {
      for (const [page, calls] of Object.entries(earlyCalls)) table.earlyCalls[page] ??= calls;
      for (const [text, compiled] of Object.entries(expressions))
        if (!Object.hasOwn(table.expressions, text)) table.expressions[text] = compiled;
    },
    // Early reads only save time: a chunk that cannot load on a bad network costs the borrower nothing.
    () => {},
  );
}

/** Runs once the main thread is idle after the first render (on browsers without idle callbacks, a moment later). */
export function afterFirstRender(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 500);
}
