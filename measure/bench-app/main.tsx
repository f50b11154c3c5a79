// The browser benchmark's own entry (never part of the production build): the real app, started exactly as
// main.tsx starts it (the root head.ts first, its config read from the page and the real pages' first reads under
// way), with its own renderer (measure/bench-app/boot.tsx) that adds the pages `npm run bench:browser` generates from
// the real ones. Their only use is a screen whose order status changes without a reload.
import { container, opening } from '../../head';
import { start } from './boot';

if (opening.kind === 'app') {
  const { manifest, early, head, config } = opening;
  start(container, { manifest, env: config.env, early, head });
}
