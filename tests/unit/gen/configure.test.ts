// @vitest-environment node
// `npm run configure` (scripts/configure.ts): one build and one env file make a deployable folder. A bad env file is
// refused with its line and reason and nothing is written; a good one gives the web root with every route's HTML
// written for it, its /version.json and the nginx configuration, with every script and style byte for byte the
// build's. tests/e2e/configure.e2e.ts serves two such folders from one real build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import envJson from '../../../env.json' with { type: 'json' };
import manifest from '../../../pages.json' with { type: 'json' };
import { configure } from '../../../scripts/configure';
import { envBlock, envInHtml } from '../../../build/env-html';
import { nginxConf } from '../../../build/nginx-conf';
import { htmlPages } from '../../../build/serving';
import { LOADING_SHELL_HTML } from '../../../renderer/host';

const root = join(import.meta.dirname, '../../..');
let dir: string;
let build: string;

const VERSION = { release: '55ee5b062f51-ec0490713115', commit: '55ee5b0', builtAt: '2026-11-20T08:00:00.000Z' };
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
    <meta name="theme-color" content="#1f5fd6" />
    <meta name="description" content="Short-term cash loans." />
    <title>PesoNow</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    ${envBlock(envJson)}
  </head>
  <body><div id="root">${LOADING_SHELL_HTML}</div></body>
