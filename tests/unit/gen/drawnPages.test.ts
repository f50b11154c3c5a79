// @vitest-environment node
// Which screens the build draws (build/prerender/drawn-pages.ts), how their HTML is written (drawn-html.ts), the
// sitemap and robots.txt (sitemap.ts), and how a server picks the reader's language (build/serving.ts readerLocale;
// tests/e2e/headers.e2e.ts asks both servers the same questions).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExpandedPage } from '../../../checker/node/expanded-pages';
import { drawnAtBuild } from '../../../build/prerender/drawn-pages';
import { withDrawnPage } from '../../../build/prerender/drawn-html';
import { robotsTxt, sitemapXml } from '../../../build/prerender/sitemap';
import { localeFileFor, readerLocale } from '../../../build/serving';
import { LOADING_SHELL_HTML } from '../../../renderer/host';

const root = join(import.meta.dirname, '../../..');
const bundled = readdirSync(join(root, 'pages'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file.replace(/\.json$/, ''), readExpandedPage(root, join(root, 'pages', file), () => {})] as const);

const page = (extra: Record<string, unknown>) => ({
  title: 'T',
  regions: [{ name: 'main', children: [{ type: 'Text', props: { text: 'Hello' } }] }],
  ...extra,
});

describe('which screens are drawn at build time', () => {
  it('the public site, the legal pages and the not-found page; never a screen that waits for an answer or the query', () => {
    const drawn = bundled.filter(([, definition]) => drawnAtBuild(definition).drawn).map(([name]) => name);
    expect(drawn).toEqual(
      expect.arrayContaining(['home', 'siteAbout', 'siteContact', 'siteLoan', 'sitePolicy', 'siteUser']),
    );
    expect(drawn).toEqual(expect.arrayContaining(['aboutUs', 'privacyPolicy', 'loanAgreement', 'notFound']));
    for (const name of ['loanDetail', 'bindBank', 'complaint', 'promotion', 'repaymentOfCode', 'error', 'testPreview'])
      expect(drawn, name).not.toContain(name);
  });

  it('says why a screen is not drawn', () => {
    expect(drawnAtBuild(page({ onLoad: [{ do: 'call', endpoint: 'x' }] }))).toEqual({
      drawn: false,
      why: 'its first view waits for onLoad',
    });
    const readsQuery = page({
      regions: [{ name: 'r', children: [{ type: 'Text', props: { text: '{{ query.a }}' } }] }],
    });
    expect(drawnAtBuild(readsQuery)).toEqual({
      drawn: false,
      why: '/regions/0/children/0/props/text reads query, known only in the browser',
    });
    expect(drawnAtBuild(page({ persist: { keys: ['x'] } }))).toMatchObject({ drawn: false });
    expect(drawnAtBuild(page({ timers: [{ id: 't', afterMs: 10, run: [] }] }))).toMatchObject({ drawn: false });
  });

  it('an action that reads the query runs later, in the browser: the screen is still drawn', () => {
    const tap = { tap: [{ do: 'navigate', route: 'home', query: { id: '{{ query.id }}' } }] };
    const definition = page({
      regions: [{ name: 'r', children: [{ type: 'Button', props: { label: 'Go' }, on: tap }] }],
    });
    expect(drawnAtBuild(definition)).toEqual({ drawn: true, readsDevice: false });
  });

  it('a first view that reads the device is drawn as a browser outside the app sees it, and says so', () => {
    const definition = page({
      regions: [{ name: 'r', children: [{ type: 'Text', visible: '{{ device.inApp }}', props: { text: 'In app' } }] }],
    });
    expect(drawnAtBuild(definition)).toEqual({ drawn: true, readsDevice: true });
  });
});

describe('the drawn HTML', () => {
  const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Short-term cash loans." />
    <title>PesoNow</title>
  </head>
  <body>
    <div id="root">${LOADING_SHELL_HTML}</div>
  </body>
</html>
`;
  const drawn = {
    html: '<main><h1>Hi</h1></main>',
    title: 'A </title><script>x</script>',
    description: 'Say "hi" & <b>',
    readsDevice: false,
  };
  const options = {
    page: 'siteAbout',
    path: '/About',
    locale: 'fil' as const,
    own: 'en' as const,
    locales: ['en', 'fil'] as const,
  };

  it('puts the page in the root, marked for the app, with its language, and its title and description escaped', () => {
    const html = withDrawnPage(template, drawn, { ...options, siteUrl: 'https://www.pesonow.ph' });
    expect(html).toContain(
      '<div id="root" data-drawn="siteAbout fil"><!--drawn--><main><h1>Hi</h1></main><!--/drawn--></div>',
    );
    expect(html).toContain('<html lang="fil"');
    expect(html).toContain('<title>A &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://www.pesonow.ph/About?lang=fil" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.pesonow.ph/About" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.pesonow.ph/About" />');
    expect(html).not.toContain(LOADING_SHELL_HTML);
  });

  it('draws again in place (configure for another environment), and without a site address names no canonical', () => {
    const once = withDrawnPage(template, drawn, { ...options, siteUrl: 'https://www.pesonow.ph' });
    const again = withDrawnPage(once, { ...drawn, html: '<main>Again</main>', readsDevice: true }, options);
    expect(again).toContain(
      'data-drawn="siteAbout fil" data-drawn-outside-app=""><!--drawn--><main>Again</main><!--/drawn-->',
    );
    expect(again).not.toContain('<h1>Hi</h1>');
    expect(again).not.toContain('rel="canonical"');
    expect(again).not.toContain('hreflang');
  });

  it('names each locale file after the route file', () => {
    expect(localeFileFor('About.html', 'fil')).toBe('About.fil.html');
    expect(localeFileFor('index.html', 'en')).toBe('index.en.html');
  });

  it('writes a sitemap of every page in every language, and a robots.txt that names it only when there is one', () => {
    const xml = sitemapXml('https://www.pesonow.ph/', [{ path: '/About', locales: ['en', 'fil'], own: 'en' }]);
    expect(xml).toContain('<loc>https://www.pesonow.ph/About</loc>');
    expect(xml).toContain('<loc>https://www.pesonow.ph/About?lang=fil</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fil" href="https://www.pesonow.ph/About?lang=fil"/>');
    expect(robotsTxt('https://www.pesonow.ph')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.pesonow.ph/sitemap.xml\n',
    );
    expect(robotsTxt(undefined)).toBe('User-agent: *\nAllow: /\n');
  });
});

describe("the reader's language, as a server chooses the drawn file", () => {
  it("the link's lang first, then the first language of Accept-Language the app speaks, else none (the route's own)", () => {
    expect(readerLocale('fil', undefined)).toBe('fil');
    expect(readerLocale('EN-us', 'fil')).toBe('en');
    expect(readerLocale('zh', 'fil-PH,fil;q=0.9')).toBe('fil');
    expect(readerLocale(null, 'zh-CN, tl;q=0.8, en;q=0.5')).toBe('fil');
    expect(readerLocale(null, 'de-DE,de;q=0.9')).toBeUndefined();
    expect(readerLocale(null, undefined)).toBeUndefined();
    expect(readerLocale('', 'en_US')).toBe('en');
  });
});
