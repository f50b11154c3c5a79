// Serves the sandbox on Vite's dev and preview servers only; a production build contains none of it.
import type { Plugin } from 'vite';
import { createSandbox, type SandboxOptions } from './core';
import { sandboxMiddleware } from './node';

export function sandboxPlugin(options: SandboxOptions = {}): Plugin {
  return {
    name: 'lender-sandbox',
    configureServer(server) {
      server.middlewares.use(sandboxMiddleware(createSandbox(options)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(sandboxMiddleware(createSandbox(options)));
    },
  };
}
