import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { messagesPlugin } from './build/vite-plugin-messages.mjs';

// `npm run bench`: render benchmarks in jsdom. Kept out of `npm test`: a benchmark reports, it does not pass or fail.
export default defineConfig({
  // The catalogues compiled as the app gets them (a page without its words would wait for them, as in vitest.config.ts).
  plugins: [react({ jsxImportSource: '@emotion/react' }), messagesPlugin()],
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/' } },
    setupFiles: ['tests/setup/unit.ts'],
    benchmark: { include: ['measure/render-bench/**/*.bench.{ts,tsx}'] },
  },
});
