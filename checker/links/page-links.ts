// Links checked before release. Every URL a page writes where the app opens, frames or loads one (openUrl and
// replaceLocation, a widget prop its schema lists in `x-widget.urls`) is judged by the app's own URL guard
// (api/urlGuard.ts) with the env the app runs with (env.json): one policy, in the checker, the build and the lab. A
// literal is judged as written; a template by its fixed start (`https://…/{{ x }}`), which is refused only when no
// value of the rest could make the guard accept it. A whole {{ binding }} is the run-time guard's alone.
import { compile } from '../../expr';
import { inspectImageUrl, inspectLink, inspectUrl, type GuardOptions, type GuardResult } from '../../api/urlGuard';
import { childPointer, isPlainObject } from '../read/json-pointer';
import type { ActionSite, NodeSite } from '../pages/page-sites';
import type { Finding } from '../problem';

/**
 * How the app uses a URL: opens it (a link, one that may go to the native app, or a mail address: openUrl's `mail`),
 * frames it, or loads an image.
 */
export type UrlRule = 'link' | 'handOff' | 'mail' | 'frame' | 'image';

/** What the guard is given at run time, from env.json. */
export interface LinkPolicy {
  allowedOrigins: readonly string[];
  imageOrigins: readonly string[];
  nativeScheme: string;
}

/** Each widget type's props that hold a URL, with how the widget uses it (`x-widget.urls`). */
export type WidgetUrls = ReadonlyMap<string, Readonly<Record<string, UrlRule>>>;

/** The env.json fields the guard reads, or undefined when they are not there to read. */
export function linkPolicyOf(env: unknown): LinkPolicy | undefined {
  if (!isPlainObject(env)) return undefined;
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
  return {
    allowedOrigins: list(env.allowedOrigins),
    imageOrigins: list(env.imageOrigins),
    nativeScheme: typeof env.nativeScheme === 'string' ? env.nativeScheme : '',
  };
}

// The app's own origin is not known before release (it runs on several): a page names its own screens by path, and
// an absolute URL is judged as one to another origin.
const APP_ORIGIN = 'https://app.invalid';
/** A frame shows only web documents: native and mail links are for opening (renderer/links.ts). */
const LOADABLE = /^https?:\/\//i;

function judge(url: string, rule: UrlRule, policy: LinkPolicy): GuardResult {
  if (rule === 'image') return inspectImageUrl(url, { appOrigin: APP_ORIGIN, imageOrigins: policy.imageOrigins });
  const options: GuardOptions = {
    appOrigin: APP_ORIGIN,
    allowedOrigins: policy.allowedOrigins,
    nativeScheme: policy.nativeScheme,
  };
  if (rule === 'handOff') return inspectLink(url, options, 'page');
  const verdict = inspectUrl(url, options, 'page', rule === 'mail');
  if (rule === 'frame' && verdict.ok && !LOADABLE.test(verdict.url))
    return { ok: false, reason: `a frame shows only web pages, not a ${verdict.kind} link` };
  return verdict;
}

/** What a value could complete the fixed start of a template with: nothing, a word, an address, each allowed host. */
function completions(policy: LinkPolicy): string[] {
  const hosts = [...policy.allowedOrigins, ...policy.imageOrigins].flatMap((origin) => {
    try {
      return [new URL(origin).host];
    } catch {
      return [];
    }
  });
  return ['', 'x', 'name@example.com', ...hosts.map((host) => `${host}/`)];
}

/** The text the page fixes: a literal whole, a template's start before its first {{ }}; none for a whole binding. */
function fixedText(value: string): { text: string; whole: boolean } | undefined {
  const compiled = compile(value);
  if ('message' in compiled) return undefined; // the expression check reports it
  if (compiled.kind === 'literal') return { text: compiled.value, whole: true };
  if (compiled.kind === 'template' && typeof compiled.parts[0] === 'string')
    return { text: compiled.parts[0], whole: false };
  return undefined;
}

/** The guard's refusal of what the page wrote, or undefined when some run-time value could make it pass. */
function refusal(value: string, rule: UrlRule, policy: LinkPolicy): { reason: string; head?: string } | undefined {
  const fixed = fixedText(value);
  if (!fixed || fixed.text.trim() === '') return undefined;
  if (fixed.whole) {
    const verdict = judge(fixed.text, rule, policy);
    return verdict.ok ? undefined : { reason: verdict.reason };
  }
  let last: GuardResult | undefined;
  for (const rest of completions(policy)) {
    last = judge(fixed.text + rest, rule, policy);
    if (last.ok) return undefined;
  }
  return last && !last.ok ? { reason: last.reason, head: fixed.text } : undefined;
}

