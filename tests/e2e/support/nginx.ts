// Debian's nginx serving the production build with the generated configuration (deploy/nginx/), as a lender deploys
// it: a child process on a free loopback port, with its own prefix, config, logs and temp files in a temporary
// folder, the API and /__sandbox proxied to the preview server's sandbox, and the OpenTelemetry Collector's upstream
// (otlp_collector) pointing at the sandbox's receiver. Stopped by its pid after the file's tests, also when they fail;
// a test run that dies leaves no nginx behind (the exit hook). A configured folder (npm run configure) is served the
// same way, with its own site/ and nginx/ file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import env from '../../../env.json' with { type: 'json' };
import { NGINX_CONF_PATH, OTLP_UPSTREAM } from '../../../build/nginx-conf';
import { freePort } from './freePort';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const DIST = join(import.meta.dirname, '../../../dist');

/** What nginx serves: the build folder, the generated file, and the env's API base (proxied to the sandbox's /api/). */
export interface Served {
  root: string;
  conf: string;
  apiBase: string;
}

const BUILD: Served = { root: DIST, conf: NGINX_CONF_PATH, apiBase: env.apiBase };

/**
 * The lender's side of the deployment: the Collector's upstream in the http block, and a server block that sets the
 * root, includes the generated file and routes the API (whatever its base, to the sandbox's /api/).
 */
function wrapperConfig(dir: string, port: number, upstream: string, served: Served): string {
  if (!served.apiBase.startsWith('/'))
    throw new Error(`the tests route an API base on this origin, not ${served.apiBase}`);
  const proxied = [
    [`${served.apiBase.replace(/\/+$/, '')}/`, '/api/'],
    ['/__sandbox/', '/__sandbox/'],
  ].map(([prefix, target]) => `    location ${prefix} { proxy_pass ${upstream}${target}; proxy_buffering off; }`);
  const collector = new URL(upstream).host;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
  );
  return [
    'worker_processes 1;',
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    `  upstream ${OTLP_UPSTREAM} { server ${collector}; }`,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${served.root};`,
    `    include ${served.conf};`,
    ...proxied,
    '  }',
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts nginx in front of `upstream` (the preview server with the sandbox); resolves once it answers. */
export async function startNginx(upstream: string, served: Served = BUILD): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx is missing at ${NGINX}: run scripts/find-nginx.sh (installs Debian's nginx) or set NGINX_PATH.`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'lender-nginx-'));
  chmodSync(dir, 0o755); // started as root, nginx's workers run as another user and use the temp folders
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'error.log');
  writeFileSync(conf, wrapperConfig(dir, port, upstream, served));
  const args = ['-p', dir, '-c', conf, '-e', errorLog];
  const globals = `pid ${join(dir, 'nginx.pid')};`;
  const checked = spawnSync(NGINX, [...args, '-t', '-q', '-g', globals], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${checked.stderr}`);

  const child: ChildProcess = spawn(NGINX, [...args, '-g', `daemon off; ${globals}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (!exited) child.kill('SIGTERM'); // nginx's fast shutdown: the master stops its workers, then itself
    await exit;
    rmSync(dir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // Until the master has opened its port; it may also fail to start, and then says why in its log.
    while (
      !(await fetch(`${baseUrl}/404.html`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (exited)
        throw new Error(`nginx stopped at start:\n${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** nginx for the tests of one file: started before them, stopped after them. */
export function setUpNginx(upstream: () => string, served: () => Served = () => BUILD): { baseUrl: () => string } {
  let nginx: RunningNginx | undefined;
  beforeAll(async () => {
    nginx = await startNginx(upstream(), served());
  });
  afterAll(async () => {
    await nginx?.stop();
  });
  return {
    baseUrl: () => {
      if (!nginx) throw new Error('nginx did not start');
      return nginx.baseUrl;
    },
  };
}
