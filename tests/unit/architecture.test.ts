// @vitest-environment node
// The layering of the source tree (every folder below says what it may import, and why), and no import cycles,
// checked on the real source tree.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const LAYERS = ['schemas', 'api', 'expr', 'renderer', 'widgets', 'sandbox', 'checker', 'lab', 'build', 'measure'];
/** The app's entry: main.tsx starts it, boot.tsx is the renderer's chunk it loads beside the page's code. */
const ENTRY = ['main.tsx', 'boot.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null; // a package
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base; // a .json or generated file: still counts for layering
}

const files = [
  ...LAYERS.flatMap((l) => (existsSync(join(root, l)) ? sourceFiles(join(root, l)) : [])),
  ...ENTRY.map((f) => join(root, f)),
];
const graph = new Map<string, string[]>();
/** The packages each file imports (react, vite, node:fs, …). */
const packages = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  const named: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const target = resolveImport(file, spec);
    if (target) targets.push(target);
    else named.push(spec);
  }
  graph.set(file, targets);
  packages.set(file, named);
}

const rel = (p: string) => relative(root, p);
const layerOf = (p: string) => rel(p).split('/')[0];

/**
 * What the page checker's browser-safe core may read besides itself: the schemas, the pure expression engine,
 * the endpoint catalogue, the bridge's message names, the URL guard (links are judged by the app's own policy), and
 * (checker/bundled.ts, for the lab and acceptPage) the route manifest and the catalogues of messages/. Not env.json: the
 * lab tells the bundled checker the env it runs with.
 * Its Node part (checker/node/) reads files and may import the core too.
 */
const CHECKER_READS = [
  'api/bridge.ts',
  'api/urlGuard.ts',
  'api/endpoints.json',
  'api/endpoint-schemas.json',
  'pages.json',
  'pages.json?raw',
];
const isCheckerCore = (path: string) => path.startsWith('checker/') && !path.startsWith('checker/node/');

/** Where hosts of the renderer (the lab, stories, tests) take it from: renderer/host.ts, or renderer/public.ts as widgets do. */
const HOST_ENTRIES = ['renderer/host.ts', 'renderer/public.ts'];

const DRAWS = /^(react|react-dom|@emotion\/[^/]+)(\/|$)/;
/** A module that draws nothing: a .ts file that loads neither React nor Emotion, itself or through what it imports. */
function drawsNothing(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return true;
  seen.add(file);
  if (!graph.has(file)) return !/\.tsx$/.test(file); // a JSON or generated file
  if (file.endsWith('.tsx') || packages.get(file)!.some((name) => DRAWS.test(name))) return false;
  return graph.get(file)!.every((next) => drawsNothing(next, seen));
}

function allowed(from: string, to: string): boolean {
  const a = rel(from);
  const b = rel(to);
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (a.startsWith('expr/')) return b.startsWith('expr/');
  // The core (store, scope, paths, actions, validation...) stands on the expression language alone, never on React.
  if (a.startsWith('renderer/core/'))
    return b.startsWith('renderer/core/') || b.startsWith('expr/') || ['schemas', 'api'].includes(toLayer);
  // The entry wires the app from the route manifest and env: the renderer's chunk (boot.tsx), or the lab on demand.
  if (ENTRY.includes(a))
    return ENTRY.includes(b) || ['renderer', 'api', 'schemas', 'lab'].includes(toLayer) || b === 'pages.json';
  switch (fromLayer) {
    case 'checker':
      if (a.startsWith('checker/node/') && b.startsWith('checker/')) return true;
      return (
        isCheckerCore(b) ||
        toLayer === 'schemas' ||
        toLayer === 'messages' ||
        b.startsWith('expr/') ||
        CHECKER_READS.includes(b)
      );
    case 'schemas':
      return toLayer === 'schemas';
    case 'api':
      return toLayer === 'api' || toLayer === 'schemas' || b === 'env.json';
    case 'renderer':
      // messages/: the catalogues the renderer formats (renderer/i18n/catalogues.ts). A page from outside the build
      // (acceptPage) is judged by the page checker: the renderer may load the checker's core, never its Node part.
      return ['renderer', 'expr', 'schemas', 'api', 'messages'].includes(toLayer) || isCheckerCore(b);
    case 'widgets':
      return toLayer === 'widgets' || b === 'renderer/public.ts';
    case 'sandbox':
      return ['sandbox', 'api', 'schemas'].includes(toLayer) || b === 'env.json';
    case 'lab':
      // The page lab is an app beside the borrower's: renderer and widgets draw its phone, the checker's core judges
      // what is typed, the sandbox answers in its service worker, and it offers the bundled pages. Never checker/node.
      // It takes the renderer as every host does, from renderer/host.ts (or renderer/public.ts, as widgets do).
      if (toLayer === 'renderer') return HOST_ENTRIES.includes(b);
      return (
        ['lab', 'widgets', 'api', 'schemas', 'sandbox'].includes(toLayer) ||
        isCheckerCore(b) ||
        b === 'pages.json' ||
        b.startsWith('pages/')
      );
    case 'build':
      // build/prerender/ draws the screens that need no answer at build time with the app itself: a host of the
      // renderer, as the lab is, reading the env config's type and the route manifest the app reads.
      if (a.startsWith('build/prerender/') && (HOST_ENTRIES.includes(b) || toLayer === 'api' || b === 'pages.json'))
        return true;
      // The build pipeline runs in Node while Vite bundles. It reads the contract (schemas/, the endpoint catalogue,
      // messages/), runs the whole page checker (a page error fails the build), and uses the renderer's parts that
      // draw nothing: the expression engine compiles every binding ahead, the app shell's CSS goes into the HTML.
      return (
        ['build', 'schemas', 'messages', 'checker', 'expr'].includes(toLayer) ||
        /^api\/[^/]+\.json$/.test(b) ||
        (toLayer === 'renderer' && drawsNothing(to))
      );
    case 'measure':
      // The hand-written twin is what the renderer is measured against: it shares none of the renderer's code.
      if (a.startsWith('measure/twin/')) return b.startsWith('measure/twin/') || b === 'env.json';
      return true; // the rest drives the whole app, as a borrower's phone would
    default:
      return false;
  }
}

