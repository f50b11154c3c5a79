// The editor's hover help renders the project's own schema descriptions (markdown) as HTML, and CodeMirror writes
// some of its own markup with innerHTML. Under `require-trusted-types-for 'script'` those writes need a policy, so
// the lab (a testers' tool, off in production unless env turns it on) installs a default one. Borrowers' screens
// never load this module: they keep the strict rule with no policy at all. Page definitions the lab previews still
// render as text (the renderer has no HTML sink).
// The static lab build registers MSW's service worker, a script URL sink: the policy lets exactly that one file through.
interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): unknown;
}

const SANDBOX_WORKER_PATH = '/mockServiceWorker.js';

export function onlyTheSandboxWorker(input: string): string {
  const url = new URL(input, window.location.href);
  if (url.origin === window.location.origin && url.pathname === SANDBOX_WORKER_PATH) return input;
  throw new TypeError(`The page lab loads no script from ${input}`);
}

const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
if (factory && !factory.defaultPolicy)
  factory.createPolicy('default', { createHTML: (input) => input, createScriptURL: onlyTheSandboxWorker });
