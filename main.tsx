// The entry: wires the route manifest, the widget catalogue and the env config into the renderer.
import { createRoot } from 'react-dom/client';
import manifest from './pages.json';
import { env } from './api/env';
import { readEntryCommonParams } from './api/commonParams';
import { App, type PageLoader } from './renderer/App';
import { createBrowserServices } from './renderer/browserServices';
import { createToaster } from './renderer/toasts';
import { preloadCompiled, type Compiled, type ExprError } from './renderer/expr/runtime';
import type { AnyWidget } from './renderer/public';
import type { PageDefinition, RouteManifest } from './schemas/generated/types';

// Each page definition is its own chunk that imports exactly the widgets it uses (scripts/vite-plugin-page-modules.ts):
// a screen loads its own JSON and widgets, and the entry carries no widget at all.
// Its expressions come compiled at build time too, so the parser never reaches the browser.
interface PageModule {
  default: PageDefinition;
  widgets: Record<string, AnyWidget>;
  expressions: Record<string, Compiled | ExprError>;
}
const pageModules = import.meta.glob<PageModule>('./pages/*.json', { query: '?page' });

const loadPage: PageLoader = async (name) => {
  const load = pageModules[`./pages/${name}.json`];
  if (!load) throw new Error(`No page definition "${name}"`);
  const module = await load();
  preloadCompiled(module.expressions);
  return { page: module.default, widgets: module.widgets };
};

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const routes = (manifest as RouteManifest).routes;
const toaster = createToaster();
const commonParams = readEntryCommonParams(sessionStorageOrNull(), window); // also drops them from the address bar

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
} else root.render(
  <App
    manifest={manifest as RouteManifest}
    loadPage={loadPage}
    widgets={{}}
    env={env}
    toaster={toaster}
    commonParams={commonParams}
    makeServices={(navigate) => createBrowserServices({ env, routes, commonParams, toaster, navigate })}
  />,
);
