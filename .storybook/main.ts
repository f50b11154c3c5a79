import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

// Emotion's `css` prop needs Emotion's JSX runtime. A project vite.config that already adds the React
// plugin is used as is; otherwise Storybook gets the plugin here, with the same jsxImportSource.
function hasReactPlugin(plugins: PluginOption[] | undefined): boolean {
  return (plugins ?? []).flat(Infinity).some((plugin) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === 'vite:react-babel');
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    if (hasReactPlugin(viteConfig.plugins)) return viteConfig;
    return { ...viteConfig, plugins: [...(viteConfig.plugins ?? []), react({ jsxImportSource: '@emotion/react' })] };
  },
};

export default config;
