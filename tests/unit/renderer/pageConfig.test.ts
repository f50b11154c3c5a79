// One build, every environment: what depends on the env config is written into the HTML only (build/env-html.ts, by
// the build and by `npm run configure`), and the app reads it from the page at load time (renderer/start/pageConfig.ts).
import { describe, expect, it } from 'vitest';
import envJson from '../../../env.json';
import { envBlock, envHtml, envInHtml } from '../../../build/env-html';
import { contentSecurityPolicy } from '../../../build/csp';
import { readEarlyTable, readPageConfig, RELEASE_META } from '../../../renderer/start/pageConfig';
import { earlyBlock, routeHtml } from '../../../build/vite-plugin-route-html';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#1f5fd6" />
    <title>PesoNow</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <meta name="${RELEASE_META}" content="0123456789ab-cdef01234567" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const other = {
  ...envJson,
  environment: 'staging',
  appName: { en: 'CashGo <Staging> & Co', zh: '现金' },
  theme: { ...envJson.theme, background: '#0a7d3e' },
  apiBase: 'https://gw.cashgo.ph/api',
  servicePhone: '</script><script>alert(1)</script>',
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the HTML of an environment', () => {
  it('carries its CSP, theme colour, title, base styles and env config, and nothing else changes', () => {
    const html = envHtml(BUILT, envJson);
    const doc = parse(html);
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      contentSecurityPolicy(envJson),
    );
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1f5fd6');
    expect(doc.title).toBe('PesoNow');
    expect(doc.querySelector('style[data-app-base]')?.textContent).toContain('#1f5fd6');
    expect(envInHtml(html)).toEqual(Object.fromEntries(Object.entries(envJson).filter(([key]) => key !== '$schema')));
    // The script, the release and the body are as built.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain(`<meta name="${RELEASE_META}" content="0123456789ab-cdef01234567" />`);
    expect(html.slice(html.indexOf('<body>'))).toBe(BUILT.slice(BUILT.indexOf('<body>')));
  });

  it('is rewritten whole for another environment, and writing the same one again changes nothing', () => {
    const first = envHtml(BUILT, envJson);
    const second = envHtml(first, other);
    expect(envHtml(second, other)).toBe(second);
    expect(second).not.toContain('#1f5fd6');
    expect(second).not.toContain('<title>PesoNow</title>');
    const doc = parse(second);
    expect(doc.title).toBe('CashGo <Staging> & Co');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain(
      "connect-src 'self' https://gw.cashgo.ph;",
    );
    expect(doc.querySelectorAll('script')).toHaveLength(2); // the module and the config: no text escaped into a script
  });

  it('leaves the policy out for the development server, whose module reloading needs inline scripts', () => {
    expect(envHtml(BUILT, envJson, { csp: false })).not.toContain('Content-Security-Policy');
  });

  it('refuses HTML with two of an element it would write', () => {
    expect(() => envHtml(BUILT.replace('<title>', '<title>a</title><title>'), envJson)).toThrow(/expected one/);
  });
});

describe('the config the app reads from its page', () => {
  it('is the env config and the release, whatever text the config holds', () => {
    const doc = parse(envHtml(BUILT, other));
    const { env, release } = readPageConfig(doc);
    expect(release).toBe('0123456789ab-cdef01234567');
    expect(env.servicePhone).toBe(other.servicePhone);
    expect(env.appName.en).toBe('CashGo <Staging> & Co');
    expect(env).not.toHaveProperty('$schema');
    expect(envBlock(other)).not.toContain('</script><script>');
  });

  it('names a page without a config (a build served without being configured), and an unreleased one as dev', () => {
    expect(() => readPageConfig(parse(BUILT))).toThrow(/no #app-env config block/);
    const unreleased = parse(envHtml(BUILT.replace(/ *<meta name="app-release"[^>]*>\n/, ''), envJson));
    expect(readPageConfig(unreleased).release).toBe('dev');
  });
});

describe("the route's first reads in its HTML", () => {
  it("carries the page's first reads as an inert block the head start reads back, with their expressions compiled", () => {
    const calls = [
      { endpoint: 'loanDetails', params: { orderId: '{{ query.orderId }}', note: '</script><b>' }, as: 'loan' },
    ];
    const html = routeHtml(
      '<html>\n  <head>\n  </head>\n  <body></body>\n</html>',
      '/',
      [],
      earlyBlock('loanDetail', calls),
    );
    expect(html).not.toContain('</script><b>'); // no text in a call closes the element
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const table = readEarlyTable(doc);
    expect(table.earlyCalls).toEqual({ loanDetail: calls });
    expect(Object.keys(table.expressions)).toEqual(['{{ query.orderId }}']);
    // A route whose page reads nothing early has no block, and the head start begins with an empty table.
    expect(readEarlyTable(new DOMParser().parseFromString('<html></html>', 'text/html'))).toEqual({
      earlyCalls: {},
      expressions: {},
    });
  });
});
