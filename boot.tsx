// The app's renderer chunk: renderer/start/startApp.tsx with every page module. main.tsx imports it after the head start,
// and each route's HTML preloads it beside the entry (build/vite-plugin-route-html.ts).
import { startApp } from './renderer/start/startApp';
import { pageLoaderOf, type PageModule } from './renderer/start/pageLoader';
import type { BootModule } from './renderer/start/launch';

// Each page definition is its own chunk that imports exactly the widgets it uses (build/vite-plugin-page-modules.ts).
// Globbed here, not in the entry: see LaunchOptions.boot.
const loadPage = pageLoaderOf(import.meta.glob<PageModule>('./pages/*.json', { query: '?page' }));

export const start: BootModule['start'] = (container, options) => startApp(container, { ...options, loadPage });
