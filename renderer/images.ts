// The image rule for widgets (api/urlGuard.ts inspectImageUrl): the app's origin and the env config's CDN origins.
import { env } from '../api/env';
import { inspectImageUrl } from '../api/urlGuard';

/** The URL to load for a server image, or null when the image rule refuses it (the widget shows its placeholder). */
export function approvedImageSrc(src: string): string | null {
  if (src === '') return null;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const verdict = inspectImageUrl(src, { appOrigin: origin, imageOrigins: env.imageOrigins });
  return verdict.ok ? src : null; // judged; the page keeps its own (possibly relative) spelling
}

/**
 * Attributes of every server image: no Referer whatever the page's policy, loaded only when near the screen, decoded
 * off the main thread (a list of thousands of pictures must not block a tap).
 */
export const SERVER_IMAGE_ATTRIBUTES = { referrerPolicy: 'no-referrer', loading: 'lazy', decoding: 'async' } as const;
