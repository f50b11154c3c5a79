// The entry: wires the route manifest, the widget catalogue and the env config into the renderer.
import { createRoot } from 'react-dom/client';
import manifest from './pages.json';
import { env } from './api/env';
import { pageLoaderOf, startApp, type PageModule } from './renderer/boot';
import type { RouteManifest } from './schemas/generated/types';
import * as early from 'virtual:early-calls';

// Each page definition is its own chunk that imports exactly the widgets it uses (scripts/vite-plugin-page-modules.ts):
// a screen loads its own JSON and widgets, and the entry carries no widget at all.
const pageModules = import.meta.glob<PageModule>('./pages/*.json', { query: '?page' });

const root = createRoot(document.getElementById('root')!);

// The testers' page lab is its own lazy chunk, so no borrower's screen loads a byte of it. A production build has
// it only when env.json (or VITE_LAB=on at build time, as the end-to-end build does) turns it on.
const LAB_PATH = '/testPreview/lab';
const labOn = import.meta.env.DEV || __LAB_IN_ENV__ || import.meta.env.VITE_LAB === 'on';
if (labOn && window.location.pathname.replace(/\/$/, '') === LAB_PATH) {
  import('./lab')
    .then(({ loadLab }) => loadLab())
    .then(
    ({ mountLab }) => mountLab(root, { env }),
    () => root.render(<p role="alert">The page lab could not load. Reload to try again.</p>),
  );
} else startApp(root, { manifest: manifest as RouteManifest, loadPage: pageLoaderOf(pageModules), env, early });
