// Which screens the build writes out drawn: those whose first view needs nothing but the page definition, the env
// config and the reader's language (the public site, the legal pages, the not-found page). Read through the page
// checker's own walk, as the rest of the build reads pages (build/page-walk.ts), so a new screen qualifies, or stops
// qualifying, by what it is written to show, never by a list kept here.
import { scopeReads } from '../../expr';
import { pageSites } from '../page-walk';

/**
 * What a drawn page may read while it renders: the env config (written into the HTML), its initial state and the
 * items of an `each` over them. A query, hash or answer is known only in the reader's browser. The device is drawn
 * as a browser outside the app sees it (no common params, not in the app), and such a page says so (`readsDevice`):
 * inside the app, the browser draws it anew.
 */
const KNOWN_AT_BUILD = new Set(['env', 'state', 'item', 'index', 'device']);

export type DrawnVerdict = { drawn: true; readsDevice: boolean } | { drawn: false; why: string };

/** Where an expression is only evaluated later, never in the first view: an action, a chain, a closed dialog. */
const LATER = /^\/(?:chains|dialogs|validations|onBack|timers)\/|\/on\//;

const cannot = (why: string): DrawnVerdict => ({ drawn: false, why });

/** Whether the page's first view can be drawn at build time (and why not, when it cannot). */
export function drawnAtBuild(page: unknown): DrawnVerdict {
  if (!page || typeof page !== 'object') return cannot('not a page');
  const definition = page as { onLoad?: unknown[]; timers?: unknown[]; persist?: unknown; audience?: string };
  if (definition.onLoad?.length) return cannot('its first view waits for onLoad');
  if (definition.timers?.length) return cannot('it runs timers');
  // A kept draft is in the reader's storage: only the browser knows what the first view shows.
  if (definition.persist) return cannot('it restores a kept draft');
  if (definition.audience === 'staff') return cannot('a staff tool is not for the public');
  let readsDevice = false;
  for (const site of pageSites(page).expressions) {
    if (LATER.test(site.pointer)) continue;
    const reads = scopeReads(site.text);
    if ('message' in reads) return cannot(`${site.pointer} does not compile`);
    const unknown = reads.roots.find((root) => !KNOWN_AT_BUILD.has(root));
    if (unknown) return cannot(`${site.pointer} reads ${unknown}, known only in the browser`);
    readsDevice ||= reads.roots.includes('device');
  }
  return { drawn: true, readsDevice };
}