</html>
`;

/** A build as `npm run build` leaves it, reduced to what configure reads. */
function fakeBuild(at: string, { lab = false } = {}) {
  mkdirSync(join(at, 'assets'), { recursive: true });
  mkdirSync(join(at, 'legal'), { recursive: true });
  mkdirSync(join(at, '.vite'), { recursive: true });
  for (const { file } of htmlPages(manifest)) writeFileSync(join(at, file), INDEX);
  writeFileSync(join(at, 'testPreview.html'), INDEX);
  writeFileSync(join(at, 'assets/index-abc.js'), 'console.log("the same everywhere")');
  writeFileSync(join(at, 'legal/privacy-policy.html'), '<html><title>Privacy</title></html>');
  writeFileSync(join(at, 'version.json'), JSON.stringify({ ...VERSION, environment: 'development' }));
  writeFileSync(join(at, '.vite/manifest.json'), JSON.stringify(lab ? { 'lab/mount.tsx': {} } : { 'main.tsx': {} }));
}

function envFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'configure-'));
  build = join(dir, 'dist');
  fakeBuild(build);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const staging = {
  ...envJson,
  environment: 'staging',
  lab: false,
  apiBase: 'https://gw.cashgo.ph/api',
  appName: { en: 'CashGo', zh: '现金go' },
  company: { ...envJson.company, name: 'CashGo Lending Inc.' },
  siteUrl: 'https://www.cashgo.ph',
};

// A configure that succeeds draws the public site (build/prerender/): a process of its own that loads the renderer
// through Vite, about 5 s on a quiet two-core machine and three times that on a busy one. So the file draws it twice:
// one staging folder, made once, is what the web-root and site tests read, and then what the replacing test replaces.
let stagingFolder: string | undefined;
function stagingOut(): string {
  if (stagingFolder) return stagingFolder;
  const out = join(dir, 'staging');
  const result = configure({ env: envFile('staging.json', JSON.stringify(staging, null, 2)), out, build });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return (stagingFolder = out);
}

describe('npm run configure', { timeout: 60_000 }, () => {
  it('refuses an env file that breaks the schema with its line and reason, and writes nothing', () => {
    const text = JSON.stringify({ ...staging, marketFlag: 'yes' }, null, 2);
    const line = text.split('\n').findIndex((row) => row.includes('"marketFlag"')) + 1;
    const out = join(dir, 'refused');
    const result = configure({ env: envFile('bad.json', text), out, build });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join('\n')).toMatch(
      new RegExp(`bad\\.json:${line}:\\d+: schema: /marketFlag: expected true or false, found "yes"`),
    );
    expect(existsSync(out)).toBe(false);
  });

  it('refuses an env file that is not JSON, with where it broke', () => {
    const result = configure({
      env: envFile('broken.json', '{\n  "apiBase": "/api",\n  oops\n}'),
      out: join(dir, 'x'),
      build,
    });
    expect(!result.ok && result.problems.join('\n')).toMatch(/broken\.json:3:\d+: /);
  });

  it('refuses to turn on a page lab the build does not have', () => {
    const result = configure({
      env: envFile('lab.json', JSON.stringify({ ...staging, lab: true })),
      out: join(dir, 'lab'),
      build,
    });
    expect(!result.ok && result.problems.join('\n')).toMatch(/turns the page lab on .* this build has none/);
  });

  it("makes the web root with every route's HTML written for the env, its /version.json, and the nginx file for it", () => {
    const site = join(stagingOut(), 'site');
    for (const { file } of htmlPages(manifest)) {
      const html = readFileSync(join(site, file), 'utf8');
      expect(envInHtml(html), file).toMatchObject({ environment: 'staging', apiBase: 'https://gw.cashgo.ph/api' });
      expect(html, file).toContain("connect-src 'self' https://gw.cashgo.ph;");
    }
    expect(readFileSync(join(site, 'assets/index-abc.js'), 'utf8')).toBe('console.log("the same everywhere")');
    expect(readFileSync(join(site, 'legal/privacy-policy.html'), 'utf8')).toBe('<html><title>Privacy</title></html>');
    expect(existsSync(join(site, '.vite'))).toBe(false);
    expect(JSON.parse(readFileSync(join(site, 'version.json'), 'utf8'))).toEqual({
      ...VERSION,
      environment: 'staging',
    });
    expect(readFileSync(join(stagingOut(), 'nginx/lender-h5.conf'), 'utf8')).toBe(nginxConf(staging, manifest));
  });

  it("draws the public site again with the environment's own name and details, and writes its sitemap and robots.txt", () => {
    const site = join(stagingOut(), 'site');
    const about = readFileSync(join(site, 'About.html'), 'utf8');
    expect(about).toContain('<title>About Us | CashGo</title>');
    expect(about).toContain('data-drawn="siteAbout en"');
    expect(about).toContain('<dd>CashGo Lending Inc.</dd>');
    expect(about).not.toContain('PesoNow');
    expect(about).toContain('<link rel="canonical" href="https://www.cashgo.ph/About" />');
    expect(about).toContain('<link rel="alternate" hreflang="fil" href="https://www.cashgo.ph/About?lang=fil" />');
    expect(readFileSync(join(site, 'About.fil.html'), 'utf8')).toContain('<html lang="fil"');
    // A screen that waits for an answer keeps its loading view.
    expect(readFileSync(join(site, 'loanDetail.html'), 'utf8')).toContain(LOADING_SHELL_HTML);
    const sitemap = readFileSync(join(site, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://www.cashgo.ph/About</loc>');
    expect(sitemap).toContain('<loc>https://www.cashgo.ph/Contact?lang=fil</loc>');
    expect(sitemap).not.toContain('loanDetail');
    expect(sitemap).not.toContain('404');
    expect(readFileSync(join(site, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.cashgo.ph/sitemap.xml');
  });

  it('replaces a folder it made before, and refuses any other folder that is not empty', () => {
    const out = stagingOut();
    const env = envFile('again.json', JSON.stringify(staging));
    writeFileSync(join(out, 'site', 'stale.txt'), 'from the last deploy');
    expect(configure({ env, out, build }).ok).toBe(true);
    expect(existsSync(join(out, 'site', 'stale.txt'))).toBe(false);
    expect(readFileSync(join(out, 'site', 'About.html'), 'utf8')).toContain('<title>About Us | CashGo</title>');
    const someone = join(dir, 'someone');
    cpSync(join(build, 'legal'), someone, { recursive: true });
    const refused = configure({ env, out: someone, build });
    expect(!refused.ok && refused.problems.join()).toMatch(/not a folder this command made/);
    expect(existsSync(join(someone, 'privacy-policy.html'))).toBe(true);
  });

  it('as a command, exits non-zero and says why', { timeout: 60_000 }, () => {
    const bad = envFile('cli.json', JSON.stringify({ ...staging, environment: 'Production!' }, null, 2));
    const run = spawnSync(
      'npx',
      ['tsx', 'scripts/configure.ts', '--env', bad, '--out', join(dir, 'cli'), '--build', build],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refused, nothing written:\n {2}\S*cli\.json:\d+:\d+: schema: \/environment: /);
  });
});
