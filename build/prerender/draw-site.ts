// Writes every screen that needs no answer (build/prerender/drawn-pages.ts) out drawn, into the HTML files of a built
// folder: once per locale, each with its title, description, canonical link and language alternates, plus the
// public site's sitemap.xml and robots.txt. Run in a process of its own (drawSite in ./index.ts), where React is
// loaded once, in its production build, whatever the process that asked has loaded (a test runner loads the
// development build, and two Reacts in one render fail).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import type { EnvJson } from '../../api/env';
import { readExpandedPage } from '../../checker/node/expanded-pages';
import { FALLBACK_LOCALE, LOCALES, localeOf, type Locale } from '../../renderer/i18n/locale';
import { htmlFileFor, htmlPages, localeFileFor, NOT_FOUND, type ManifestLike } from '../serving';
import type { drawPage } from './render-page';
import { drawnAtBuild } from './drawn-pages';
import { withDrawnPage } from './drawn-html';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

const root = resolve(import.meta.dirname, '../..');

export interface DrawnFile {
  /** The HTML file (`About.html`; `About.fil.html` for another locale than the environment's own). */
  file: string;
  page: string;
  locale: Locale;
}

/** The routes whose first view is drawn at build time, by their HTML file (the not-found page's included). */
export function drawnRoutes(manifest: ManifestLike): Array<{ file: string; page: string; path: string; key: string }> {
  // The route each HTML file stands for (the first key of a path two keys share, as the serving table takes it).
  const routeOfFile = new Map<string, { path: string; key: string }>();
  for (const [key, route] of Object.entries(manifest.routes)) {
    const file = typeof route.path === 'string' ? htmlFileFor(route.path) : undefined;
    if (file && !routeOfFile.has(file)) routeOfFile.set(file, { path: route.path as string, key });
  }
  return htmlPages(manifest).flatMap(({ file, page }) => {
    const verdict = drawnAtBuild(readExpandedPage(root, join(root, 'pages', `${page}.json`), () => {}));
    if (!verdict.drawn) return [];
    // The not-found page stands for every path no route has.
    const route = routeOfFile.get(file) ?? { path: '/404', key: NOT_FOUND.page };
    return [{ file, page, ...route }];
  });
}

/** Draws the site into `dir` (a built or configured folder) for `env`; returns the files written. */
async function drawSiteHere(dir: string, env: EnvJson, manifest: ManifestLike): Promise<DrawnFile[]> {
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { drawPage: draw } = (await server.ssrLoadModule(join(root, 'build/prerender/render-page.tsx'))) as {
      drawPage: typeof drawPage;
    };
    const written: DrawnFile[] = [];
    const sitemap: SitemapEntry[] = [];
    const own = localeOf(env.locale) ?? FALLBACK_LOCALE; // the environment's own, as the app reads env `locale`
    for (const route of drawnRoutes(manifest)) {
      const template = join(dir, route.file);
      if (!existsSync(template)) throw new Error(`${template} is missing: build first`);
      const html = readFileSync(template, 'utf8');
      const routeTitle = String((manifest.routes[route.key] as { title?: unknown } | undefined)?.title ?? '');
      for (const locale of LOCALES) {
        const drawn = await draw({ ...route, route: { key: route.key, title: routeTitle }, env, locale });
        const options = { page: route.page, path: route.path, locale, own, siteUrl: env.siteUrl, locales: LOCALES };
        const page = withDrawnPage(html, drawn, options);
        // The environment's own locale is the route's file itself; every locale also has a file of its own.
        if (locale === own) writeFileSync(template, page);
        const file = localeFileFor(route.file, locale);
        writeFileSync(join(dir, file), page);
        written.push({ file, page: route.page, locale });
      }
      if (route.page !== NOT_FOUND.page) sitemap.push({ path: route.path, locales: LOCALES, own });
    }
    if (env.siteUrl) writeFileSync(join(dir, 'sitemap.xml'), sitemapXml(env.siteUrl, sitemap));
    writeFileSync(join(dir, 'robots.txt'), robotsTxt(env.siteUrl));
    return written;
  } finally {
    await server.close();
  }
}

// `node --import tsx build/prerender/draw-site.ts <dir>`, the env config as JSON on standard input.
if (process.argv[1] === import.meta.filename) {
  const manifest = JSON.parse(readFileSync(join(root, 'pages.json'), 'utf8')) as ManifestLike;
  const env = JSON.parse(await text(process.stdin)) as EnvJson;
  const written = await drawSiteHere(resolve(process.argv[2]), env, manifest);
  process.stdout.write(JSON.stringify(written));
}
