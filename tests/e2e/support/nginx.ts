// Debian's nginx serving the production build with the generated configuration (deploy/nginx/), as a lender deploys
// it: a child process on a free loopback port, with its own prefix, config, logs and temp files in a temporary
// folder, /api and /__sandbox proxied to the preview server's sandbox. Stopped by its pid after the file's tests,
// also when they fail; a test run that dies leaves no nginx behind (the exit hook).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import env from '../../../env.json' with { type: 'json' };
import { backendPrefixes } from '../../../build/serving';
import { NGINX_CONF_PATH } from '../../../build/nginx-conf';
import { freePort } from './freePort';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const DIST = join(import.meta.dirname, '../../../dist');

/** The lender's side of the deployment: a server block that sets the root, includes the generated file, routes the API. */
function wrapperConfig(dir: string, port: number, upstream: string): string {
  const proxied = backendPrefixes(env).map(
    (prefix) => `    location ${prefix} { proxy_pass ${upstream}; proxy_buffering off; }`,
  );
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
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${DIST};`,
    `    include ${NGINX_CONF_PATH};`,
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
export async function startNginx(upstream: string): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx is missing at ${NGINX}: run scripts/find-nginx.sh (installs Debian's nginx) or set NGINX_PATH.`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'lender-nginx-'));
  chmodSync(dir, 0o755); // started as root, nginx's workers run as another user and use the temp folders
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  const errorLog = join(dir, 'error.log');
  writeFileSync(conf, wrapperConfig(dir, port, upstream));
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
export function setUpNginx(upstream: () => string): { baseUrl: () => string } {
  let nginx: RunningNginx | undefined;
  beforeAll(async () => {
    nginx = await startNginx(upstream());
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
