// @vitest-environment node
// The serving table (build/serving.ts) and the nginx configuration generated from it (deploy/nginx/lender-h5.conf).
// tests/e2e/headers.e2e.ts runs the file in Debian's nginx; these check what a reader of the file relies on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import env from '../../../env.json' with { type: 'json' };
import manifest from '../../../pages.json' with { type: 'json' };
import { NGINX_CONF_PATH, nginxConf, OTLP_UPSTREAM, quoted } from '../../../build/nginx-conf';
import { headersOf, htmlPages, locationOf, locations, securityHeaders } from '../../../build/serving';

const conf = nginxConf(env, manifest);
/** Each `location … { … }` block of the generated file: its match and its lines. */
const blocks = [...conf.matchAll(/^location (.+) \{\n([\s\S]*?)^\}/gm)].map(([, match, body]) => ({
  match,
  lines: body.split('\n').map((line) => line.trim()),
}));
const headerNames = (lines: string[]) => lines.flatMap((line) => /^add_header (\S+) /.exec(line)?.[1] ?? []);
const ALL_HEADERS = [...Object.keys(securityHeaders(env)), 'Cache-Control'];

describe('the serving table', () => {
  const rules = locations(manifest);

  it('answers a screen with its HTML, hashed assets as assets, dot folders and other paths by prefix', () => {
    expect(locationOf(rules, '/loanDetail')).toEqual({ kind: 'route', path: '/loanDetail', file: 'loanDetail.html' });
    expect(locationOf(rules, '/')).toMatchObject({ kind: 'route', file: 'index.html' });
    expect(locationOf(rules, '/testPreview/lab')).toMatchObject({ kind: 'route', file: 'testPreview.html' });
    expect(locationOf(rules, '/assets/index-abc.js').kind).toBe('assets');
    expect(locationOf(rules, '/.vite/manifest.json').kind).toBe('hidden');
    expect(locationOf(rules, '/robots.txt').kind).toBe('files');
    expect(locationOf(rules, '/loanDetail/more').kind).toBe('files');
    expect(locationOf(locations(manifest, env), '/version.json').kind).toBe('version');
    expect(locationOf(locations(manifest, env), '/v1/logs').kind).toBe('telemetry');
  });

  it('caches only the assets for long; the geolocation permission follows the screen', () => {
    expect(headersOf(env, locationOf(rules, '/assets/a.js'))['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersOf(env, locationOf(rules, '/loanDetail'))['Cache-Control']).toBe('no-cache');
    expect(headersOf(env, locationOf(rules, '/robots.txt'))['Cache-Control']).toBe('no-cache');
    expect(headersOf(env, locationOf(rules, '/testPreview'))['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headersOf(env, locationOf(rules, '/loanDetail'))['Permissions-Policy']).toContain('geolocation=()');
  });

  it('the build writes one HTML file per screen and the not-found page', () => {
    const pages = htmlPages(manifest);
    expect(pages).toContainEqual({ file: '404.html', page: 'notFound' });
    expect(pages).toContainEqual({ file: 'promotion.html', page: 'promotion' });
    expect(pages).toContainEqual({ file: 'About.html', page: 'siteAbout' });
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
  });
});

describe('deploy/nginx/lender-h5.conf', () => {
  it('is the committed file (npm run gen:nginx writes it)', () => {
    expect(readFileSync(NGINX_CONF_PATH, 'utf8')).toBe(conf);
  });

  it('serves every web path of pages.json from its own HTML, with an exact location', () => {
    const paths = Object.values(manifest.routes).flatMap((route) => ('path' in route ? [route.path] : []));
    for (const path of paths) {
      const block = blocks.find((candidate) => candidate.match === `= ${path}`);
      expect(block, path).toBeDefined();
      const file = path === '/' ? 'index' : path.slice(1);
      // In the reader's language where the build drew the screen in each (build/serving.ts readerLocale).
      expect(block!.lines).toContain(`try_files /${file}$reader_locale.html /${file}.html =404;`);
    }
  });

  it('sends every header from every location that sends any (a location with add_header inherits none), on 404s too', () => {
    expect(conf.slice(0, conf.indexOf('location '))).not.toContain('add_header');
    const withHeaders = blocks.filter((block) => headerNames(block.lines).length > 0);
    expect(withHeaders.length).toBeGreaterThan(30);
    const rules = locations(manifest, env);
    for (const block of withHeaders) {
      // A screen's HTML (and the not-found page's) also varies by the reader's language.
      const rule = rules.find((candidate) => 'path' in candidate && block.match === `= ${candidate.path}`);
      const screen = rule?.kind === 'route' || rule?.kind === 'notFound';
      expect(headerNames(block.lines).sort(), block.match).toEqual(
        [...ALL_HEADERS, ...(screen ? ['Vary'] : [])].sort(),
      );
      expect(
        block.lines.filter((line) => line.startsWith('add_header')).every((line) => line.endsWith(' always;')),
        block.match,
      ).toBe(true);
    }
    // Every block that answers with a file either sends the headers or hands a miss to the not-found page.
    for (const block of blocks)
      expect(headerNames(block.lines).length > 0 || block.lines.includes('return 404;'), block.match).toBe(true);
  });

  it('compresses text, also behind a CDN, and says the answer varies by encoding', () => {
    expect(conf).toMatch(/^gzip on;$/m);
    expect(conf).toMatch(/^gzip_vary on;$/m);
    expect(conf).toMatch(/^gzip_proxied any;$/m);
    expect(conf).toMatch(/^gzip_types .*application\/javascript.*;$/m);
  });

  it('sends Strict-Transport-Security on every answer: HTTPS only, for a year, this host and its subdomains', () => {
    expect(securityHeaders(env)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(ALL_HEADERS).toContain('Strict-Transport-Security');
  });

  it('serves /version.json, never stored', () => {
    const version = blocks.find((block) => block.match === '= /version.json');
    expect(version?.lines).toContain('try_files /version.json =404;');
    expect(version?.lines).toContain('add_header Cache-Control "no-store" always;');
  });

  it("passes the telemetry path to the Collector's upstream as a Collector takes it: POST only, small, never cached, no cookie", () => {
    expect(env.telemetryUrl).toBe('/v1/logs');
    const telemetry = blocks.find((block) => block.match === '= /v1/logs');
    expect(telemetry?.lines).toEqual(
      expect.arrayContaining([
        'if ($request_method != POST) { return 405; }',
        'client_max_body_size 64k;',
        `proxy_pass http://${OTLP_UPSTREAM}/v1/logs;`,
        'proxy_set_header Cookie "";',
        'proxy_no_cache 1;',
        'add_header Cache-Control "no-store" always;',
      ]),
    );
    expect(conf).toContain(`#   upstream ${OTLP_UPSTREAM} { server `); // the file says what the deploy must define
  });

  it('has no telemetry location when telemetry is off or goes to another origin', () => {
    for (const telemetryUrl of ['', 'https://pay.pesonow.ph/v1/logs']) {
      const other = nginxConf({ ...env, telemetryUrl }, manifest);
      expect(other, telemetryUrl).not.toContain(OTLP_UPSTREAM);
      expect(other, telemetryUrl).toContain('location = /version.json');
    }
  });

  it('refuses a header value nginx would read as a variable or a quote', () => {
    expect(quoted("default-src 'self'")).toBe(`"default-src 'self'"`);
    for (const value of ['a $host', 'say "hi"', 'a\\b', 'two\nlines'])
      expect(() => quoted(value), value).toThrow(/nginx would misread/);
  });
});
