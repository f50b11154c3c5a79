/** env.json's `lab` flag, replaced at build time (vite.config.ts `define`), so a build without the lab has none of it. */
declare const __LAB_IN_ENV__: boolean;

interface ImportMetaEnv {
  /** 'msw' in the static lab build (npm run build:lab): the sandbox answers from a service worker. */
  readonly VITE_LAB_SANDBOX?: string;
}
