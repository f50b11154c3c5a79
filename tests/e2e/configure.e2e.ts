// One build, two environments: the end-to-end build (globalSetup) configured twice by `npm run configure`, with
// another app name, theme colour, API base and environment name, each folder served by nginx with the configuration
// made for it. Both work, each as its env file says, with JavaScript byte for byte the build's; /version.json and the
// telemetry name the same release and each its own environment.
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import envJson from '../../env.json' with { type: 'json' };
import { configure } from '../../scripts/configure';
import { baseUrl, sandbox, setUpPhone, telemetrySent } from './support/browser';
import { setUpNginx, type Served } from './support/nginx';

const DIST = join(import.meta.dirname, '../../dist');
const work = mkdtempSync(join(tmpdir(), 'configured-'));
chmodSync(work, 0o755); // started as root, nginx's workers run as another user and read the folders

const ENVIRONMENTS = [
  { ...envJson, environment: 'staging' },
  {
    ...envJson,
    environment: 'production',
    appName: { en: 'CashGo', zh: '现金通' },
    theme: { ...envJson.theme, background: '#0a7d3e' },
    apiBase: '/gateway/api',
    lab: false,
  },
];

/** Each env file configured into its own folder; nginx serves each with the configuration made for it. */
const folders = ENVIRONMENTS.map((env) => ({
  env,
  out: join(work, env.environment),
  served: undefined as Served | undefined,
}));
beforeAll(() => {
  for (const folder of folders) {
    const file = join(work, `${folder.env.environment}.json`);
    writeFileSync(file, JSON.stringify(folder.env, null, 2));
    const result = configure({ env: file, out: folder.out, build: DIST });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    folder.served = { root: result.site, conf: result.nginx, apiBase: folder.env.apiBase };
  }
  // Configuring draws the site again with each environment's words (build/prerender): about 10 s a folder on a quiet
  // two-core machine, several times that beside other work. The limit only ends a hung run (a CI run's neighbour
  // stretched the two past 60 s).
}, 300_000);
const servers = folders.map((folder) => ({ ...folder, nginx: setUpNginx(baseUrl, () => folder.served!) }));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const phone = setUpPhone({ expectedErrors: /thrown on purpose/ });

/** Every file under a folder, with the digest of its bytes. */
function digests(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length), createHash('sha256').update(readFileSync(path)).digest('hex')];
      }),
  );
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('one build configured for two environments', () => {
  it("has every script and style byte for byte the build's, in both folders, and the same release", () => {
    const built = digests(join(DIST, 'assets'));
    expect(Object.keys(built).filter((file) => file.endsWith('.js')).length).toBeGreaterThan(50);
    for (const { out } of folders) expect(digests(join(out, 'site', 'assets'))).toEqual(built);
    const releases = folders.map(({ out }) => JSON.parse(readFileSync(join(out, 'site/version.json'), 'utf8')).release);
    expect(releases).toEqual(Array(2).fill(JSON.parse(readFileSync(join(DIST, 'version.json'), 'utf8')).release));
  });

  describe.each(servers)('$env.environment', ({ env, nginx }) => {
    it('shows its app name and theme colour, and reads its data from its own API base', async () => {
      const page = phone.page();
      const calls: string[] = [];
      page.on('request', (request) => calls.push(new URL(request.url()).pathname));
      await page.goto(`${nginx.baseUrl()}/`);
      await page.getByText(`Application: you apply in the ${env.appName.en} app`).waitFor();
      expect(await page.title()).toBe(`${env.appName.en} | Cash loans in the Philippines`);
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(env.theme.background);

      await page.goto(`${nginx.baseUrl()}/loanDetail?productId=P001&orderId=ORD174`);
      await page.locator('[data-region="statusBanner"]').waitFor();
      expect(calls).toContain(`${env.apiBase}/v3/loan-details/loan-details`);
      const brand = rgb(env.theme.background);
      const themed = await page.evaluate(
        (colour) =>
          [...document.querySelectorAll('main *')].some((el) => getComputedStyle(el).backgroundColor === colour),
        brand,
      );
      expect(themed, `an element of the screen in ${brand}`).toBe(true);
    });

    it('says which release and environment it is, and its telemetry says the same', async () => {
      const version = (await (await fetch(`${nginx.baseUrl()}/version.json`)).json()) as Record<string, string>;
      expect(version.environment).toBe(env.environment);
      await sandbox.reset();
      const page = phone.page();
      await page.goto(`${nginx.baseUrl()}/loanDetail?productId=P001&orderId=ORD174`);
      await page.locator('[data-region="statusBanner"]').waitFor();
      await page.evaluate(() =>
        setTimeout(() => {
          throw new RangeError('thrown on purpose');
        }),
      );
      const records = await telemetrySent(page, (sent) =>
        sent.some((record) => record.attributes['exception.type'] === 'RangeError'),
      );
      expect(records.map((record) => record.resource)).toContainEqual(
        expect.objectContaining({ 'service.version': version.release, 'deployment.environment': env.environment }),
      );
    });
  });
});
