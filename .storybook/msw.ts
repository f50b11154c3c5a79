// The MSW worker for stories. Page stories add their sandbox's handlers per story (stories/support/PageStory.tsx);
// everything else (Vite modules, page JSON, images) passes through without a warning for each request.
import { mswLoader } from 'msw-storybook-addon/csf3';

export const startMockServiceWorker = mswLoader(async () => {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
});
