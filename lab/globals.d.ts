/** env.json's `lab` flag, replaced at build time (vite.config.ts `define`), so a build without the lab has none of it. */
declare const __LAB_IN_ENV__: boolean;
