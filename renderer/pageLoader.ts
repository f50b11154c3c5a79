// Loads a page's chunk: its definition, the widgets it uses and its expressions compiled at build time.
import type { LoadedPage, PageLoader } from './App';
import { preloadCompiled, type Compiled, type ExprError } from './expr/runtime';
import type { AnyWidget } from './widget';
import type { PageDefinition } from '../schemas/generated/types';
import type { CompiledCatalogue } from './i18n/format';

/**
 * What `pages/<name>.json?page` holds (build/vite-plugin-page-modules.ts): the definition, exactly the widgets it
 * uses, and its expressions compiled at build time, so the parser never reaches the browser.
 */
export interface PageModule {
  default: PageDefinition;
  widgets: Record<string, AnyWidget>;
  expressions: Record<string, Compiled | ExprError>;
  /** The English words the page uses, compiled (build/vite-plugin-messages.mjs). */
  messages?: CompiledCatalogue;
}

/** Page modules by their path, as `import.meta.glob('./pages/*.json', { query: '?page' })` returns them. */
export type PageModules = Record<string, () => Promise<PageModule>>;

/**
 * The loader of these page modules. It keeps what it has loaded, and `loaded(name)` hands it back at once: the app
 * loads the first screen's page before its first render (startApp.tsx), so that render shows the page, not the loading
 * view and then the page a few tasks later.
 */
export function pageLoaderOf(pageModules: PageModules, folder = './pages/'): PageLoader {
  const done = new Map<string, LoadedPage>();
  const load = async (name: string) => {
    const module = pageModules[`${folder}${name}.json`];
    if (!module) throw new Error(`No page definition "${name}"`);
    const { default: page, widgets, expressions, messages } = await module();
    preloadCompiled(expressions);
    const loaded = { page, widgets, messages };
    done.set(name, loaded);
    return loaded;
  };
  return Object.assign(load, { loaded: (name: string) => done.get(name) });
}
