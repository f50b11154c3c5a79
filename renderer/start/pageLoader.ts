// Loads a page's chunk: its definition, the widgets it uses, its expressions compiled at build time and the checks of
// the typed storage values it keeps; the app hands the last two to the page's view (renderer/views/App.tsx).
import type { Compiled, CompiledTable, ExprError } from '../../expr/runtime';
import type { StorageValidators } from '../core/actions/storageSchemas';
import type { AnyWidget } from '../widget';
import type { PageDefinition } from '../../schemas/generated/types';
import type { CompiledCatalogue } from '../i18n/format';

/** A page definition and the widgets it brings (the app loads both as one chunk; tests pass the whole registry). */
export interface LoadedPage {
  page: PageDefinition;
  widgets?: Readonly<Record<string, AnyWidget>>;
  /** The English words the page uses (its module carries them); absent, the whole English catalogue is fetched. */
  messages?: CompiledCatalogue;
  /** Its expressions compiled at build time (its module carries them; pages from elsewhere need an engine that parses). */
  expressions?: CompiledTable;
  /** The checks of the typed storage values it keeps (its module carries those it needs). */
  storageValidators?: StorageValidators;
}

export type PageLoader = ((name: string) => Promise<LoadedPage>) & {
  /** A page this loader has already loaded, at once (pageLoaderOf, below); undefined when it has not. */
  loaded?: (name: string) => LoadedPage | undefined;
};

/**
 * What `pages/<name>.json?page` holds (build/vite-plugin-page-modules.ts): the definition, exactly the widgets it
 * uses, its expressions compiled at build time (so the parser never reaches the browser) and, for a page that keeps
 * typed storage values, their validators.
 */
export interface PageModule {
  default: PageDefinition;
  widgets: Record<string, AnyWidget>;
  expressions: Record<string, Compiled | ExprError>;
  /** The English words the page uses, compiled (build/vite-plugin-messages.mjs). */
  messages?: CompiledCatalogue;
  /** The checks of the typed storage values the page keeps, when it keeps any. */
  storageValidators?: StorageValidators;
}

/** Page modules by their path, as `import.meta.glob('./pages/*.json', { query: '?page' })` returns them. */
export type PageModules = Record<string, () => Promise<PageModule>>;

/**
 * The loader of these page modules. It keeps what it has loaded, and `loaded(name)` hands it back at once: the app
 * loads the first screen's page before its first render (start/startApp.tsx), so that render shows the page, not the loading
 * view and then the page a few tasks later.
 */
export function pageLoaderOf(pageModules: PageModules, folder = './pages/'): PageLoader {
  const done = new Map<string, LoadedPage>();
  const load = async (name: string) => {
    const module = pageModules[`${folder}${name}.json`];
    if (!module) throw new Error(`No page definition "${name}"`);
    const { default: page, widgets, expressions, messages, storageValidators } = await module();
    const loaded = { page, widgets, messages, expressions, storageValidators };
    done.set(name, loaded);
    return loaded;
  };
  return Object.assign(load, { loaded: (name: string) => done.get(name) });
}
