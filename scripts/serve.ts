// `npm start` (dev server) and `npm run preview` (production build): the app with its sandbox on one origin.
// Prints the address of each screen so a person can open them straight away.
import { createServer, preview } from 'vite';
import manifest from '../pages.json' with { type: 'json' };

const mode = process.argv[2] === 'preview' ? 'preview' : 'dev';
const port = Number(process.env.PORT) || (mode === 'preview' ? 4173 : 5173);
const host = '127.0.0.1';

// Example queries so the printed links open a screen with sandbox data.
const EXAMPLES: Record<string, string> = {
  loanDetail: '?productId=P001&orderId=ORD174D',
  bindBank: '?productId=P001',
  complaint: '?orderId=ORD174',
  complainDetails: '?problemId=1001',
  repay: '?productId=P001&orderId=ORD174',
  repayDelay: '?productId=P001&orderId=ORD174D',
};

function printScreens(base: string) {
  console.log(`\n  App with sandbox: ${base}/\n`);
  for (const [key, entry] of Object.entries(manifest.routes)) {
    if (!('path' in entry)) continue;
    console.log(`  ${key.padEnd(20)} ${base}${entry.path}${EXAMPLES[key] ?? ''}`);
  }
  console.log(`\n  Sandbox control: POST ${base}/__sandbox/reset | /__sandbox/override, GET ${base}/__sandbox/requests\n`);
}

if (mode === 'dev') {
  const server = await createServer({ configLoader: 'runner', server: { host, port, strictPort: true } });
  await server.listen();
  printScreens(`http://${host}:${port}`);
} else {
  const server = await preview({
    configLoader: 'runner',
    preview: {
      host,
      port,
      strictPort: true,
      // The production headers come from productionHeadersPlugin (vite.config.ts), per path.
    },
  });
  printScreens(`http://${host}:${server.config.preview.port}`);
}
