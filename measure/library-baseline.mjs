// How much of a screen's JavaScript budget the mandated libraries take before any app code: bundles a minimal
// page that uses React, react-dom, Emotion, wouter, immer and ofetch the way the app does, and prints its gzip size.
// Usage: node measure/library-baseline.mjs
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(root, '.baseline-'));
const entry = join(dir, 'entry.tsx');
writeFileSync(
  entry,
  `import { createRoot } from 'react-dom/client';
import { ThemeProvider, Global, css, keyframes, useTheme } from '@emotion/react';
import { Router, Route, Switch, useLocation, useSearch } from 'wouter';
import { produce } from 'immer';
import { ofetch } from 'ofetch';
function Screen() { const theme = useTheme(); const [path] = useLocation(); const search = useSearch(); return <div css={css({ color: 'red' })}>{path}{search}{String(theme)}</div>; }
Object.assign(window, { keep: [produce, ofetch, keyframes] });
createRoot(document.getElementById('root')!).render(<ThemeProvider theme={{}}><Global styles={css\`body{margin:0}\`} /><Router><Switch><Route path="/"><Screen /></Route></Switch></Router></ThemeProvider>);
`,
);
try {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const bytes = gzipSync(Buffer.from(result.outputFiles[0].contents), { level: 9 }).length;
  console.log(
    `mandated libraries alone: ${(bytes / 1024).toFixed(1)} KB gzip (React, react-dom, Emotion, wouter, immer, ofetch)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
