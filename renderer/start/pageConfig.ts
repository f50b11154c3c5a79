// What the page itself says about where it runs, read once by the entry: the environment config the deploy wrote into
// each route's HTML (an inert JSON block: a browser never runs a `type="application/json"` script, so the strict CSP
// and Trusted Types hold) and the release the build stamped on it. No request of its own, and no env in the code, so
// one build serves every environment (`npm run configure`, build/env-html.ts).
import { envFromJson, type EnvConfig, type EnvJson } from '../../api/env';

/** The id of the `<script type="application/json">` element holding the env config. */
export const ENV_ELEMENT_ID = 'app-env';
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
