// Hash sub-routes of a page (#/downloadTemplate?id=7): where the hash is read from and written to, and how a
// hash is matched against the route's declared hashRoutes. The page under the hash stays mounted.
import { mirrorQuery } from '../../api/commonParams';
import type { HashScope, WebRoute } from '../../schemas/generated/types';

/** What expressions read as `hash` (schemas/scope.schema.json): the matched sub-route key ('' for the main view), its path and its own query. */
export type { HashScope };

export const NO_HASH: HashScope = Object.freeze({
  route: '',
  path: '',
  query: Object.freeze({}) as Record<string, string>,
});

/** A source of the hash text (without '#'): the browser's location, or memory in tests. */
export interface HashLocation {
  get(): string;
  subscribe(listener: () => void): () => void;
  /** A new history entry (or a replaced one) with this hash. */
  go(hash: string, options?: { replace?: boolean }): void;
}

/** Reads `/downloadTemplate?app_from=x` against the route's hashRoutes; an undeclared hash is the main view. */
export function matchHash(text: string, hashRoutes: WebRoute['hashRoutes']): HashScope {
  const cut = text.indexOf('?');
  const path = cut === -1 ? text : text.slice(0, cut);
  const search = cut === -1 ? '' : text.slice(cut + 1);
  const route = Object.entries(hashRoutes ?? {}).find(([, entry]) => entry?.path === path)?.[0];
  if (route === undefined) return NO_HASH;
  return { route, path, query: mirrorQuery(search) };
}

// wouter announces its own history writes with these events; hash links and back/forward fire the others.
const CHANGE_EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;

export function browserHashLocation(win: Window = window): HashLocation {
  return {
    get: () => win.location.hash.replace(/^#/, ''),
    subscribe(listener) {
      for (const name of CHANGE_EVENTS) win.addEventListener(name, listener);
      return () => CHANGE_EVENTS.forEach((name) => win.removeEventListener(name, listener));
    },
    go(hash, options) {
      // Setting location.hash adds a history entry and fires hashchange, so back returns to the view before.
      if (options?.replace) win.location.replace(`#${hash}`);
      else win.location.hash = hash;
    },
  };
}

/** A hash history in memory, for tests: back() and forward() move through it like the browser's buttons. */
export function memoryHashLocation(
  initial = '',
): HashLocation & { back(): void; forward(): void; entries(): string[] } {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => entries[index],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(hash, options) {
      if (options?.replace) entries[index] = hash;
      else {
        entries.splice(index + 1, entries.length, hash);
        index += 1;
      }
      notify();
    },
    back() {
      if (index > 0) index -= 1;
      notify();
    },
    forward() {
      if (index < entries.length - 1) index += 1;
      notify();
    },
    entries: () => entries.slice(0, index + 1),
  };
}
