// Loads a page's chunk: its definition, the widgets it uses and its expressions compiled at build time.
import type { PageLoader } from './App';
import { preloadCompiled, type Compiled, type ExprError } from './expr/runtime';
import type { AnyWidget } from './widget';
import type { PageDefinition } from '../schemas/generated/types';

/**
 * What `pages/<name>.json?page` holds (scripts/vite-plugin-page-modules.ts): the definition, exactly the widgets it
 * uses, and its expressions compiled at build time, so the parser never reaches the browser.
 */
export interface PageModule {
  default: PageDefinition;
  widgets: Record<string, AnyWidget>;
  expressions: Record<string, Compiled | ExprError>;
}

/** Page modules by their path, as `import.meta.glob('./pages/*.json', { query: '?page' })` returns them. */
export type PageModules = Record<string, () => Promise<PageModule>>;

export function pageLoaderOf(pageModules: PageModules, folder = './pages/'): PageLoader {
  return async (name) => {
    const load = pageModules[`${folder}${name}.json`];
    if (!load) throw new Error(`No page definition "${name}"`);
    const module = await load();
    preloadCompiled(module.expressions);
    return { page: module.default, widgets: module.widgets };
  };
}
