import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { messagesPlugin } from '../build/vite-plugin-messages.mjs';

/**
 * The dev server scans and transforms the app's entry too (index.html -> main.tsx), which imports the build's
 * `virtual:early-calls` (build/vite-plugin-page-modules.ts). Storybook never runs the entry, so it gets an empty
 * table rather than the build's plugin (whose extensionless TypeScript imports Storybook's config loader refuses).
 */
function earlyCallsStub(): Plugin {
  return {
    name: 'storybook-early-calls-stub',
    enforce: 'pre',
    resolveId: (id) => (id === 'virtual:early-calls' ? '\0virtual:early-calls' : null),
    load: (id) =>
      id === '\0virtual:early-calls' ? 'export const earlyCalls = {};\nexport const expressions = {};' : null,
  };
}

// Plugins of the app's vite.config that do not belong in Storybook (nor its per-route HTML, nor the app's loading view in
// index.html, which Storybook's own HTML does not have, nor the app's env block and release stamp): the production CSP
// would block Storybook's inline scripts, a page-definition problem must not stop the widget catalogue building, and
// Storybook's build is no release of the app (no /version.json, no source maps beside it, no screens drawn into HTML).
const APP_ONLY_PLUGINS = new Set([
  'app-env-html',
  'lender:check-pages',
  'app-route-html',
  'app-route-html-dev',
  'app-shell',
  'app-release',
  'app-drawn-pages',
]);

function pluginName(plugin: unknown): string | undefined {
  return typeof plugin === 'object' && plugin !== null && 'name' in plugin && typeof plugin.name === 'string'
    ? plugin.name
    : undefined;
}

const config: StorybookConfig = {
  // Each widget's generated file (its schema's examples, Docs page and controls: scripts/widget-catalogue.mjs) comes
  // first, so it leads the widget's Docs page; the hand-written stories of its states share its title and join it.
  stories: ['../stories/widgets/generated/*.stories.ts', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // A widget's props are documented from its schema (stories/support/WidgetDocsPage.tsx), not from its React
  // component's (which are the renderer's `props`, `emit` and `busy` for every widget).
  typescript: { reactDocgen: false },
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's public folder: status banners, favicon, and MSW's worker (mockServiceWorker.js) for page stories.
  staticDirs: ['../public', '../stories/static'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const plugins: PluginOption[] = (viteConfig.plugins ?? [])
      .flat(Infinity)
      .filter((plugin) => !APP_ONLY_PLUGINS.has(pluginName(plugin) ?? ''));
    // Emotion's `css` prop needs Emotion's JSX runtime; the app's vite.config adds the React plugin with
    // jsxImportSource '@emotion/react'. Without that config, Storybook adds the same plugin itself.
    if (!plugins.some((plugin) => pluginName(plugin) === 'vite:react-babel'))
      plugins.push(react({ jsxImportSource: '@emotion/react' }));
    if (!plugins.some((plugin) => pluginName(plugin) === 'app-page-modules')) plugins.push(earlyCallsStub());
    // Page stories load pages as plain JSON, without their English words: the app then fetches the compiled catalogue.
    if (!plugins.some((plugin) => pluginName(plugin) === 'app-messages')) plugins.push(messagesPlugin());
    return { ...viteConfig, plugins };
  },
};

export default config;
