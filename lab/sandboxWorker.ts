// The static lab build (npm run build:lab) has no server-side sandbox: MSW's service worker hands every sandbox
// request (the lab's scenario controls, the previewed page's calls, fixture images) to the sandbox running here,
// in the page. Only that build imports this module (lab/index.ts, VITE_LAB_SANDBOX=msw).
import './trustedTypes'; // registering the worker passes its URL through the Trusted Types policy
import { setupWorker } from 'msw/browser';
import { sandboxHandlers } from '../sandbox/msw';

export const SANDBOX_WORKER_URL = '/mockServiceWorker.js';

export async function startSandboxWorker(): Promise<void> {
  const worker = setupWorker(...sandboxHandlers());
  // Anything that is not the sandbox's (the lab's own code, pages, fonts) goes to the network untouched.
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: SANDBOX_WORKER_URL } });
}
