// What the page itself says about where it runs, read once by the entry: the environment config the deploy wrote into
// each route's HTML (an inert JSON block: a browser never runs a `type="application/json"` script, so the strict CSP
// and Trusted Types hold) and the release the build stamped on it. No request of its own, and no env in the code, so
// one build serves every environment (`npm run configure`, build/env-html.ts).
import { envFromJson, type EnvConfig, type EnvJson } from '../../api/env';
import type { EarlyCall } from '../core/earlyCalls';
import type { EarlyTable } from './headStart';

/** The id of the `<script type="application/json">` element holding the env config. */
export const ENV_ELEMENT_ID = 'app-env';
/** The id of the `<script type="application/json">` element holding the route's first reads (build/vite-plugin-route-html.ts). */
export const EARLY_ELEMENT_ID = 'app-early';
/** The `<meta name>` carrying the build's release id (build/vite-plugin-release.ts). */
export const RELEASE_META = 'app-release';
/** The release of code no build has stamped (the development server). */
export const UNRELEASED = 'dev';

export interface PageConfig {
  env: EnvConfig;
  /** The build this page came from: on every telemetry record, and in /version.json. */
  release: string;
}

/** Throws when the page carries no env config (a build folder served without `npm run configure` having run). */
export function readPageConfig(doc: Document): PageConfig {
  const block = doc.getElementById(ENV_ELEMENT_ID);
  if (!block) throw new Error(`the page has no #${ENV_ELEMENT_ID} config block`);
  return {
    env: envFromJson(JSON.parse(block.textContent ?? '') as EnvJson),
    release: doc.querySelector<HTMLMetaElement>(`meta[name="${RELEASE_META}"]`)?.content || UNRELEASED,
  };
}

/** What a route's HTML says of its page's first reads: the page, its calls and their expressions compiled at build time. */
export interface EarlyBlock {
  page: string;
  calls: EarlyCall[];
  expressions: Record<string, unknown>;
}

/**
 * The early-call table the head start begins with: the route's own first reads, which its HTML carries, so the entry
 * holds no page's table and does not grow with the pages. Every other page's (for later navigations) is fetched once
 * the first screen has rendered and added into these same objects (renderer/start/laterEarlyCalls.ts). A route whose
 * page starts no early read has no block: an empty table.
 */
export function readEarlyTable(doc: Document): EarlyTable & { earlyCalls: Record<string, EarlyCall[]> } {
  const block = doc.getElementById(EARLY_ELEMENT_ID);
  if (!block) return { earlyCalls: {}, expressions: {} };
  const { page, calls, expressions } = JSON.parse(block.textContent ?? '') as EarlyBlock;
  return { earlyCalls: { [page]: calls }, expressions: { ...expressions } };
}
