import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Tests that render (jsdom) get testing-library's set-up; tests in the node environment (the renderer core's, the
// architecture's) never load it, so they run without React or a DOM.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // Widgets' server pictures may come from env.json's CDN origins, as the app's head start sets them from its page.
  const [{ setImageOrigins }, { env }] = await Promise.all([
    import('../../renderer/host'),
    import('../../api/env-json'),
  ]);
  setImageOrigins(env.imageOrigins);
  // Without vitest globals, testing-library cannot register its own cleanup: unmount every render after each test.
  afterEach(() => cleanup());
  // Pages load lazily and call the sandbox: on a loaded two-core machine the first paint can take over a second.
  configure({ asyncUtilTimeout: 5000 });
}

// Nothing else is installed here: every test that renders a page hands it an expression engine and, where it keeps
// typed storage values, their checks (renderer/host.ts), as the app's hosts do.
