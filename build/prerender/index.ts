// Draws the screens that need no answer into a built folder's HTML (draw-site.ts), in a process of its own: the build
// (vite-plugin-drawn-pages.ts) runs it over dist/ with env.json, `npm run configure` over a configured site with that
// environment's env file, since what a page shows (the app's name, the company's details) is the environment's.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { EnvJson } from '../../api/env';
import type { DrawnFile } from './draw-site';

export type { DrawnFile } from './draw-site';

export function drawSite(dir: string, env: EnvJson): DrawnFile[] {
  try {
    const written = execFileSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'draw-site.ts'), dir],
      {
        input: JSON.stringify(env),
        // React's production build, as the browser gets it (the markup is the same either way; it is twice as fast).
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe'],
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return JSON.parse(written) as DrawnFile[];
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`drawing the pages failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}