describe('architecture', () => {
  it('every import respects the layering: what each folder may import', () => {
    const violations = [...graph].flatMap(([from, targets]) =>
      targets.filter((to) => !allowed(from, to)).map((to) => `${rel(from)} -> ${rel(to)}`),
    );
    expect(violations).toEqual([]);
  });

  it("the checker's core is browser-safe: no node: modules, no run-time ajv", () => {
    const core = files.filter((f) => isCheckerCore(rel(f)));
    const nodeOnly = core.filter((f) =>
      /from\s*['"](node:|ajv['"/])|import\(\s*['"]node:/.test(
        readFileSync(f, 'utf8').replace(/^\s*import type .*$/gm, ''),
      ),
    );
    expect(core.length).toBeGreaterThan(10);
    expect(nodeOnly.map(rel)).toEqual([]);
  });

  it('the renderer imports no widget', () => {
    const core = [...graph].filter(([from]) => layerOf(from) === 'renderer');
    expect(core.flatMap(([, targets]) => targets.filter((t) => layerOf(t) === 'widgets'))).toEqual([]);
  });

  it('there are no import cycles', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'visiting');
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (!graph.has(next)) continue;
        if (state.get(next) === 'visiting')
          cycles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it("the app's entry and renderer chunk carry neither the expression parser nor the host entry (bundled pages come compiled)", () => {
    const STATIC = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g;
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !existsSync(file) || !/\.tsx?$/.test(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8').replace(/^\s*import type .*$/gm, '');
      for (const match of text.matchAll(STATIC)) {
        const spec = match[1] ?? match[2];
        if (spec === 'jsep') seen.add('jsep');
        const target = resolveImport(file, spec);
        if (target) visit(target);
      }
    };
    visit(join(root, 'main.tsx'));
    visit(join(root, 'boot.tsx')); // the renderer chunk main.tsx imports after the head start
    expect(seen.has(join(root, 'renderer/start/startApp.tsx'))).toBe(true);
    const unwanted = ['expr/index.ts', 'expr/build.ts', 'expr/parseCached.ts', 'renderer/host.ts'];
    expect(
      [...seen]
        .filter((f) => f === 'jsep' || unwanted.some((end) => f.endsWith(end)))
        .map((f) => (f === 'jsep' ? f : rel(f))),
    ).toEqual([]);
  });

  it('nothing that ships generates code at run time or renders HTML', () => {
    const shipped = files.filter(
      (f) =>
        ['renderer', 'widgets', 'api', 'schemas', 'lab'].includes(layerOf(f)) ||
        isCheckerCore(rel(f)) ||
        ENTRY.includes(rel(f)),
    );
    const offenders = shipped.filter((f) =>
      /new Function\(|[^\w$.]eval\(|dangerouslySetInnerHTML|\.innerHTML\s*=/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it('the app ships no OpenTelemetry SDK: its telemetry encodes OTLP itself (the packages are a test reference only)', () => {
    const shipped = files.filter(
      (f) =>
        ['renderer', 'widgets', 'api', 'schemas', 'lab'].includes(layerOf(f)) ||
        isCheckerCore(rel(f)) ||
        ENTRY.includes(rel(f)),
    );
    expect(shipped.length).toBeGreaterThan(100);
    expect(
      shipped.flatMap((f) =>
        packages
          .get(f)!
          .filter((name) => name.startsWith('@opentelemetry/'))
          .map((name) => `${rel(f)} -> ${name}`),
      ),
    ).toEqual([]);
  });

  it('one build serves every environment: nothing the app loads reads an env file (its config comes with the page)', () => {
    // Every module main.tsx reaches, lazily loaded ones included. The static lab build's in-browser sandbox
    // (lab/sandboxWorker.ts, npm run build:lab only) runs with the repository's env.json by design.
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || rel(file) === 'lab/sandboxWorker.ts') return;
      reached.add(file);
      for (const next of graph.get(file) ?? []) visit(next);
    };
    visit(join(root, 'main.tsx'));
    expect(reached.has(join(root, 'renderer/start/pageConfig.ts'))).toBe(true);
    expect([...reached].map(rel).filter((f) => f === 'env.json' || f === 'api/env-json.ts')).toEqual([]);
  });

  it('the renderer core is React-free: nothing in renderer/core imports React or a .tsx file, not even a type', () => {
    const core = files.filter((f) => rel(f).startsWith('renderer/core/'));
    expect(core.length).toBeGreaterThan(20);
    expect(core.filter((f) => f.endsWith('.tsx')).map(rel)).toEqual([]);
    expect(
      core.flatMap((f) =>
        reachable(f, true)
          .filter(isReact)
          .map((hit) => `${rel(f)} -> ${hit}`),
      ),
    ).toEqual([]);
  });
});

/**
 * The renderer's own unit tests, which may import the module they test (prefer the host entry where a test is a host):
 * the core and the views (tests/unit/renderer/), the expression language (tests/unit/expr/), the words
 * (tests/unit/i18n/). Every other file under tests/ (support, set-up, the widget contract, variations, end-to-end,
 * the other unit folders) is a host.
 */
const RENDERER_UNIT_TESTS = ['tests/unit/renderer/', 'tests/unit/expr/', 'tests/unit/i18n/'];
/** The core's unit tests: they run in the node environment, and what they import at run time reaches no React. */
const CORE_TESTS = 'tests/unit/renderer/core/';

function everySourceFile(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : everySourceFile(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

const REACT = /^(react|react-dom|wouter|@emotion\/react|@testing-library\/react)(\/|$)/;
const isReact = (hit: string) => REACT.test(hit) || hit.endsWith('.tsx');
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"];?/gm;

/** Every package and file `file` reaches through its imports; with `types`, type-only imports count too. */
function reachable(file: string, types: boolean, seen = new Set<string>()): string[] {
  if (seen.has(file) || !/\.tsx?$/.test(file) || !existsSync(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of (types ? text : text.replace(TYPE_ONLY, '')).matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const target = resolveImport(file, spec);
    if (!target) found.push(spec);
    else found.push(rel(target), ...reachable(target, types, seen));
  }
  return found;
}

/** The renderer modules a file imports directly, type-only imports included. */
const rendererImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => resolveImport(file, match[1] ?? match[2] ?? match[3]))
    .flatMap((target) => (target && layerOf(target) === 'renderer' ? [rel(target)] : []));

describe('hosts take the renderer from its entries', () => {
  const hostFiles = [
    ...['lab', 'stories', '.storybook', 'tests'].flatMap((dir) => everySourceFile(join(root, dir))),
    ...everySourceFile(join(root, 'widgets')).filter((f) => /\.stories\.tsx?$/.test(f)),
  ];

  it('the lab, Storybook, stories and tests import renderer/host.ts or renderer/public.ts only (renderer unit tests aside)', () => {
    const hosts = hostFiles.filter((f) => !RENDERER_UNIT_TESTS.some((dir) => rel(f).startsWith(dir)));
    expect(hosts.length).toBeGreaterThan(100);
    const reaching = hosts.flatMap((f) =>
      rendererImports(f)
        .filter((to) => !HOST_ENTRIES.includes(to))
        .map((to) => `${rel(f)} -> ${to}`),
    );
    expect(reaching).toEqual([]);
  });

  it("the core's unit tests run in the node environment and load no React", () => {
    const coreTests = hostFiles.filter((f) => rel(f).startsWith(CORE_TESTS) && /\.test\.ts$/.test(f));
    expect(coreTests.length).toBeGreaterThan(5);
    expect(hostFiles.filter((f) => rel(f).startsWith(CORE_TESTS) && f.endsWith('.tsx')).map(rel)).toEqual([]);
    expect(
      coreTests.filter((f) => !readFileSync(f, 'utf8').startsWith('// @vitest-environment node\n')).map(rel),
    ).toEqual([]);
    expect(
      coreTests.flatMap((f) =>
        reachable(f, false)
          .filter(isReact)
          .map((hit) => `${rel(f)} -> ${hit}`),
      ),
    ).toEqual([]);
  });
});
