// Serves the sandbox on Vite's dev and preview servers only; a production build contains none of it.
import type { Plugin } from 'vite';
import { sandboxMiddleware } from './node';

export function sandboxPlugin(): Plugin {
  return {
    name: 'lender-sandbox',
    configureServer(server) {
      server.middlewares.use(sandboxMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(sandboxMiddleware());
    },
  };
}
