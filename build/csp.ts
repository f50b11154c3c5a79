/** The env config fields the policy is built from (env.json). */
export interface PolicyEnv {
  apiBase: string;
  /** Origins links and agreement frames may go to. */
  allowedOrigins: readonly string[];
  /** CDN origins server images may come from (besides the app's own). */
  imageOrigins: readonly string[];
  /** Where telemetry beacons go (a same-origin path needs nothing more than 'self'). */
  telemetryUrl?: string;
}

const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : '');
const sources = (origins: readonly string[]) =>
  origins
    .map(originOf)
    .filter(Boolean)
    .map((origin) => ` ${origin}`)
    .join('');

/**
 * The production Content-Security-Policy. No 'unsafe-eval' anywhere: the app never generates code at run time.
 * Emotion injects <style> tags, so styles need 'unsafe-inline' (scripts do not). Images and frames come only from
 * the origins the env config lists, never from any https: host (a tracking pixel, a lookalike page in a frame).
 * Trusted Types are required for script sinks: nothing in the app assigns HTML (innerHTML and friends) at all.
 */
export function contentSecurityPolicy(env: PolicyEnv): string {
  // The API and the telemetry endpoint are the only places the app talks to; each is listed once, 'self' aside.
  const connect = [...new Set([originOf(env.apiBase), originOf(env.telemetryUrl ?? '')].filter(Boolean))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${sources(env.imageOrigins)}`,
    `connect-src 'self'${sources(connect)}`,
    "font-src 'self' data:",
    `frame-src 'self'${sources(env.allowedOrigins)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** The screens that use the device's location (the internal test page); every other screen may not ask. */
const LOCATION_PATHS = ['/testPreview'];

/** Camera for photo uploads (file inputs with capture) everywhere; location only where a screen uses it. */
export function permissionsPolicy(path = '/'): string {
  const pathname = path.split(/[?#]/, 1)[0];
  const location = LOCATION_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return [
    'camera=(self)',
    `geolocation=${location ? '(self)' : '()'}`,
    'microphone=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'bluetooth=()',
    'hid=()',
    'midi=()',
    'display-capture=()',
    'clipboard-read=()',
    'interest-cohort=()',
    'browsing-topics=()',
  ].join(', ');
}
