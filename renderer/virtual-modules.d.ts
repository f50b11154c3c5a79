// Modules the build makes (build/vite-plugin-page-modules.ts). Shapes match EarlyCalls (views/App.tsx) and the compiled
// expression table (expr/runtime), written out because an ambient module cannot import by a relative path.
declare module 'virtual:early-calls' {
  /** Each page's first call when it can start before the page's code has loaded, by page name. */
  export const earlyCalls: Readonly<
    Record<
      string,
      ReadonlyArray<{
        endpoint: string;
        params: Record<string, unknown> | string;
        as?: string;
        images?: readonly string[];
      }>
    >
  >;
  /** The compiled expressions of those calls' params, which the app's expression engine starts with (renderer/start/headStart.ts). */
  export const expressions: Record<string, unknown>;
}

// A locale's catalogue compiled at build time (build/vite-plugin-messages.mjs): plain text, or an ICU message's AST.
declare module '*.json?messages' {
  const catalogue: Readonly<
    Record<string, string | import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
  >;
  export default catalogue;
}

// The app's own words only (keys app.* and client.*), in English: the renderer's fallback on every screen.
declare module '*.json?messages=app,client' {
  const catalogue: Readonly<
    Record<string, string | import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
  >;
  export default catalogue;
}
