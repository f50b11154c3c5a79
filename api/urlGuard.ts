// The one gate every navigation to a provided (server- or page-supplied) URL passes through.
// It fails closed: anything it cannot positively classify as same-origin, allowed-origin,
// relative or native is refused.

export interface GuardOptions {
  /** The app's own origin, e.g. window.location.origin. */
  appOrigin: string;
  /** Extra http(s) origins navigation may go to. */
  allowedOrigins: readonly string[];
  /** Native deep-link prefix, e.g. "lendapp://"; matched case-sensitively. */
  nativeScheme: string;
  /**
   * The lender's partners (env partnerOrigins): when given, a server link may leave the app's own and the allowed
   * origins only for one of these (exact origins). Left out, any public https origin is trusted from the server.
   */
  partnerOrigins?: readonly string[];
}

/**
 * Where a URL came from. `server`: read straight from the lender's API answer (a call result), which may point at
 * the lender's partners on other origins (payment pages, agreements); `page`: anything else (the page's own text,
 * the query string, page state, storage), which an attacker can shape through a link and so stays on the app's
 * own and the allowed origins.
 */
export type UrlSource = 'server' | 'page';

export type GuardResult =
  | {
      ok: true;
      kind: 'same-origin' | 'allowed-origin' | 'server-link' | 'relative' | 'native' | 'mail';
      /** Normalised absolute href, or the native URL as given (trimmed). */
      url: string;
    }
  | { ok: false; reason: string };

export const MAX_URL_LENGTH = 4096;

