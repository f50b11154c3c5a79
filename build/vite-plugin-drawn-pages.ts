// After the build has written every route's HTML (vite-plugin-route-html.ts), the screens that need no answer are
// drawn into theirs (build/prerender/), in each locale, with the environment the build was made with: the public site
// and the legal pages arrive readable, with JavaScript off too, and the app hydrates what is already there.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { drawSite } from './prerender';

export function drawnPagesPlugin(env: Parameters<typeof drawSite>[1]): Plugin {
  let outDir = 'dist';
  return {
    name: 'app-drawn-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      drawSite(outDir, env);
    },
  };
}
