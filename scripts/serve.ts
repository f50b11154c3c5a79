// `npm start` (dev server) and `npm run preview` (production build): the app with its sandbox on one origin.
// Prints the address of each screen so a person can open them straight away.
import { build, createServer, preview } from 'vite';
import manifest from '../pages.json' with { type: 'json' };
import { EXAMPLE_QUERIES as EXAMPLES } from './example-queries';

const mode = process.argv[2] === 'preview' ? 'preview' : 'dev';
const port = Number(process.env.PORT) || (mode === 'preview' ? 4173 : 5173);
const host = '127.0.0.1';

function printScreens(base: string) {
  console.log(`\n  App with sandbox: ${base}/\n`);
  for (const [key, entry] of Object.entries(manifest.routes)) {
    if (!('path' in entry)) continue;
    console.log(`  ${key.padEnd(20)} ${base}${entry.path}${EXAMPLES[key] ?? ''}`);
  }
  console.log(
    `\n  Sandbox control: POST ${base}/__sandbox/reset | /__sandbox/override, GET ${base}/__sandbox/requests | /__sandbox/beacons (telemetry a production build sent)\n`,
  );
}

/**
 * Stopping the process that started the server stops the server: `npm start` / `npm run preview` run this file as
 * their only command (no `a && b` shell left in between), npm and tsx forward SIGINT/SIGTERM to it, and here each
 * signal closes the server and ends the process, so no listener is left holding the port.
 */
function stopOnSignals(close: () => Promise<void>) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const exit = () => process.exit(0);
      close().then(exit, exit);
      setTimeout(exit, 3000).unref(); // a hung socket must not keep the port
    });
  }
}

if (mode === 'dev') {
  const server = await createServer({ configLoader: 'runner', server: { host, port, strictPort: true } });
  stopOnSignals(() => server.close());
  await server.listen();
  printScreens(`http://${host}:${port}`);
} else {
  // The build runs here, not as `vite build && …` in package.json, so no shell stays between npm and the server.
  await build({ configLoader: 'runner' });
  const server = await preview({
    configLoader: 'runner',
    // The production headers come from productionServingPlugin (vite.config.ts, build/serving.ts), per path.
    preview: { host, port, strictPort: true },
  });
  stopOnSignals(() => new Promise<void>((resolve) => server.httpServer.close(() => resolve())));
  printScreens(`http://${host}:${server.config.preview.port}`);
}
