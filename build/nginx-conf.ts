// The nginx configuration of the production build, written from the serving table (build/serving.ts): the text of
// deploy/nginx/lender-h5.conf. It goes inside the lender's own `server { … }` block, which sets `root` to the build
// folder (docs/deploy.md).
import { join } from 'node:path';
import type { PolicyEnv } from './csp';
import {
  COMPRESSED_TYPES,
  headersOf,
  locations,
  localeFileFor,
  nginxReaderLocaleLines,
  notFoundOf,
  TELEMETRY_BODY_LIMIT,
  type Location,
  type ManifestLike,
} from './serving';

/**
 * The upstream the telemetry path is passed to: the OpenTelemetry Collector's OTLP/HTTP receiver, which the lender
 * names in its `http` block (`upstream otlp_collector { server collector.internal:4318; }`, docs/telemetry.md), so the
 * generated file holds no address of the lender's network.
 */
export const OTLP_UPSTREAM = 'otlp_collector';
/** Where the Collector's OTLP/HTTP receiver takes logs. */
export const COLLECTOR_LOGS_PATH = '/v1/logs';

/** nginx reads `$name` in a quoted string as a variable and `"`/`\` as quoting: no header value may carry them. */
export function quoted(value: string): string {
  if (/["$\\\n\r]/.test(value)) throw new Error(`A header value nginx would misread: ${value}`);
  return `"${value}"`;
}

/**
 * Every location repeats every header: a location with an add_header of its own inherits none from the server
 * block, so headers set once at the server level would silently vanish there. `always` keeps them on the 404 too.
 */
function headerLines(env: PolicyEnv, rule: Location): string[] {
  return Object.entries(headersOf(env, rule)).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
}

function block(match: string, body: string[]): string {
  return [`location ${match} {`, ...body.map((line) => `    ${line}`), '}'].join('\n');
}

const READER_LOCALE = '$reader_locale';

/**
 * A screen's HTML in the reader's language where the build drew one (serving.ts localeFileFor), else its own. The
 * locale is chosen at the server level (below): an `if` inside a location makes a location of its own, which
 * would not inherit the try_files.
 */
function readerFile(file: string): string[] {
  const variant = localeFileFor(file, 'en').replace(/\.en\.html$/, `${READER_LOCALE}.html`);
  return [`try_files /${variant} /${file} =404;`];
}

function locationBlock(env: PolicyEnv, rule: Location, notFoundPath: string): string {
  // A missing file is answered by the not-found page's location (an internal redirect: that location's headers, so a
  // 404 under /assets/ is never cached as immutable). It keeps the query: the page's `lang` chooses its language.
  const notFound = `error_page 404 ${notFoundPath}?$args;`;
  switch (rule.kind) {
    case 'route':
      return block(`= ${rule.path}`, [...readerFile(rule.file), notFound, ...headerLines(env, rule)]);
    case 'version':
      return block(`= ${rule.path}`, [`try_files /${rule.file} =404;`, notFound, ...headerLines(env, rule)]);
    case 'telemetry':
      // As a Collector would: POST only. No cookie or credential goes on, no answer is cached, no batch is large.
      return block(`= ${rule.path}`, [
        'if ($request_method != POST) { return 405; }',
        `client_max_body_size ${TELEMETRY_BODY_LIMIT};`,
        `proxy_pass http://${OTLP_UPSTREAM}${COLLECTOR_LOGS_PATH};`,
        'proxy_set_header Cookie "";',
        'proxy_set_header Authorization "";',
        'proxy_no_cache 1;',
        'proxy_cache_bypass 1;',
        'proxy_hide_header Cache-Control;', // the location's own is the one answer
        ...headerLines(env, rule),
      ]);
    case 'notFound':
      return block(`= ${rule.path}`, [...readerFile(rule.file), ...headerLines(env, rule)]);
    case 'assets':
      return block(`^~ ${rule.prefix}`, ['try_files $uri =404;', notFound, ...headerLines(env, rule)]);
    case 'hidden':
      return block(`^~ ${rule.prefix}`, [notFound, 'return 404;']);
    case 'files':
      return block(rule.prefix, ['try_files $uri =404;', notFound, ...headerLines(env, rule)]);
  }
}

export const NGINX_CONF_NAME = 'lender-h5.conf';
/** Where the generated file is committed. */
export const NGINX_CONF_PATH = join(import.meta.dirname, '..', 'deploy', 'nginx', NGINX_CONF_NAME);

export function nginxConf(env: PolicyEnv, manifest: ManifestLike): string {
  const rules = locations(manifest, env);
  const telemetry = rules.some((rule) => rule.kind === 'telemetry');
  const notFoundPath = notFoundOf(rules).path;
  return [
    '# Generated from build/serving.ts, an env config and pages.json (`npm run gen:nginx` for env.json, `npm run',
    "# configure` for a deploy's env file): do not edit. The serving rules of the production build, the same table",
    '# `npm run preview` follows.',
    '#',
    '# Include it inside your server block, which sets `root` to the build folder (dist/) and routes the API:',
    '#   server {',
    '#       listen 443 ssl;',
    '#       root /srv/lender-h5/dist;          # the build folder (placeholder: yours)',
    `#       include /etc/nginx/${NGINX_CONF_NAME};`,
    '#       location /api/ { proxy_pass https://api.example.internal; }   # your backend',
    '#   }',
    ...(telemetry
      ? [
          `# The telemetry location passes to the upstream \`${OTLP_UPSTREAM}\`: define it in your http block, e.g.`,
          `#   upstream ${OTLP_UPSTREAM} { server otel-collector.internal:4318; }   # the Collector's OTLP/HTTP port`,
        ]
      : []),
    '# See docs/deploy.md and docs/telemetry.md.',
    '',
    'server_tokens off;',
    '',
    '# Text compressed on the fly (HTML always is). The build emits no .gz files, so gzip_static has nothing to serve.',
    '# gzip_proxied any: a CDN in front adds a Via header, which would otherwise turn compression off.',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 6;',
    'gzip_min_length 1024;',
    `gzip_types ${COMPRESSED_TYPES.join(' ')};`,
    '',
    "# The reader's language, for the screens the build drew in each (build/serving.ts readerLocale).",
    ...nginxReaderLocaleLines(READER_LOCALE),
    '',
    ...rules.map((rule) => `${locationBlock(env, rule, notFoundPath)}\n`),
  ].join('\n');
}
