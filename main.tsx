// The entry: wires the route manifest and the env config into the renderer (launch.ts starts the route's first reads
// before the renderer's own chunk, boot.tsx with the page modules, has arrived).
import manifest from './pages.json';
import { env } from './api/env';
import { launchApp } from './renderer/launch';
import { showLoadProblem } from './renderer/appShell';
import type { RouteManifest } from './schemas/generated/types';
import * as early from 'virtual:early-calls';

const container = document.getElementById('root')!;

// The testers' page lab is its own lazy chunk, so no borrower's screen loads a byte of it. A production build has
// it only when env.json (or VITE_LAB=on at build time, as the end-to-end build does) turns it on.
const LAB_PATH = '/testPreview/lab';
const labOn = import.meta.env.DEV || __LAB_IN_ENV__ || import.meta.env.VITE_LAB === 'on';
if (labOn && window.location.pathname.replace(/\/$/, '') === LAB_PATH) {
  Promise.all([import('react-dom/client'), import('./lab').then(({ loadLab }) => loadLab())]).then(
    ([{ createRoot }, { mountLab }]) => mountLab(createRoot(container), { env }),
    () => showLoadProblem(container, () => window.location.reload()),
  );
} else void launchApp(container, { manifest: manifest as RouteManifest, env, early, boot: () => import('./boot') });
