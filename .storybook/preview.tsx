import type { Preview } from '@storybook/react-vite';
import { Global, ThemeProvider, css } from '@emotion/react';
import { useMemo } from 'react';
import env from '../env.json';
import {
  AppWordsContext,
  messagesFor,
  setImageOrigins,
  themeFromEnv,
  type AppTheme,
  type MessageFormatter,
} from '../renderer/host';
import { WidgetDocsPage } from '../stories/support/WidgetDocsPage';
import { startMockServiceWorker } from './msw';
import { globalTypes, initialGlobals, localeOfGlobals, themeOfGlobals, viewportOptions } from './toolbars';

// Server pictures may come from env.json's CDN origins, as in the app (which reads them from its page).
setImageOrigins(env.imageOrigins);

const reset = (theme: AppTheme) =>
  css({
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
  // The first starts the worker once, clears the previous story's handlers and answers each story from a fresh sandbox;
  // the second brings the widgets' own words (a picker's "Please select": renderer/appWords.ts) in the toolbar's language.
  loaders: [
    startMockServiceWorker,
    async ({ globals }) => ({ appWords: await messagesFor(localeOfGlobals(globals), undefined) }),
  ],
  globalTypes,
  initialGlobals,
  // Every CSF file gets a Docs page: a widget's is written from its schema (stories/support/WidgetDocsPage.tsx).
  // Page and lab stories opt out: each renders the whole app against its own sandbox, one at a time.
  tags: ['autodocs'],
  decorators: [
    (Story, context) => {
      const colours = themeOfGlobals(context.globals);
      const theme = useMemo(() => themeFromEnv(colours), [colours]);
      // Widget stories follow the language toolbar through their args (stories/support/storyWords.ts) and their own
      // default words (AppWordsContext); the document's language follows too, as the app sets it. Page stories' app
      // sets it itself.
      document.documentElement.lang = localeOfGlobals(context.globals);
      return (
        <AppWordsContext.Provider value={(context.loaded as { appWords?: MessageFormatter }).appWords}>
          <ThemeProvider theme={theme}>
            <Global styles={reset(theme)} />
            <div
              css={css({
                // The viewport toolbar sizes the frame as a phone (390 px unless another is chosen) or the public
                // site's desktop: the story fills it, on the page background.
                width: '100%',
                minHeight: context.viewMode === 'story' ? '100vh' : undefined,
                // Full-bleed widgets such as banners opt out of the page padding with `parameters.fullBleed`.
                padding: context.parameters.fullBleed ? 0 : 16,
                background: theme.colors.page,
              })}
            >
              <Story />
            </div>
          </ThemeProvider>
        </AppWordsContext.Provider>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
    viewport: { options: viewportOptions },
    docs: { page: WidgetDocsPage },
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
