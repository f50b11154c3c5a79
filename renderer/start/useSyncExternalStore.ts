// wouter imports `use-sync-external-store/shim`, the polyfill of a hook React has had since 18: in CommonJS, with its
// fallback and the bundler's interop around it, on every screen. The build points that import here (vite.config.ts),
// to React's own hook.
export { useSyncExternalStore } from 'react';
