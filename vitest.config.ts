import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { messagesPlugin } from './build/vite-plugin-messages.mjs';
import { pageFragmentsPlugin } from './build/vite-plugin-page-fragments';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Tests fix the sandbox's today (sandbox/fixtures/dates.ts), so no text or picture a test reads depends on the day it
// runs; the workers and the end-to-end servers inherit it.
process.env.SANDBOX_TODAY ??= '2026-11-20';

// Projects: `unit` (jsdom, no browser), `e2e` (production build + sandbox, driven in Chromium by playwright-core),
// `webkit` (the same, in WebKit through WebKitWebDriver).
// The Storybook project (play functions in Chromium) is added beside them.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), messagesPlugin(), pageFragmentsPlugin()],
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
        // The variation suite: each borrower screen rendered against one-field variations of its first answer.
        extends: true,
        test: {
          name: 'variations',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/' } },
          include: ['tests/variations/**/*.test.{ts,tsx}'],
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
      {
        // The same production build and sandbox, driven in WebKit (Safari's engine: WebKitGTK's MiniBrowser through
        // Debian's WebKitWebDriver under xvfb-run). One session per file; one file at a time.
        test: {
          name: 'webkit',
          environment: 'node',
          include: ['tests/webkit/**/*.webkit.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The visual test: every widget story and every screen in every sandbox scenario, in both languages, pictured
        // in Chromium from Storybook's static build and compared with the committed baselines (tests/visual/). Its plan
        // reads the locales from the renderer, whose catalogues are imported through the messages plugin.
        plugins: [messagesPlugin()],
        test: {
          name: 'visual',
          environment: 'node',
          include: ['tests/visual/**/*.visual.ts'],
          globalSetup: ['tests/visual/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Pictures taken at once, each in its own page of the one browser: what two busy cores keep up with.
          maxConcurrency: 4,
          fileParallelism: false,
        },
      },
      {
        // Every story's play function and its accessibility check, in Chromium. Not `extends: true`: the
        // Storybook config (.storybook/main.ts viteFinal) adds the React plugin itself.
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
