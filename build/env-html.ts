// What a route's HTML says about its environment, all written from one env config: the CSP `<meta>`, the base styles
// in its theme, the browser's theme colour, the title, and the env config itself as an inert JSON block the app reads
// at load time (renderer/start/pageConfig.ts). The build writes them from env.json (envHtmlPlugin below; the development
// server too, without the CSP), and `npm run configure` rewrites exactly these in a built folder for another
// environment (scripts/configure.ts). Nothing else in the HTML, and nothing in any script, depends on the environment.
import type { Plugin } from 'vite';
import { contentSecurityPolicy, type PolicyEnv } from './csp';
import { appBaseCss, BASE_CSS_ATTRIBUTE, baseCssDigest } from '../renderer/start/appShell';
import { themeFromEnv, type ThemeColours } from '../renderer/theme';
import { ENV_ELEMENT_ID } from '../renderer/start/pageConfig';

/** The env config fields the HTML is written from; the JSON block carries every field the config has. */
export interface HtmlEnv extends PolicyEnv {
  appName: { en: string };
  theme: ThemeColours;
}

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The base styles as a `<style>` element, marked with their digest (renderer/views/BaseStyles.tsx then adds none). */
export function baseStyleElement(theme: ThemeColours): string {
  const css = appBaseCss(themeFromEnv(theme));
  return `<style ${BASE_CSS_ATTRIBUTE}="${baseCssDigest(css)}">${css.replace(/\s*\n\s*/g, ' ')}</style>`;
}

/**
 * The env config as a `<script type="application/json">` block: data the browser never runs (no CSP or Trusted Types
 * question). `<` is written as its JSON escape, so no text in the config can close the element.
 */
export function envBlock(env: object): string {
  const { $schema: _editorSchemaPath, ...config } = env as Record<string, unknown>;
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ENV_ELEMENT_ID}">${json}</script>`;
}

/** The env block's JSON in an HTML text, or undefined when it has none. */
export function envInHtml(html: string): unknown {
  const block = ENV_BLOCK.exec(html);
  return block ? JSON.parse(block[1]) : undefined;
}

const ENV_BLOCK = new RegExp(`<script type="application/json" id="${ENV_ELEMENT_ID}">([^<]*)</script>`);

type Place = 'head-start' | 'head-end';

/** Each environment-dependent element: how it is found in the HTML, where it goes when absent, and how it is written. */
const ELEMENTS: Array<{ pattern: RegExp; place: Place; csp?: true; write: (env: HtmlEnv) => string }> = [
  {
    // First in <head>: a <meta> policy only governs what comes after it.
    pattern: /<meta http-equiv="Content-Security-Policy"[^>]*>/g,
    place: 'head-start',
    csp: true,
    write: (env) =>
      `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(env))}">`,
  },
  {
    pattern: /<meta name="theme-color"[^>]*>/g,
    place: 'head-end',
    write: (env) => `<meta name="theme-color" content="${escapeAttribute(env.theme.background)}" />`,
  },
  {
    pattern: /<title>[^<]*<\/title>/g,
    place: 'head-end',
    write: (env) => `<title>${escapeText(env.appName.en)}</title>`,
  },
  {
    pattern: new RegExp(`<style ${BASE_CSS_ATTRIBUTE}="[^"]*">[^<]*</style>`, 'g'),
    place: 'head-end',
    write: (env) => baseStyleElement(env.theme),
  },
  { pattern: new RegExp(ENV_BLOCK.source, 'g'), place: 'head-end', write: envBlock },
];

function place(html: string, element: string, where: Place): string {
  if (where === 'head-start') return html.replace(/<head[^>]*>/, (head) => `${head}\n    ${element}`);
  return html.replace(/\n(\s*)<\/head>/, (closing, indent: string) => `\n${indent}  ${element}${closing}`);
}

/**
 * The HTML with every environment-dependent element written for `env`: replaced where the HTML has it, added where
 * not. `csp: false` (the development server, whose module reloading needs inline scripts) leaves the policy out.
 */
export function envHtml(html: string, env: HtmlEnv, { csp = true }: { csp?: boolean } = {}): string {
  let out = html;
  for (const element of ELEMENTS) {
    if (element.csp && !csp) continue;
    const written = element.write(env);
    const found = out.match(element.pattern)?.length ?? 0;
    if (found > 1) throw new Error(`The HTML has ${found} elements matching ${element.pattern.source}; expected one`);
    out = found === 1 ? out.replace(element.pattern, () => written) : place(out, written, element.place);
  }
  return out;
}

/** Writes env.json's elements into every HTML file the build or the development server serves. */
export function envHtmlPlugin(env: HtmlEnv): Plugin {
  let build = false;
  return {
    name: 'app-env-html',
    configResolved(config) {
      build = config.command === 'build';
    },
    // After the app shell has put the loading view in (order 'pre'), before the route HTML copies are made.
    transformIndexHtml: { order: 'post', handler: (html) => envHtml(html, env, { csp: build }) },
  };
}
