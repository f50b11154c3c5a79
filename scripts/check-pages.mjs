#!/usr/bin/env node
// `npm run check:pages`: the page checker's command (checker/node/cli.ts, which says its options), run from a bundle
// that is built again whenever a source of it changed (build/fresh-bundle.mjs), so a check starts in plain Node.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFreshBundle } from '../build/fresh-bundle.mjs';

await runFreshBundle(join(dirname(fileURLToPath(import.meta.url)), '..'), 'checker/node/cli.ts');