const quoted = (values: readonly string[]) => values.join(', ') || 'none';

function expectedFor(rule: UrlRule, policy: LinkPolicy): string {
  if (rule === 'image')
    return `an image the app loads: a path of the app (/banners/x.svg) or an origin of env.json's imageOrigins (${quoted(policy.imageOrigins)})`;
  if (rule === 'mail') return 'a mail address: mailto: and one plain address (mailto:{{ data.kf.email }})';
  const native = policy.nativeScheme ? `, the native app (${policy.nativeScheme}…)` : '';
  return `a URL the app's URL guard accepts: a path of the app (/repay)${rule === 'frame' ? '' : native} or an origin of env.json's allowedOrigins (${quoted(policy.allowedOrigins)})`;
}

function hintFor(value: string, rule: UrlRule, policy: LinkPolicy): string {
  if (/^\s*http:\/\//i.test(value) && !refusal(value.replace(/^(\s*)http:/i, '$1https:'), rule, policy))
    return 'write https://: the app opens only secure links';
  const origins = rule === 'image' ? "env.json's imageOrigins" : "env.json's allowedOrigins";
  if (rule === 'image')
    return `load the picture from the app (a path such as /banners/x.svg) or from one of ${origins}: a picture on another host can track who sees it`;
  if (rule === 'mail')
    return 'write mailto: and one address, with no ?subject= or other headers; for a web page leave out "mail": true';
  if (/^\s*mailto:/i.test(value))
    return 'add "mail": true to this openUrl: an e-mail address opens only from one marked as mail ({ "do": "openUrl", "url": "mailto:…", "mail": true })';
  if (/^\s*https?:\/\//i.test(value))
    return `link to the address itself on one of ${origins}, or to a path of the app; another origin is allowed only by adding it to ${origins} (a link shortener never: it hides where a link goes)`;
  if (/^\s*[a-z][a-z0-9+.-]*:/i.test(value))
    return 'a page opens web pages, the native app and mail; to do something on a tap use an action (docs/operator-reference.md)';
  return `write a path of the app (/repay) or a full https:// address on ${origins}`;
}

function urlFinding(pointer: string, value: string, rule: UrlRule, policy: LinkPolicy): Finding[] {
  const refused = refusal(value, rule, policy);
  if (!refused) return [];
  const start = refused.head === undefined ? '' : `whatever {{ }} holds after ${JSON.stringify(refused.head)}: `;
  return [
    {
      code: 'url-refused',
      pointer,
      expected: expectedFor(rule, policy),
      found: `${JSON.stringify(value)}, which the URL guard refuses (${start}${refused.reason})`,
      hint: hintFor(value, rule, policy),
    },
  ];
}

/** The actions that open a URL, with how the app opens it (as renderer/core/actions/navigation.ts asks the guard). */
const ACTION_URLS: Record<string, (action: Record<string, unknown>) => UrlRule> = {
  openUrl: (action) => (action.handOff !== undefined ? 'handOff' : action.mail === true ? 'mail' : 'link'),
  replaceLocation: () => 'link',
};

export function checkLinks(
  nodes: readonly NodeSite[],
  actions: readonly ActionSite[],
  widgets: WidgetUrls,
  policy: LinkPolicy | undefined,
): Finding[] {
  if (!policy) return [];
  const findings: Finding[] = [];
  for (const { action, pointer } of actions) {
    const rule = ACTION_URLS[String(action.do)]?.(action);
    if (rule && typeof action.url === 'string')
      findings.push(...urlFinding(childPointer(pointer, 'url'), action.url, rule, policy));
  }
  for (const { node, pointer } of nodes) {
    const urls = typeof node.type === 'string' ? widgets.get(node.type) : undefined;
    if (!urls || !isPlainObject(node.props)) continue;
    for (const [prop, rule] of Object.entries(urls)) {
      const value = node.props[prop];
      if (typeof value === 'string')
        findings.push(...urlFinding(childPointer(childPointer(pointer, 'props'), prop), value, rule, policy));
    }
  }
  return findings;
}
