// Which build is running: the release, an id made from the commit and the built files themselves (the same files give
// the same id, whatever the environment they are configured for: HTML is left out). The build stamps it on every
// HTML file (`<meta name="app-release">`, which the app puts on every telemetry record), writes /version.json, and
// writes the source maps beside the build, never into it: `dist-sourcemaps/` for `dist/`, with the release they
// belong to, for the lender to keep with the release and for `npm run trace` to read. Nothing served names them
// (`build.sourcemap: 'hidden'` writes no sourceMappingURL comment).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { RELEASE_META } from '../renderer/start/pageConfig';

/** What a build says about itself: in /version.json (with the environment) and beside its source maps. */
export interface BuildInfo {
  release: string;
  /** The git commit the build was made from ("unknown" outside a git checkout). */
  commit: string;
  /** When the build was made (ISO 8601, UTC). */
  builtAt: string;
}

/** What /version.json says: the build, and the environment the folder was configured for. */
export interface VersionDocument extends BuildInfo {
  environment: string;
}

export const VERSION_FILE = 'version.json';
/** In the source-map folder: the build its maps belong to. */
export const MAPS_RELEASE_FILE = 'release.json';

/** The folder beside a build that holds its source maps. */
export const sourceMapsDir = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;

export function currentCommit(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The release id: the commit's first 12 characters and a digest of every built file, by name and content. */
export function releaseId(commit: string, files: ReadonlyArray<readonly [name: string, content: string | Uint8Array]>) {
  const digest = createHash('sha256');
  for (const [name, content] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    digest.update(name).update('\0').update(content).update('\0');
  }
  return `${commit.slice(0, 12)}-${digest.digest('hex').slice(0, 12)}`;
}

/** The HTML with the release stamped before `</head>`, where the app reads it (renderer/start/pageConfig.ts). */
export function withRelease(html: string, release: string): string {
  const meta = `<meta name="${RELEASE_META}" content="${release}" />`;
  return html.replace(/\n(\s*)<\/head>/, (closing, indent: string) => `\n${indent}  ${meta}${closing}`);
}

const isHtml = (file: string) => file.endsWith('.html');
const isMap = (file: string) => file.endsWith('.map');
/** Vite's own manifest (.vite/) describes the files; it is no part of what runs. */
const isBuildRecord = (file: string) => file.startsWith('.vite/');

interface ReleaseOptions {
  root: string;
  /** The environment env.json names: the build's own /version.json (npm run configure writes another's). */
  environment: string;
}

export function releasePlugin({ root, environment }: ReleaseOptions): Plugin {
  let maps: Array<[string, string | Uint8Array]> = [];
  let info: BuildInfo | undefined;
  return {
    name: 'app-release',
    apply: 'build',
    // Last: the files are final (Vite's preload map and the compile hints are in), and their maps with them.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const outputs = Object.values(bundle);
        const files = outputs
          .filter((output) => !isHtml(output.fileName) && !isMap(output.fileName) && !isBuildRecord(output.fileName))
          .map((output) => [output.fileName, output.type === 'chunk' ? output.code : output.source] as const);
        const commit = currentCommit(root);
        info = { release: releaseId(commit, files), commit, builtAt: new Date().toISOString() };
        maps = [];
        for (const output of outputs) {
          if (output.type === 'asset' && isHtml(output.fileName))
            output.source = withRelease(String(output.source), info.release);
          if (output.type === 'asset' && isMap(output.fileName)) {
            maps.push([output.fileName, output.source]);
            delete bundle[output.fileName];
          }
        }
        const version: VersionDocument = { ...info, environment };
        this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${JSON.stringify(version, null, 2)}\n` });
      },
    },
    writeBundle(options) {
      if (!options.dir || !info) return;
      const dir = sourceMapsDir(options.dir);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const [file, source] of maps) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), source);
      }
      writeFileSync(join(dir, MAPS_RELEASE_FILE), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}
