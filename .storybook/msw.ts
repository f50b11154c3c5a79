// The MSW worker for stories. Every story is answered by a sandbox of its own (a widget's pictures and calls, such as
// the captcha, as a page's are), so what a story shows never depends on the story shown before it in the same frame.
// Page stories put a sandbox they reset and override per story on top (stories/support/PageStory.tsx); everything
// else (Vite modules, page JSON, images) passes through without a warning for each request.
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { Loader } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon'; // declares `context.msw`, set by mswLoader
import { createSandbox } from '../sandbox/core';
import { sandboxHandlers } from '../sandbox/msw';

/** Starts the worker once and clears the previous story's handlers (msw-storybook-addon). */
const startWorker = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
});

/** One loader, not two: Storybook runs the loaders of one level at once, and the sandbox needs the started worker. */
export const startMockServiceWorker: Loader = async (context) => {
  await startWorker(context);
  context.msw.use(...sandboxHandlers(createSandbox({ apiBase: '/api' })));
  return {};
};
