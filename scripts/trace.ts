// `npm run trace -- <file or -> [--maps <folder>]`: which source line failed. Reads a telemetry record (its `stack`),
// a beacon (an OTLP JSON logs request, or the sandbox's list of them: `curl …/__sandbox/beacons`) or a stack pasted
// from anywhere, and prints every frame of the app's own code as its original source file, line, column and
// function, from the source maps the build wrote beside itself (dist-sourcemaps/ by default; the lender keeps that
// folder with each release). Frames of other code are printed as they came.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, sourceContentFor, TraceMap } from '@jridgewell/trace-mapping';
import { formatFrame, parseFrame, type StackFrame } from '../api/telemetry-stack';
import { isOtlpLogs, logRecordsOf } from '../sandbox/otlp';
import { MAPS_RELEASE_FILE, sourceMapsDir, type BuildInfo } from '../build/vite-plugin-release';

const root = resolve(import.meta.dirname, '..');
export const DEFAULT_MAPS = sourceMapsDir(join(root, 'dist'));

/** One error found in the input: its stack and what the input says about it. */
interface Traceable {
  stack: string;
  title?: string;
  release?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Every stack in a parsed input: records, flattened or OTLP log records, the sandbox's beacon list, arrays of them. */
function traceables(value: unknown): Traceable[] {
  if (Array.isArray(value)) return value.flatMap(traceables);
  if (!isObject(value)) return [];
  if ('resourceLogs' in value && isOtlpLogs(value)) return traceables(logRecordsOf(value));
  if (Array.isArray(value.records)) return traceables(value.records); // a beacon as the sandbox lists it
  const attributes = isObject(value.attributes) && !Array.isArray(value.attributes) ? value.attributes : undefined;
  const stack = text(value.stack) ?? text(attributes?.['exception.stacktrace']);
  if (!stack) return [];
  const resource = isObject(value.resource) ? value.resource : {};
  const where = [
    text(value.kind) ?? text(attributes?.['h5.error.kind']),
    text(value.route) ?? text(attributes?.['app.screen.name']),
  ];
  const message = text(value.message) ?? text(attributes?.['exception.message']) ?? text(value.body);
  return [
    {
      stack,
      title: [message, where.some(Boolean) && `(${where.filter(Boolean).join(', ')})`].filter(Boolean).join(' '),
      release: text(value.release) ?? text(resource['service.version']),
    },
  ];
}

/** The input's stacks: JSON of any shape above, or else the text itself as one pasted stack. */
export function stacksIn(input: string): Traceable[] {
  try {
    return traceables(JSON.parse(input));
  } catch {
    return [{ stack: input }];
  }
}

/** A source as the map names it (`../../widgets/X/X.tsx`, relative to the map's folder), as a project path. */
const projectPath = (source: string) => source.replace(/^(\.\.\/)+/, '').replace(/^\/+/, '');

const FUNCTION_PATTERNS = [
  /\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)/,
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*(?::[^=]+)?=>)/,
  /^\s*(?:(?:public|private|protected|static|async|override|get|set)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^{]+)?\{\s*$/,
];
const NOT_FUNCTIONS = new Set(['if', 'for', 'while', 'switch', 'catch', 'return', 'with']);

/** The name of the function a source line is in: the nearest declaration at or above it (a reader's guess, as a person would make it). */
export function enclosingFunction(source: string, line: number): string | undefined {
  const lines = source.split('\n');
  for (let index = Math.min(line, lines.length) - 1; index >= 0 && index >= line - 400; index--) {
    for (const pattern of FUNCTION_PATTERNS) {
      const name = pattern.exec(lines[index])?.[1];
      if (name && !NOT_FUNCTIONS.has(name)) return name;
    }
  }
  return undefined;
}

function createTracer(mapsDir: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (path: string) => {
    if (!maps.has(path)) {
      const file = join(mapsDir, `${path.replace(/^\//, '')}.map`);
      maps.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(path);
  };
  return (frame: StackFrame): string => {
    let path: string;
    try {
      path = new URL(frame.at).pathname;
    } catch {
      return formatFrame(frame);
    }
    const map = frame.line !== undefined && frame.column !== undefined ? mapOf(path) : undefined;
    if (!map)
      return `${formatFrame(frame)}${path.endsWith('.js') && frame.line ? '   (no source map for it here)' : ''}`;
    const original = originalPositionFor(map, { line: frame.line!, column: frame.column! - 1 });
    if (original.source === null) return `${formatFrame(frame)}   (no mapping at this position)`;
    const content = sourceContentFor(map, original.source);
    const fn = (content && enclosingFunction(content, original.line)) ?? original.name ?? frame.fn;
    const source = `${projectPath(original.source)}:${original.line}:${original.column + 1}`;
    return fn ? `    at ${fn} (${source})` : `    at ${source}`;
  };
}

/** The traced text of every stack in the input, each after a heading. */
export function traceInput(input: string, mapsDir: string = DEFAULT_MAPS): string {
  const stacks = stacksIn(input);
  if (stacks.length === 0) return 'No stack in the input: give a record, a beacon or a pasted stack.\n';
  const infoFile = join(mapsDir, MAPS_RELEASE_FILE);
  const mapsRelease = existsSync(infoFile)
    ? (JSON.parse(readFileSync(infoFile, 'utf8')) as BuildInfo).release
    : undefined;
  const trace = createTracer(mapsDir);
  return stacks
    .map(({ stack, title, release }) => {
      const heading = [title || 'A stack', release && `[release ${release}]`].filter(Boolean).join(' ');
      const mismatch =
        release && mapsRelease && release !== mapsRelease
          ? `  (the maps in ${mapsDir} are of release ${mapsRelease}: trace with the maps of ${release})\n`
          : '';
      const frames = stack
        .split('\n')
        .map(parseFrame)
        .filter((frame): frame is StackFrame => frame !== undefined);
      return `${heading}\n${mismatch}${frames.map(trace).join('\n')}\n`;
    })
    .join('\n');
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  const { values, positionals } = parseArgs({ options: { maps: { type: 'string' } }, allowPositionals: true });
  const from = positionals[0];
  if (!from) {
    console.error('usage: npm run trace -- <file, or - for standard input> [--maps <source-map folder>]');
    process.exit(2);
  }
  const mapsDir = values.maps ? resolve(values.maps) : DEFAULT_MAPS;
  if (!existsSync(mapsDir)) {
    console.error(
      `No source maps at ${mapsDir}: build first (npm run build), or name the release's folder with --maps`,
    );
    process.exit(2);
  }
  process.stdout.write(traceInput(readFileSync(from === '-' ? 0 : from, 'utf8'), mapsDir));
}
