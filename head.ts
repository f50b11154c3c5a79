// The entry's first step, evaluated before anything else in the entry's file (main.tsx imports it first): read the
// page's config and start the route's first reads (renderer/headStart.ts), so they leave before React and the
// renderer, which main.tsx imports next in the same file, are evaluated. A separate module only because an ES
// module's body runs after all of its imports: main.tsx's own body would start the reads after React.
import manifestJson from './pages.json';
import { showLoadProblem } from './renderer/appShell';
import { readPageConfig, type PageConfig } from './renderer/pageConfig';
import { startHead, type HeadStart } from './renderer/headStart';
import type { RouteManifest } from './schemas/generated/types';
import * as early from 'virtual:early-calls';

const manifest = manifestJson as RouteManifest;

export const container = document.getElementById('root')!;
export const reload = () => window.location.reload();

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
const labOn =
  config !== undefined &&
  (import.meta.env.DEV || (import.meta.env.VITE_LAB === 'on' && config.env.lab === true)) &&
  window.location.pathname.replace(/\/$/, '') === LAB_PATH;

/** What the entry starts: the lab, the app (its head start already under way), or nothing (no config). */
export type Opening =
  | { kind: 'none' }
  | { kind: 'lab'; config: PageConfig }
  | { kind: 'app'; config: PageConfig; head: HeadStart; manifest: RouteManifest; early: typeof early };

export const opening: Opening = !config
  ? { kind: 'none' }
  : labOn
    ? { kind: 'lab', config }
    : {
        kind: 'app',
        config,
        manifest,
        early,
        head: startHead({ routes: manifest.routes, env: config.env, release: config.release, early }),
      };
