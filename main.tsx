// The entry: one file with the head start (head.ts, evaluated first, so the route's first reads leave at once), React
// and the renderer with every page module (boot.tsx). Imported statically rather than as a second chunk: the route's
// HTML preloaded that chunk anyway, and its dynamic import left the main thread idle 70-100 ms after the entry ran
// (docs/performance.md). Nothing here depends on the environment, so one build serves every one.
import { container, opening, reload } from './head';
import { start } from './boot';
import { showLoadProblem } from './renderer/appShell';

// The build-time test first, so a build without the lab drops this branch and the whole lab (head.ts).
if ((import.meta.env.DEV || import.meta.env.VITE_LAB === 'on') && opening.kind === 'lab') {
  const { env } = opening.config;
  Promise.all([import('react-dom/client'), import('./lab').then(({ loadLab }) => loadLab())]).then(
    ([{ createRoot }, { mountLab }]) => mountLab(createRoot(container), { env }),
    () => showLoadProblem(container, reload),
  );
} else if (opening.kind === 'app') {
  const { manifest, early, head, config } = opening;
  start(container, { manifest, env: config.env, early, head });
}
