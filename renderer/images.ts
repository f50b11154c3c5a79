// The image rule for widgets (api/urlGuard.ts inspectImageUrl): the app's origin and the env config's CDN origins.
import { inspectImageUrl } from '../api/urlGuard';

/** None until the host says (the app's head start, the lab, Storybook, the tests' set-up): then only the app's origin. */
let imageOrigins: readonly string[] = [];

/**
 * The env config's CDN origins, which widgets' pictures may come from besides the app's own: set once by whoever
 * starts the renderer, since the config arrives with the page (renderer/start/pageConfig.ts), not with the code.
 */
export function setImageOrigins(origins: readonly string[]): void {
  imageOrigins = origins;
}

/**
 * Verdicts already given, by the rule's inputs: an image widget asks on every render, and parsing a URL each time was
 * a tenth of the script a status change costs on Order Details. Bounded: a list of thousands of pictures starts over.
 */
const VERDICTS_KEPT = 500;
let verdicts = { origin: '', imageOrigins, bySrc: new Map<string, string | null>() };

/** The URL to load for a server image, or null when the image rule refuses it (the widget shows its placeholder). */
export function approvedImageSrc(src: string): string | null {
  if (src === '') return null;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  if (verdicts.origin !== origin || verdicts.imageOrigins !== imageOrigins || verdicts.bySrc.size >= VERDICTS_KEPT) {
    verdicts = { origin, imageOrigins, bySrc: new Map() };
  }
  const known = verdicts.bySrc.get(src);
  if (known !== undefined) return known;
  const verdict = inspectImageUrl(src, { appOrigin: origin, imageOrigins });
  const approved = verdict.ok ? src : null; // judged; the page keeps its own (possibly relative) spelling
  verdicts.bySrc.set(src, approved);
  return approved;
}

/**
 * Attributes of every server image: no Referer whatever the page's policy, loaded only when near the screen, decoded
 * off the main thread (a list of thousands of pictures must not block a tap).
 */
export const SERVER_IMAGE_ATTRIBUTES = { referrerPolicy: 'no-referrer', loading: 'lazy', decoding: 'async' } as const;
