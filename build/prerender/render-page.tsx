// A screen drawn at build time: the app itself (renderer/views/App.tsx, the same page module, widgets, words and
// compiled expressions the browser gets) rendered to HTML by React's static renderer, so the first view of a page
// that needs no answer arrives with the HTML and the browser's app hydrates it (renderer/start/startApp.tsx) instead
// of drawing it again. Loaded through Vite's module runner (build/prerender/prerender.ts), so it goes through the
// same plugins as the app's build: page modules, fragments, compiled catalogues.
import { prerender } from 'react-dom/static';
import manifest from '../../pages.json';
import { createCommonParamStore } from '../../api/commonParams';
import { envFromJson, type EnvJson } from '../../api/env';
import {
  App,
  createExprEngine,
  createToaster,
  memoryHashLocation,
  messagesFor,
  pageLoaderOf,
  type Locale,
  type PageModule,
  type Services,
} from '../../renderer/host';
import type { RouteManifest } from '../../schemas/generated/types';
import { scopeOf } from '../../renderer/core/scope';
import { drawnAtBuild } from './drawn-pages';

const loadPage = pageLoaderOf(import.meta.glob<PageModule>('../../pages/*.json', { query: '?page' }), '../../pages/');

export interface DrawnPage {
  /** The markup of the app's root element, styles inline (Emotion's server rendering). */
  html: string;
  /** The document's title, as the page's DocumentTitle sets it in the browser. */
  title: string;
  /** The first paragraph of the page's own text, for search results and link previews. */
  description: string;
  /** Whether the first view reads the device (drawn as a browser outside the app sees it). */
  readsDevice: boolean;
}

/** Nothing of the outside world is asked for while a page renders; an action that asks at build time is a bug. */
const notAtBuild = (what: string) => () => {
  throw new Error(`${what} was asked for while the page was drawn at build time`);
};

function buildTimeServices(routes: RouteManifest['routes']): Services {
  return {
    call: notAtBuild('a call'),
    sendNative: notAtBuild('a native message'),
    // Drawn as a browser outside the app sees it; inside the app the browser draws it anew (startApp.tsx).
    inApp: () => false,
    guardUrl: notAtBuild('the URL guard'),
    withCommonParams: notAtBuild('the common params'),
    navigate: notAtBuild('a navigation'),
    assignLocation: notAtBuild('a navigation'),
    replaceLocation: notAtBuild('a navigation'),
    historyBack: notAtBuild('history'),
    copyText: notAtBuild('the clipboard'),
    geolocate: notAtBuild('the location'),
    storage: () => null,
    routes,
  };
}

/** The first paragraph of some length in the drawn markup: what a reader sees first, in their language. */
function descriptionOf(html: string): string {
  const decode = (text: string) =>
    text
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  const paragraphs = [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => decode(match[1]));
  return paragraphs.find((text) => text.length >= 40) ?? paragraphs[0] ?? '';
}

export interface DrawOptions {
  /** The page's route path (`/About`); the not-found page is drawn at a path no route has. */
  path: string;
  page: string;
  /** The route it is drawn for, as the page's `state.route` holds it (renderer/views/App.tsx withRoute). */
  route: { key: string; title: string };
  env: EnvJson;
  locale: Locale;
}

/** Draws one page's first view, as the app's first render in the browser will be (hydrateRoot then takes it over). */
export async function drawPage({ path, page: name, route, env: envJson, locale }: DrawOptions): Promise<DrawnPage> {
  const loaded = await loadPage(name);
  const verdict = drawnAtBuild(loaded.page);
  if (!verdict.drawn) throw new Error(`page ${name} cannot be drawn at build time: ${verdict.why}`);
  const messages = await messagesFor(locale, loaded.messages);
  const env = envFromJson(envJson);
  const routes = (manifest as RouteManifest).routes;
  const expr = createExprEngine({ compiled: loaded.expressions ? [loaded.expressions] : [] });
  const { prelude } = await prerender(
    <App
      manifest={manifest as RouteManifest}
      loadPage={loadPage}
      widgets={{}}
      expr={expr}
      env={env}
      toaster={createToaster()}
      commonParams={createCommonParamStore(null, '')}
      ssrPath={path}
      hashLocation={memoryHashLocation()}
      languages={[locale]}
      makeServices={() => buildTimeServices(routes)}
    />,
  );
  const html = await new Response(prelude).text();
  if (messages.locale !== locale) throw new Error(`page ${name} has no ${locale} words`);
  // The title as the page's DocumentTitle sets it in the browser (an effect, which a server render does not run).
  const scope = scopeOf({
    query: {},
    device: {},
    env,
    data: {},
    state: { ...loaded.page.state, route },
    messages,
    dialogs: [],
    busy: {},
  });
  const title = String(expr.resolveDeep(loaded.page.title, scope) ?? '');
  return { html, title, description: descriptionOf(html), readsDevice: verdict.readsDevice };
}
