// `npm run configure -- --env <file> --out <dir> [--build dist]`: one build, made deployable for one environment.
// The env file is checked against schemas/env.schema.json first (a bad one is refused with its line and reason, as
// the page checker words it); then <dir>/site/ is the build with every route's HTML written for that environment
// (build/env-html.ts: the env block the app reads at load time, the CSP, the theme's base styles, the title) and its
// /version.json naming the environment, and <dir>/nginx/lender-h5.conf is the server configuration generated for it.
// The scripts and styles are copied byte for byte (and checked to be): the JavaScript is the same for every
// environment, so the files tested are the files deployed. Every field of the env file goes into the page as it is:
// a new field needs nothing here.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import manifest from '../pages.json' with { type: 'json' };
import { checkFileText } from '../checker/read/check-text';
import { nodeFacts } from '../checker/node';
import { schemaCheck } from '../checker/node/schema-check';
import { formatProblem, isError, type Problem } from '../checker/problem';
import { envHtml, envInHtml, type HtmlEnv } from '../build/env-html';
import type { EnvJson } from '../api/env';
import { NGINX_CONF_NAME, nginxConf } from '../build/nginx-conf';
import { ASSETS_DIR, htmlPages } from '../build/serving';
import { drawSite } from '../build/prerender';
import { VERSION_FILE, type VersionDocument } from '../build/vite-plugin-release';

const root = resolve(import.meta.dirname, '..');

/** Where a configured folder keeps the web root and the server configuration. */
export const SITE_DIR = 'site';
export const NGINX_DIR = 'nginx';

export interface ConfigureOptions {
  /** The env file (JSON, schemas/env.schema.json). */
  env: string;
  /** The deployable folder to write (made; an earlier one of these is replaced, anything else refused). */
  out: string;
  /** The build to configure (default dist/). */
  build?: string;
}

export type ConfigureResult =
  { ok: true; version: VersionDocument; site: string; nginx: string } | { ok: false; problems: string[] };

const refused = (...problems: string[]): ConfigureResult => ({ ok: false, problems });

/** The env file's problems as the page checker words them (`file:line:column: code: /pointer: …`). */
export function envFileProblems(file: string, text: string): Problem[] {
  return checkFileText('env', file, text, nodeFacts(root), schemaCheck());
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Why `dir` is not a build this checkout can configure, or undefined when it is one. */
function notABuild(dir: string): string | undefined {
  if (!existsSync(join(dir, VERSION_FILE)) || envInHtml(readFileSync(join(dir, 'index.html'), 'utf8')) === undefined)
    return `${dir} is not a build of this project with a release and an env block: run npm run build`;
  const missing = htmlPages(manifest).filter(({ file }) => !existsSync(join(dir, file)));
  if (missing.length > 0)
    return `${dir} lacks the HTML of ${missing.map(({ file }) => file).join(', ')}: it was built from other pages than this checkout's pages.json`;
  return undefined;
}

/**
 * The page lab is in a build only when it was made with VITE_LAB=on (main.tsx): an env file that turns it on for a
 * build without it would promise testers a lab that is not there.
 */
function labMissing(build: string, env: { lab?: boolean }): string | undefined {
  if (env.lab !== true) return undefined;
  const manifestFile = join(build, '.vite', 'manifest.json');
  const modules = existsSync(manifestFile) ? Object.keys(JSON.parse(readFileSync(manifestFile, 'utf8')) as object) : [];
  return modules.some((module) => module.startsWith('lab/'))
    ? undefined
    : `the env file turns the page lab on ("lab": true), and this build has none: build with VITE_LAB=on, or set "lab": false`;
}

/** An existing --out may only be an earlier configured folder (nothing else of anyone's is deleted). */
function clearOut(out: string): string | undefined {
  if (!existsSync(out)) return undefined;
  const entries = readdirSync(out).sort();
  if (entries.length === 0) return undefined;
  const earlier = entries.join() === [NGINX_DIR, SITE_DIR].join() && existsSync(join(out, SITE_DIR, VERSION_FILE));
  if (!earlier) return `${out} exists and is not a folder this command made: choose another --out`;
  rmSync(out, { recursive: true });
  return undefined;
}

export function configure({ env: envFile, out, build = join(root, 'dist') }: ConfigureOptions): ConfigureResult {
  if (!existsSync(envFile)) return refused(`${envFile}: no such env file`);
  const text = readFileSync(envFile, 'utf8');
  const problems = envFileProblems(relative(process.cwd(), envFile) || envFile, text);
  if (problems.some(isError)) return refused(...problems.map(formatProblem));
  // Checked against schemas/env.schema.json above.
  const env = JSON.parse(text) as HtmlEnv & EnvJson;
  const notBuild = notABuild(build) ?? labMissing(build, env);
  if (notBuild) return refused(notBuild);
  const outProblem = clearOut(out);
  if (outProblem) return refused(outProblem);

  const site = join(out, SITE_DIR);
  // Vite's manifest (.vite/) describes the build for its tools; it has no place on a server.
  cpSync(build, site, { recursive: true, filter: (source) => !relative(build, source).startsWith('.vite') });
  for (const file of filesUnder(site).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(site, file), 'utf8');
    // The app's HTML carries the env block; the public site's static documents (legal/) do not, and stay as they are.
    if (envInHtml(html) !== undefined) writeFileSync(join(site, file), envHtml(html, env));
  }
  // The screens that need no answer, drawn again with this environment's words and details (build/prerender/).
  drawSite(site, env);
  const built = JSON.parse(readFileSync(join(build, VERSION_FILE), 'utf8')) as VersionDocument;
  const version: VersionDocument = { ...built, environment: env.environment };
  writeFileSync(join(site, VERSION_FILE), `${JSON.stringify(version, null, 2)}\n`);
  const changed = filesUnder(join(build, ASSETS_DIR)).filter(
    (file) => digest(join(build, ASSETS_DIR, file)) !== digest(join(site, ASSETS_DIR, file)),
  );
  if (changed.length > 0) throw new Error(`configure changed hashed assets, which it must never do: ${changed.join()}`);

  const nginx = join(out, NGINX_DIR, NGINX_CONF_NAME);
  mkdirSync(join(out, NGINX_DIR), { recursive: true });
  writeFileSync(nginx, nginxConf(env, manifest));
  return { ok: true, version, site, nginx };
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: { env: { type: 'string' }, out: { type: 'string' }, build: { type: 'string' } },
  });
  if (!values.env || !values.out) {
    console.error('usage: npm run configure -- --env <env file> --out <folder> [--build <build folder, default dist>]');
    process.exit(2);
  }
  const result = configure({
    env: resolve(values.env),
    out: resolve(values.out),
    build: values.build ? resolve(values.build) : undefined,
  });
  if (!result.ok) {
    console.error(`Refused, nothing written:\n${result.problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  const shown = (path: string) => relative(process.cwd(), path) || '.';
  console.log(
    `Release ${result.version.release} configured for "${result.version.environment}":\n` +
      `  ${shown(result.site)}/  the web root (nginx root), with /${VERSION_FILE}\n` +
      `  ${shown(result.nginx)}  include it in your server block (docs/deploy.md)`,
  );
}
