// The entry: wires the route manifest and the page's config (the env config and release the deploy wrote into the
// HTML: renderer/start/pageConfig.ts) into the renderer (launch.ts starts the route's first reads before the renderer's own
// chunk, boot.tsx with the page modules, has arrived). Nothing here depends on the environment, so one build serves
// every one.
import manifest from './pages.json';
import { launchApp } from './renderer/start/launch';
import { showLoadProblem } from './renderer/start/appShell';
import { readEarlyTable, readPageConfig, type PageConfig } from './renderer/start/pageConfig';
import { addLaterEarlyCalls, afterFirstRender } from './renderer/start/laterEarlyCalls';
import type { RouteManifest } from './schemas/generated/types';

const container = document.getElementById('root')!;
const reload = () => window.location.reload();

let config: PageConfig | undefined;
try {
  config = readPageConfig(document);
} catch (error) {
  // A deploy that skipped `npm run configure`: nothing can run without the config, and nothing can be reported.
  console.error('[app] no environment config:', error);
  showLoadProblem(container, reload);
}

// The testers' page lab is its own lazy chunk, so no borrower's screen loads a byte of it. Only a build made with
// VITE_LAB=on has it (the end-to-end build, npm run build:lab): a choice of build, never of environment, since its
// presence reshapes the app's chunks (about 8 KB gzip more on every screen). Such a build opens it where the env
// config says `"lab": true`; every other build drops this branch and the whole lab.
const LAB_PATH = '/testPreview/lab';
if (config) {
  const { env, release } = config;
  const labOn = import.meta.env.DEV || (import.meta.env.VITE_LAB === 'on' && env.lab === true);
  if (labOn && window.location.pathname.replace(/\/$/, '') === LAB_PATH) {
    Promise.all([import('react-dom/client'), import('./lab').then(({ loadLab }) => loadLab())]).then(
      ([{ createRoot }, { mountLab }]) => mountLab(createRoot(container), { env }),
      () => showLoadProblem(container, reload),
    );
  } else {
    // The route's own first reads come with its HTML; every other page's follow once the first screen has rendered.
    const early = readEarlyTable(document);
    const options = { manifest: manifest as RouteManifest, env, release, early, boot: () => import('./boot') };
    void launchApp(container, options).then(() => afterFirstRender(() => void addLaterEarlyCalls(early)));
  }
}
