// What the WebKit pictures need beside the session: a screen's address in a language, its page timers, and a screen
// brought to rest (fonts and pictures in, motion stopped as in the Chromium pictures) and pictured once it holds still.
import { join, resolve } from 'node:path';
import manifest from '../../../pages.json' with { type: 'json' };
import { readExpandedPage } from '../../../checker/node/expanded-pages';
import type { TimerDefinition } from '../../../schemas/generated/types';
import { waitFor, type WebKitSession } from './webdriver';

const root = resolve(import.meta.dirname, '../../..');

/** An in-app URL (`/path?query#hash`) with `lang=<locale>` added to its query, before any hash sub-page. */
export function inLanguage(url: string, locale: string): string {
  const [path, hash] = url.split('#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The delays (ms) of the timers the route's page starts once its first load has ended. */
export function pageTimersMs(route: string): number[] {
  const page = (manifest.routes as Record<string, { page?: string }>)[route]?.page;
  if (page === undefined) return [];
  const definition = readExpandedPage(root, join(root, 'pages', `${page}.json`)) as { timers?: TimerDefinition[] };
  return (definition.timers ?? []).map((timer) => timer.afterMs);
}

/**
 * WebKit's clock cannot be set, so an image address stamped with the time (the captcha's `t`, whose text and noise
 * follow from it) is stamped again with the instant the Chromium pictures are taken at, and that picture loads.
 */
export async function stampImagesAt(session: WebKitSession, ms: number): Promise<void> {
  await session.execute((stamp: number) => {
    for (const image of document.images) {
      const url = new URL(image.src, location.href);
      if (!/^\d{13}$/.test(url.searchParams.get('t') ?? '')) continue;
      url.searchParams.set('t', String(stamp));
      image.src = url.href;
    }
  }, ms);
}

/** Once the screen has loaded: fonts and pictures in, motion stopped (as in the Chromium pictures), no caret, no scroll bar. */
export async function settle(session: WebKitSession): Promise<void> {
  await session.execute(() => {
    const style = document.createElement('style');
    style.textContent = `*, *::before, *::after { animation-delay: 0s !important; animation-duration: 0s !important;
      animation-iteration-count: 1 !important; transition-delay: 0s !important; transition-duration: 0s !important;
      caret-color: transparent !important; scroll-behavior: auto !important; }
      html { overflow: hidden !important; }`;
    document.head.append(style);
    // The page does not scroll while pictured: GTK's overlay scroll bar (drawn by GTK, fading in and out) stays away.
    window.scrollTo(0, 0);
  });
  await waitFor(
    () =>
      session.execute(
        () =>
          document.fonts.status === 'loaded' &&
          [...document.images].every((image) => image.complete) &&
          !document.querySelector('[data-page-loading]') &&
          !document.querySelector('main [aria-busy="true"]'),
      ),
    'fonts and pictures to load',
  );
}

/** Pictures until two in a row are the same. */
export async function stablePicture(session: WebKitSession): Promise<Buffer> {
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const picture = await session.picture();
    if (previous?.equals(picture)) return picture;
    previous = picture;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the picture kept changing');
}
