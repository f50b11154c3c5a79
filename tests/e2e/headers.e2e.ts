// The production build as both of its servers serve it, the preview server
// (`npm run preview`) and Debian's nginx with the generated deploy/nginx/lender-h5.conf (the API proxied to the
// sandbox), both from build/serving.ts: the same screens, headers (Strict-Transport-Security included), caching,
// compression and not-found page, /version.json, and the telemetry path a Collector stands behind. Also: source maps
// beside the build, never served, and no session id in any Referer or in the address bar.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import env from '../../env.json' with { type: 'json' };
import manifest from '../../pages.json' with { type: 'json' };
import { otlpLogs } from '../../api/telemetry-otlp';
import { baseUrl, sandbox, setUpPhone } from './support/browser';
import { setUpNginx } from './support/nginx';

const nginx = setUpNginx(baseUrl);
const DIST = join(import.meta.dirname, '../../dist');
const MAPS = join(import.meta.dirname, '../../dist-sourcemaps');

const SERVERS = [
  { name: 'the preview server', url: baseUrl },
  { name: 'nginx with deploy/nginx/lender-h5.conf', url: nginx.baseUrl },
];

const SECURITY = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built file of a module (Vite's manifest), e.g. the chunk of pages/loanDetail.json. */
function builtFile(moduleId: string): string {
  const built = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return built[moduleId].file;
}
const pageChunk = (page: string) => builtFile(`pages/${page}.json?page`);
const entryChunk = () => builtFile('index.html');

/** Every screen address of pages.json, with its page (two keys may share a path), and the lab under the test page. */
const SCREENS = [
  ...new Map(
    Object.values(manifest.routes).flatMap((route) => ('path' in route ? [[route.path, route.page] as const] : [])),
  ),
  ['/testPreview/lab', 'testPreview'] as const,
];

describe.each(SERVERS)('production serving over HTTP: $name', ({ url }) => {
  it('every screen is served with the CSP built from env lists, Trusted Types, COOP and a Permissions-Policy', async () => {
    const response = await fetch(`${url()}/loanDetail?productId=P001&orderId=ORD174`);
    const headers = Object.fromEntries(response.headers);
    expect(headers).toMatchObject(SECURITY);
    const csp = headers['content-security-policy'];
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain(`img-src 'self' data: blob: ${env.imageOrigins.join(' ')};`);
    expect(csp).toContain(`frame-src 'self' ${env.allowedOrigins.join(' ')};`);
    expect(csp).not.toMatch(/(img|frame)-src[^;]* https:(;| )/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('microphone=()');
  });

  it('only the test page (and its lab) may ask for the location', async () => {
    for (const path of ['/testPreview', '/testPreview/lab']) {
      expect((await fetch(`${url()}${path}`)).headers.get('permissions-policy'), path).toContain('geolocation=(self)');
    }
  });

  it("every screen's address (public site and /promotion included) answers its own HTML, preloading its page, never cached unchecked", async () => {
    expect(SCREENS.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/', '/About', '/Contact', '/promotion', '/loanDetail']),
    );
    for (const [path, page] of SCREENS) {
      const response = await fetch(`${url()}${path}?from=test`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toContain("require-trusted-types-for 'script'");
      expect(await response.text(), path).toContain(
        `<link rel="modulepreload" crossorigin href="/${pageChunk(page)}">`,
      );
    }
  });

  it("a drawn screen arrives in the reader's language: the link's lang first, else the first language of the phone's the app speaks", async () => {
    const cases: Array<[query: string, acceptLanguage: string | undefined, lang: 'en' | 'fil']> = [
      ['', undefined, 'en'],
      ['?lang=fil', undefined, 'fil'],
      ['?lang=FIL-ph', 'en-US,en;q=0.9', 'fil'],
      ['?lang=tl', undefined, 'fil'],
      ['', 'fil-PH,fil;q=0.9,en;q=0.8', 'fil'],
      ['', 'tl', 'fil'],
      ['', 'zh-CN,zh;q=0.9,fil;q=0.8,en;q=0.7', 'fil'],
      ['', 'en_US, fil', 'en'],
      ['', 'tlh,de', 'en'], // Klingon and German: neither is spoken, so the environment's own
      ['?lang=en', 'fil-PH', 'en'],
      ['?lang=zh', 'fil', 'fil'], // a lang the app does not speak counts as none, as in the app
      ['?lang=filipino', undefined, 'en'],
    ];
    for (const [query, acceptLanguage, lang] of cases) {
      const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
      for (const path of ['/About', '/privacyPolicy']) {
        const response = await fetch(`${url()}${path}${query}`, { headers });
        const html = await response.text();
        const where = `${path}${query} with ${acceptLanguage ?? 'no Accept-Language'}`;
        expect(html, where).toContain(`<html lang="${lang}"`);
        expect(html, where).toMatch(new RegExp(`data-drawn="\\w+ ${lang}"`));
        expect(response.headers.get('vary'), where).toMatch(/accept-language/i);
      }
    }
    // A screen that is not drawn has one file for every reader, and the not-found page is drawn too.
    const bank = await fetch(`${url()}/bindBank?lang=fil`);
    expect(await bank.text()).not.toContain('data-drawn');
    const missing = await fetch(`${url()}/no-such-screen?lang=fil`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-drawn="notFound fil"');
  });

  it('an unknown address gets the not-found page with status 404, the same headers, and no long caching', async () => {
    for (const path of ['/no-such-screen', '/loanDetail/extra', '/.vite/manifest.json', '/assets/missing-0000.js']) {
      const response = await fetch(`${url()}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(Object.fromEntries(response.headers), path).toMatchObject(SECURITY);
      expect(response.headers.get('content-security-policy'), path).toContain("require-trusted-types-for 'script'");
      expect(await response.text(), path).toContain(`href="/${pageChunk('notFound')}"`);
    }
  });

  it('hashed assets are cached for a year as immutable; other files are revalidated', async () => {
    const asset = await fetch(`${url()}/${entryChunk()}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(Object.fromEntries(asset.headers)).toMatchObject(SECURITY);
    for (const path of ['/robots.txt', '/favicon.svg', '/legal/privacy-policy.html']) {
      const response = await fetch(`${url()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('/version.json says which release is running, the one every page names, and is never stored', async () => {
    const response = await fetch(`${url()}/version.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.fromEntries(response.headers)).toMatchObject(SECURITY);
    const version = (await response.json()) as Record<string, string>;
    expect(version).toEqual({
      release: expect.stringMatching(/^[0-9a-f]{12}-[0-9a-f]{12}$/),
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      environment: 'development',
    });
    expect(await (await fetch(`${url()}/loanDetail`)).text()).toContain(
      `<meta name="app-release" content="${version.release}" />`,
    );
  });

  it("the telemetry path takes OTLP JSON to the Collector (here the sandbox's), POST only, never cached", async () => {
    await sandbox.reset();
    const batch = otlpLogs(
      [{ type: 'vital', name: 'LCP', value: 900, rating: 'good', route: 'x', release: 'r', at: 1 }],
      {
        release: 'r',
        environment: 'development',
      },
    );
    const post = (body: string, type = 'application/json') =>
      fetch(`${url()}${env.telemetryUrl}`, { method: 'POST', body, headers: { 'content-type': type } });
    const sent = await post(JSON.stringify(batch));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ partialSuccess: {} });
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect((await post(JSON.stringify(batch), 'text/plain')).status).toBe(415);
    expect((await fetch(`${url()}${env.telemetryUrl}`)).status).toBe(405);
    expect((await sandbox.beacons()).map((beacon) => beacon.records.length)).toEqual([1]);
  });

  it('serves no source map: the build wrote them beside itself', async () => {
    const map = `/${entryChunk()}.map`;
    expect(existsSync(join(MAPS, `${entryChunk()}.map`))).toBe(true);
    expect((await fetch(`${url()}${map}`)).status).toBe(404);
  });

  it('scripts and HTML go out gzipped, varying by Accept-Encoding', async () => {
    for (const path of [`/${entryChunk()}`, '/loanDetail']) {
      const response = await fetch(`${url()}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.headers.get('vary'), path).toMatch(/accept-encoding/i);
    }
  });
});

describe('in Chromium', () => {
  // Only these tests open pages: the ones above need no browser context each.
  const phone = setUpPhone();

  describe.each(SERVERS)('$name', ({ url }) => {
    it('the not-found page shows in the browser, under the CSP', async () => {
      const page = phone.page();
      const response = await page.goto(`${url()}/no-such-screen`);
      expect(response?.status()).toBe(404);
      await page.getByText('Page not found').first().waitFor();
    });

    it('the session id leaves the address bar and reaches no Referer, images included', async () => {
      const page = phone.page();
      const referers: string[] = [];
      page.on('request', (request) => {
        const referer = request.headers()['referer'];
        if (referer) referers.push(`${request.resourceType()} ${referer}`);
      });
      await page.goto(`${url()}/loanDetail?productId=P001&orderId=ORD174D&sessionId=SECRET-SESSION&deviceId=D-1`);
      await page.locator('[data-region="statusBanner"]').waitFor();
      await page.waitForLoadState('networkidle');
      expect(page.url()).not.toContain('SECRET-SESSION');
      expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD174D');
      expect(referers.filter((entry) => entry.includes('SECRET'))).toEqual([]);
      // The session still travels with the calls, in their own query.
      expect(await page.evaluate(() => sessionStorage.getItem('common-params'))).toContain('SECRET-SESSION');
    });
  });
});

describe('nginx in front of the Collector', () => {
  it('refuses a telemetry body larger than a beacon can be (64 KB)', async () => {
    const response = await fetch(`${nginx.baseUrl()}${env.telemetryUrl}`, {
      method: 'POST',
      body: JSON.stringify({ resourceLogs: [], padding: 'x'.repeat(70_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });
});

describe('the production build', () => {
  it('ships no source maps and names none, and keeps one beside itself for every script with code of its own', () => {
    const assets = join(DIST, 'assets');
    const files = readdirSync(assets);
    expect(files.filter((name) => name.endsWith('.map'))).toEqual([]);
    for (const name of files.filter((file) => file.endsWith('.js'))) {
      const code = readFileSync(join(assets, name), 'utf8');
      expect(code).not.toContain('sourceMappingURL');
      // A re-export facade or a bundler helper (under 1 KB) has no source of ours to map, nor has a table the build
      // generates as a virtual module (`_virtual_…`: the pages' early reads, data only).
      if (code.length > 1024 && !name.startsWith('_virtual_'))
        expect(existsSync(join(MAPS, 'assets', `${name}.map`)), name).toBe(true);
    }
  });
});
