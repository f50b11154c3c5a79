import type { Preview } from '@storybook/react-vite';
import { Global, ThemeProvider, css } from '@emotion/react';
import env from '../env.json';
import { setImageOrigins, themeFromEnv } from '../renderer/host';
import { startMockServiceWorker } from './msw';

const theme = themeFromEnv(env.theme);
// Server pictures may come from env.json's CDN origins, as in the app (which reads them from its page).
setImageOrigins(env.imageOrigins);

// The app runs in a phone webview: stories are shown in a 390px column on the page background.
const MOBILE_WIDTH = 390;

const reset = css({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    background: '#dfe3ea',
    fontFamily: theme.font.family,
    fontSize: theme.font.body,
    color: theme.colors.text,
    WebkitTextSizeAdjust: '100%',
  },
  'img, svg': { display: 'block' },
});

const preview: Preview = {
  // Starts the worker once and clears the previous story's handlers before each story.
  loaders: [startMockServiceWorker],
  decorators: [
    (Story, context) => (
      <ThemeProvider theme={theme}>
        <Global styles={reset} />
        <div
          css={css({
            // The public site is also read on desktops: its stories ask for a wider column with `parameters.width`.
            width: context.parameters.width ?? MOBILE_WIDTH,
            maxWidth: '100%',
            minHeight: '100vh',
            margin: '0 auto',
            // Full-bleed widgets such as banners opt out of the page padding with `parameters.fullBleed`.
            padding: context.parameters.fullBleed ? 0 : 16,
            background: theme.colors.page,
          })}
        >
          <Story />
        </div>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
