// The app's renderer: renderer/startApp.tsx with every page module, in the entry's own file (main.tsx imports it
// statically, after head.ts has started the route's first reads).
import { startApp } from './renderer/startApp';
import { pageLoaderOf, type PageModule } from './renderer/pageLoader';
import type { BootModule } from './renderer/startApp';

// Each page definition is its own chunk that imports exactly the widgets it uses (build/vite-plugin-page-modules.ts).
// Globbed here, beside the renderer, so page chunks import React and the renderer from the entry's file.
const loadPage = pageLoaderOf(import.meta.glob<PageModule>('./pages/*.json', { query: '?page' }));

export const start: BootModule['start'] = (container, options) => startApp(container, { ...options, loadPage });
