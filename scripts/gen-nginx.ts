// `npm run gen:nginx`: writes deploy/nginx/lender-h5.conf from the serving table (build/serving.ts), env.json (the
// CSP's origins) and pages.json (the screens). `--check` writes nothing and exits 1 when the committed file is stale
// (scripts/test-all.sh runs it beside the other generated-file checks).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import env from '../env.json' with { type: 'json' };
import manifest from '../pages.json' with { type: 'json' };
import { NGINX_CONF_PATH, nginxConf } from '../build/nginx-conf';

const root = join(import.meta.dirname, '..');

const content = nginxConf(env, manifest);
const current = existsSync(NGINX_CONF_PATH) ? readFileSync(NGINX_CONF_PATH, 'utf8') : null;
const shown = relative(root, NGINX_CONF_PATH);
if (current === content) {
  // up to date
} else if (process.argv.includes('--check')) {
  console.error(`Generated file is stale; run \`npm run gen:nginx\`:\n  ${shown}`);
  process.exit(1);
} else {
  mkdirSync(join(NGINX_CONF_PATH, '..'), { recursive: true });
  writeFileSync(NGINX_CONF_PATH, content);
  console.log(`wrote ${shown}`);
}
