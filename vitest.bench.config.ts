import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// `npm run bench`: render benchmarks in jsdom. Kept out of `npm test`: a benchmark reports, it does not pass or fail.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/' } },
    setupFiles: ['tests/setup/unit.ts'],
    benchmark: { include: ['tests/bench/**/*.bench.{ts,tsx}'] },
  },
});
