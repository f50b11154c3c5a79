// The browser benchmark's own entry (never part of the production build): the real app, started exactly as
// main.tsx starts it (its config read from the page), with its own renderer chunk (measure/bench-app/boot.tsx) that
// adds the pages `npm run bench:browser` generates from the real ones. Their only use is a screen whose order status
// changes without a reload.
import manifest from '../../pages.json';
import { launchApp } from '../../renderer/start/launch';
import { readEarlyTable, readPageConfig } from '../../renderer/start/pageConfig';
import { addLaterEarlyCalls, afterFirstRender } from '../../renderer/start/laterEarlyCalls';
import type { RouteManifest } from '../../schemas/generated/types';

// The real pages' first reads, as main.tsx starts them: the route's from its HTML, the others after the first render.
const early = readEarlyTable(document);
void launchApp(document.getElementById('root')!, {
  manifest: manifest as RouteManifest,
  ...readPageConfig(document),
  early,
  boot: () => import('./boot'),
}).then(() => afterFirstRender(() => void addLaterEarlyCalls(early)));
