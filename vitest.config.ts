import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Projects: `unit` (jsdom, no browser), `e2e` (production build + sandbox, driven in Chromium by playwright-core).
// The Storybook project (play functions in Chromium) is added beside them.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // The app's dev origin, so relative URLs and the sandbox (MSW) agree with the browser.
          environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/' } },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One Chromium at a time: the machines have two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
