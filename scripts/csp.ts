import type { Plugin } from 'vite';

/**
 * The production Content-Security-Policy. No 'unsafe-eval' anywhere: the app never generates code at run time.
 * Emotion injects <style> tags, so styles need 'unsafe-inline' (scripts do not).
 */
export function contentSecurityPolicy(apiBase: string): string {
  const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "font-src 'self' data:",
    "frame-src 'self' https:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Puts the policy into the built index.html, so it holds wherever the files are served from. */
export function cspPlugin(apiBase: string): Plugin {
  return {
    name: 'app-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiBase) }, injectTo: 'head-prepend' },
      ],
    },
  };
}

/** Headers the preview server (and the end-to-end tests) serve the production build with. */
export function productionHeaders(apiBase: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${contentSecurityPolicy(apiBase)}; frame-ancestors 'self'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}
