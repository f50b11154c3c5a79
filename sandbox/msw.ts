// MSW adapter for tests (msw/node) and Storybook (service worker): the same sandbox behind http.all.
import { HttpResponse, delay, http, type RequestHandler } from 'msw';
import { createSandbox, type Sandbox } from './core';

export function sandboxHandlers(sandbox: Sandbox = createSandbox()): RequestHandler[] {
  return [
    http.all('*', async ({ request }) => {
      // Anything that is not the sandbox's passes through untouched.
      if (!sandbox.owns(new URL(request.url).pathname)) return undefined;
      const reply = await sandbox.handle(request);
      if (reply.kind === 'fault') {
        if (reply.fault === 'abort') return HttpResponse.error();
        await delay('infinite');
        return undefined;
      }
      if (reply.delayMs) await delay(reply.delayMs);
      return reply.response;
    }),
  ];
}