// C0/C1 controls, DEL, and invisible or non-ASCII whitespace/format characters (zero-width,
// bidi overrides, line separators, BOM). None belongs in a machine-made URL, and browsers
// silently strip several of them, which is how `java\tscript:` sneaks past naive checks.
// Plain U+0020 is deliberately absent: the URL parser percent-encodes it in paths and rejects it in hosts.
const FORBIDDEN_CHAR =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- these characters are what it finds
  /[\u0000-\u001F\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/;
// eslint-disable-next-line no-misleading-character-class -- the same class, with the space
const INVISIBLE_OR_SPACE = new RegExp(`${FORBIDDEN_CHAR.source}| `, 'g');
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const SAFE_NATIVE_SCHEME = /^[a-z][a-z0-9+.-]*:(\/\/)?$/i;
const NEVER_NATIVE = new Set(['http', 'https', 'javascript', 'data', 'vbscript', 'file', 'blob', 'about']);
const HTTP_SCHEMES = new Set(['http', 'https']);
// "Tap the e-mail to open a mail client": exactly one plain address, no headers (?subject=, ?body=, ?cc=) that
// a hostile server field could use to pre-fill a message, and no percent sign: a mail client decodes
// `a%0ABcc%3Aevil@…` into a line break and a Bcc header.
const PLAIN_MAILTO = /^mailto:[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

const refuse = (reason: string): GuardResult => ({ ok: false, reason });

/**
 * Classifies a URL without logging; `guardUrl` is the logging entry point for navigation. `mail`: the field is meant
 * for mail (an e-mail row), so a plain `mailto:` address is what it accepts; anywhere else `mailto:` is refused, so a
 * server field cannot open the mail app (a redirect on load would, without a tap).
 */
export function inspectUrl(
  input: unknown,
  options: GuardOptions,
  source: UrlSource = 'page',
  mail = false,
): GuardResult {
  if (typeof input !== 'string') return refuse('not a string');
  if (input.length > MAX_URL_LENGTH) return refuse(`longer than ${MAX_URL_LENGTH} characters`);
  const text = trimPlainSpaces(input);
  if (text === '') return refuse('empty');
  if (FORBIDDEN_CHAR.test(text)) return refuse('contains a control, whitespace or invisible character');
  if (text.includes('\\')) return refuse('contains a backslash');

  const appOrigin = normaliseOrigin(options.appOrigin);
  if (appOrigin === null) return refuse('app origin is not a valid http(s) origin');

  const scheme = SCHEME.exec(text)?.[1].toLowerCase();
  if (mail) {
    if (scheme !== 'mailto') return refuse('a mail field holds a mailto: address');
    return PLAIN_MAILTO.test(text)
      ? { ok: true, kind: 'mail', url: text }
      : refuse('mailto: must hold one plain address');
  }
  if (isNativeUrl(text, options.nativeScheme)) return { ok: true, kind: 'native', url: text };
  if (scheme === undefined) return guardRelative(text, appOrigin);
  if (scheme === 'mailto') return refuse('mailto: only where the field is meant for mail');
  if (!HTTP_SCHEMES.has(scheme)) return refuse(`scheme "${scheme}:" is not allowed`);
  return guardAbsolute(text, scheme, appOrigin, options, source);
}

/**
 * For a link that is either a web page or something for the native app (a product link, a failure-page jump):
 * the guard's own parse decides, never a prefix test in a page. A scheme-less app path (`product/P002`) and a
 * native-scheme URL are for the native app (kind `native`, the text as given); http(s) is judged as by `inspectUrl`;
 * mailto:, every other scheme, protocol-relative or obfuscated text is refused.
 */
export function inspectLink(input: unknown, options: GuardOptions, source: UrlSource = 'page'): GuardResult {
  const result = inspectUrl(input, options, source);
  if (result.ok && result.kind === 'relative')
    return { ok: true, kind: 'native', url: trimPlainSpaces(input as string) };
  return result;
}

export interface GuardRequest {
  source?: UrlSource;
  /** The link may be for the native app (`inspectLink`) rather than only for the browser (`inspectUrl`). */
  handOff?: boolean;
  /** The field is meant for mail: only a plain `mailto:` address is accepted (and `mailto:` nowhere else). */
  mail?: boolean;
}

/** The navigation and hand-off gate: classifies like `inspectUrl` / `inspectLink` and reports every refusal. */
export function guardUrl(input: unknown, options: GuardOptions, request: GuardRequest = {}): GuardResult {
  const result = request.handOff
    ? inspectLink(input, options, request.source)
    : inspectUrl(input, options, request.source, request.mail);
  if (!result.ok) console.warn('[url-guard] refused', result.reason, input);
  return result;
}

function trimPlainSpaces(text: string): string {
  return text.replace(/^ +| +$/g, '');
}

function isNativeUrl(text: string, nativeScheme: string): boolean {
  // A misconfigured prefix (empty, "https://", "javascript:") would turn the native branch into a bypass.
  if (!SAFE_NATIVE_SCHEME.test(nativeScheme)) return false;
  const schemeName = nativeScheme.slice(0, nativeScheme.indexOf(':')).toLowerCase();
  return !NEVER_NATIVE.has(schemeName) && text.startsWith(nativeScheme);
}

function guardAbsolute(
  text: string,
  scheme: string,
  appOrigin: string,
  options: GuardOptions,
  source: UrlSource,
): GuardResult {
  const rest = text.slice(scheme.length + 1);
  // Browsers resolve "https:host" against the current page, unlike `new URL`; demand the authority form.
  if (!rest.startsWith('//')) return refuse('http(s) URL without "//"');
  const authority = rest.slice(2).split(/[/?#]/, 1)[0];
  if (authority === '') return refuse('empty host');
  if (authority.includes('@')) return refuse('contains userinfo');
  if (authority.includes('%')) return refuse('percent-encoded host');
  // Allowed origins are ASCII; IDN forms (fullwidth dots, homoglyphs) only ever mean a lookalike.
  if (/[^\x21-\x7E]/.test(authority)) return refuse('non-ASCII host');

  const url = parseUrl(text);
  if (url === null) return refuse('not a parseable URL');
  if (url.username !== '' || url.password !== '') return refuse('contains userinfo');
  if (url.href.length > MAX_URL_LENGTH) return refuse(`longer than ${MAX_URL_LENGTH} characters`);
  if (url.origin === appOrigin) return { ok: true, kind: 'same-origin', url: url.href };
  const listed = (origins: readonly string[]) => origins.some((origin) => normaliseOrigin(origin) === url.origin);
  if (listed(options.allowedOrigins)) return { ok: true, kind: 'allowed-origin', url: url.href };
  if (source === 'server') {
    const partners = options.partnerOrigins;
    const problem = partners ? (listed(partners) ? null : 'not one of the partner origins') : serverLinkProblem(url);
    if (problem === null) return { ok: true, kind: 'server-link', url: url.href };
    return refuse(`origin ${url.origin} is not allowed (${problem})`);
  }
  return refuse(`origin ${url.origin} is not allowed`);
}

const IPV4_HOST = /^(?:0x[0-9a-f]+|\d+)(?:\.(?:0x[0-9a-f]+|\d+)){0,3}$/i;

/**
 * A link the lender's server sent may go to another origin only as a plain public https name: no http, no port,
 * no IP literal (the person's own network, loopback), no trailing dot, no punycode label (a lookalike of a
 * known name is the one foreign host the server has no reason to send).
 */
function serverLinkProblem(url: URL): string | null {
  if (url.protocol !== 'https:') return 'a server link on another origin must be https';
  if (url.port !== '') return 'a server link on another origin must use the default port';
  const host = url.hostname;
  if (host.startsWith('[') || IPV4_HOST.test(host)) return 'IP address';
  if (host.endsWith('.') || !host.includes('.')) return 'not a public host name';
  if (host.split('.').some((label) => label.startsWith('xn--'))) return 'punycode host';
  return null;
}

function guardRelative(text: string, appOrigin: string): GuardResult {
  if (text.startsWith('//')) return refuse('protocol-relative URL');
  const probe = decodeForProbe(text);
  if (SCHEME.test(probe)) return refuse('percent-encoded or obfuscated scheme');
  if (probe.startsWith('//') || probe.startsWith('/\\')) return refuse('percent-encoded protocol-relative URL');
  // RFC 3986 4.2: a colon in the first segment of a relative reference reads as a scheme.
  if (text.split(/[/?#]/, 1)[0].includes(':')) return refuse('colon in the first path segment');

  const url = parseUrl(text, appOrigin);
  if (url === null) return refuse('not a parseable URL');
  if (url.origin !== appOrigin) return refuse('relative URL left the app origin');
  if (url.href.length > MAX_URL_LENGTH) return refuse(`longer than ${MAX_URL_LENGTH} characters`);
  return { ok: true, kind: 'relative', url: url.href };
}

// Undo (possibly repeated) percent-encoding and HTML character references and drop invisible
// characters, so that what a lenient router, template or second decoding step would see is
// checked too (`%6a%61vascript:`, `java%09script:`, `&#106;avascript:`).
function decodeForProbe(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    const next = current
      .replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/&#([xX][0-9a-fA-F]+|[0-9]+);?/g, (_, code: string) => fromCodePoint(code))
      .replace(/&(colon|tab|newline|sol|bsol);/gi, (_, name: string) => NAMED_REFERENCES[name.toLowerCase()]);
    if (next === current) break;
    current = next;
  }
  return current.replace(INVISIBLE_OR_SPACE, '');
}

const NAMED_REFERENCES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', sol: '/', bsol: '\\' };

function fromCodePoint(reference: string): string {
  const codePoint =
    reference[0] === 'x' || reference[0] === 'X' ? parseInt(reference.slice(1), 16) : parseInt(reference, 10);
  return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
}

function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

function normaliseOrigin(origin: string): string | null {
  const url = parseUrl(origin);
  if (url === null || !HTTP_SCHEMES.has(url.protocol.slice(0, -1))) return null;
  return url.origin;
}

/** Digits with an optional leading +, and spaces, dashes, dots or parentheses between them: a number to call. */
const PHONE_NUMBER = /^\+?[0-9(][0-9 ().-]*[0-9]$/;
const MAX_PHONE_DIGITS = 20;

/**
 * The phone number handed to the native app to call (callTelephone): only a plain number, never a URL, a scheme
 * (`intent://…`, `tel:`), a USSD code (`*#…#`) or anything else a dialler or an intent resolver would act on.
 */
export function inspectPhoneNumber(input: unknown): { ok: true; phone: string } | { ok: false; reason: string } {
  if (typeof input !== 'string') return { ok: false, reason: 'not a string' };
  const phone = trimPlainSpaces(input);
  const digits = phone.replace(/[^0-9]/g, '').length;
  if (!PHONE_NUMBER.test(phone)) return { ok: false, reason: 'not a plain phone number' };
  if (digits < 3 || digits > MAX_PHONE_DIGITS)
    return { ok: false, reason: `a phone number has 3 to ${MAX_PHONE_DIGITS} digits` };
  return { ok: true, phone };
}

export interface ImageRuleOptions {
  appOrigin: string;
  /** CDN origins (env imageOrigins) images may come from besides the app's own. */
  imageOrigins: readonly string[];
}

const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

/**
 * The image rule: an image loads only from the app's own origin (relative paths included), a listed CDN origin
 * or an inline raster data: URL (no SVG). Anything else (javascript:,
 * any other host, which could be a tracking pixel) is not loaded. The CSP's img-src lists the same origins.
 */
export function inspectImageUrl(input: unknown, options: ImageRuleOptions): GuardResult {
  if (typeof input !== 'string') return refuse('not a string');
  const text = trimPlainSpaces(input);
  if (text.length <= MAX_URL_LENGTH * 64 && RASTER_DATA_URL.test(text))
    return { ok: true, kind: 'same-origin', url: text };
  const verdict = inspectUrl(text, {
    appOrigin: options.appOrigin,
    allowedOrigins: options.imageOrigins,
    nativeScheme: '',
  });
  if (!verdict.ok) return verdict;
  return verdict.kind === 'same-origin' || verdict.kind === 'relative' || verdict.kind === 'allowed-origin'
    ? verdict
    : refuse('not an image origin');
}
