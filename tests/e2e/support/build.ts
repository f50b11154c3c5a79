// The build the end-to-end and WebKit stages test: what ships (React's production build), with the page lab on, since
// its tests need it. The global set-up makes it unless E2E_PREBUILT=1; `npm test` makes it once before both browser
// lanes (`npx tsx tests/e2e/support/build.ts`), so the Chromium and WebKit stages can run side by side on it.
import { resolve } from 'node:path';
import { build } from 'vite';

export async function buildForEndToEnd(): Promise<void> {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
  const previous = { NODE_ENV: process.env.NODE_ENV, VITE_LAB: process.env.VITE_LAB };
  process.env.NODE_ENV = 'production';
  // The page lab is off in a production build unless turned on.
  process.env.VITE_LAB = 'on';
  try {
    await build({ configLoader: 'runner', logLevel: 'warn' });
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) await buildForEndToEnd();
