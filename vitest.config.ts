import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { messagesPlugin } from './build/vite-plugin-messages.mjs';
import { pageFragmentsPlugin } from './build/vite-plugin-page-fragments';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Tests fix the sandbox's today (sandbox/fixtures/dates.ts), so no text or picture a test reads depends on the day it
// runs; the workers and the end-to-end servers inherit it.
process.env.SANDBOX_TODAY ??= '2026-11-20';

/** The unit project's settings, shared by its two pools. */
const UNIT = {
  environment: 'jsdom',
  // The app's dev origin, so relative URLs and the sandbox (MSW) agree with the browser.
  environmentOptions: { jsdom: { url: 'http://127.0.0.1:5173/' } },
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/setup/unit.ts'],
  // codemirror-json-schema's ES modules import without file extensions, which only a bundler resolves.
  server: { deps: { inline: ['codemirror-json-schema'] } },
  // A test waits on conditions, never on time; the limit only ends a hung one, and two workers on two busy cores can
  // stretch a screen's flow well past Vitest's 5 s without anything being wrong.
  testTimeout: 20_000,
} satisfies TestProjectInlineConfiguration['test'];

/**
 * Unit files that fail in a VM context for reasons of the context, not of the product: Vite's and Rolldown's native
 * bindings check option types against Node's own `RegExp` and `String` (release-build, the sandbox's Vite plugin),
 * MSW's interception and Node's `fetch` hand back errors and requests of Node's realm, which the test's `instanceof`
 * and the page's reads do not recognise (the sandbox over HTTP, the early calls, the head start, the complaint
 * uploads), and a CommonJS dependency that the VM loader reads as ES (the back action). They keep a process each.
 */
const NEEDS_NODE_REALM = [
  'tests/unit/gen/release-build.test.ts',
  'tests/unit/pages/complainPageNext.test.tsx',
  'tests/unit/pages/earlyCalls.test.tsx',
  'tests/unit/renderer/backAction.test.tsx',
  'tests/unit/renderer/headStart.test.ts',
  'tests/unit/sandbox/node.test.ts',
  'tests/unit/sandbox/vitePlugin.test.ts',
];

// Projects: `unit` (jsdom, no browser), `e2e` (production build + sandbox, driven in Chromium by playwright-core),
// `webkit` (the same, in WebKit through WebKitWebDriver).
// The Storybook project (play functions in Chromium) is added beside them.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), messagesPlugin(), pageFragmentsPlugin()],
  test: {
    // Both cores: Vitest's default leaves one core idle (availableParallelism - 1 = one worker on the CI's two), and the
    // jsdom and story stages are CPU work that a second worker halves. The end-to-end stages stay one file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          // Each file in a VM context of its own inside long-lived workers: as isolated as a process per file (its
          // own globals, DOM and module graph), without starting one. The stage took 6 min 9 s (user 10 min 43 s) with
          // a process per file and 2 min 40 s (user 4 min 25 s) in VM contexts on a quiet two-core host.
          pool: 'vmThreads',
          exclude: NEEDS_NODE_REALM,
        },
      },
      {
        // The unit files that need Node's own realm (see NEEDS_NODE_REALM), one process per file as before.
        extends: true,
        test: { ...UNIT, name: 'unit-node-realm', pool: 'forks', include: NEEDS_NODE_REALM },
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
          testTimeout: 20_000,
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
          // expect.poll waits on a condition; Vitest's default gives up after 1 s, which a busy host's page can take
          // (a toast a click shows, a heading after a navigation), so the limit here only ends a wait that hangs.
          expect: { poll: { timeout: 15_000 } },
          // One Chromium at a time: the machines have two cores.
          fileParallelism: false,
          // The files in one process, one after the other: each opens its own browser and resets the sandbox before
          // every test, and none changes a global or mocks a module, so a process per file only re-imported
          // playwright-core (quiet two-core host: 6 min 23 s, user+sys 4 min 47 s, with a process per file; 6 min 7 s,
          // 4 min 15 s, in one).
          isolate: false,
        },
      },
      {
        // The same production build and sandbox, driven in WebKit (Safari's engine: WebKitGTK's MiniBrowser through
        // Debian's WebKitWebDriver under xvfb-run). One session per file; one file at a time. Its pictures take the
        // visual plan's screens in the renderer's locales, whose catalogues come through the messages plugin.
        plugins: [messagesPlugin()],
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
          // The stories generated from schema examples (stories/widgets/generated/) have no play function: each is a
          // plain render that the visual stage pictures in both languages, and every widget's hand-written stories
          // run here with axe. Leaving them out keeps this stage's cost to the stories that test something.
          // The page stories (stories/pages/) render the whole app against the sandbox: their flows are the page tests'
          // (jsdom) and the e2e tests' (the production build), axe runs on every route in tests/e2e/a11y.e2e.ts and the
          // visual stage pictures every screen in every scenario, so npm test leaves their play functions out to stay
          // in the CI's 20 minutes; STORIES_ALL=1 npm run test:stories runs them too.
          exclude: ['stories/widgets/generated/**', ...(process.env.STORIES_ALL === '1' ? [] : ['stories/pages/**'])],
          // All story files in one page rather than a fresh iframe each: Storybook's portable stories mount and unmount
          // every story in its own canvas, and the widget stories keep no state of their own, so a fresh frame per
          // file bought nothing but its set-up (quiet two-core host: 2 min 37 s with a frame per file, 40 s in one;
          // the same 192 passes with files in shuffled orders, `--sequence.shuffle --sequence.seed=1` and `=2`).
          isolate: false,
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
