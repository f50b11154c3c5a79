// The command behind `npm run check:pages [-- [--root <dir>] [--format json] [--strict] [--watch] [--fix] files...]`
// (scripts/check-pages.mjs runs it from a cached bundle): one line per problem (errors, then warnings) and exit code 1
// on any error (on any warning too with --strict), or a one-line all-clear. `--format json` prints the problems as a JSON array for editors and CI annotations.
// `--watch` checks again on every save (the editor recipe in docs/checker.md). `--root` points at another
// project (the test fixtures) that reuses this repository's schemas. `--fix` first writes every one-click fix (a
// close name, `==` for `=`) to the files, saying what it changed, then reports what is left.
import { watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkProject, formatProblem, isError, problemRecord } from './index';
import { allProjectFiles } from './project-files';
import { applyFixes, formatFix } from './apply-fixes';
import { repositoryRoot } from './schema-loader.mjs';

interface Arguments {
  root: string;
  files: string[];
  json: boolean;
  strict: boolean;
  watching: boolean;
  fixing: boolean;
}

function parseArguments(args: string[]): Arguments {
  const rest = [...args];
  const take = (flag: string, hasValue: boolean): string | boolean | undefined => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const [, value] = rest.splice(at, hasValue ? 2 : 1);
    return hasValue ? value : true;
  };
  const root = take('--root', true);
  const format = take('--format', true);
  const strict = take('--strict', false) === true;
  const watching = take('--watch', false) === true;
  const fixing = take('--fix', false) === true;
  if (fixing && watching) {
    // Writing files on every save would fight the editor that is saving them.
    console.error('--fix writes the files once: run it without --watch');
    process.exit(2);
  }
  if (format !== undefined && format !== 'json' && format !== 'text') {
    console.error(`--format takes json or text, found ${String(format)}`);
    process.exit(2);
  }
  // Paths are as typed in the shell, so they are resolved against the working directory.
  return {
    root: typeof root === 'string' ? resolve(process.cwd(), root) : repositoryRoot,
    files: rest.map((file) => resolve(process.cwd(), file)),
    json: format === 'json',
    strict,
    watching,
    fixing,
  };
}

const { root, files, json, strict, watching, fixing } = parseArguments(process.argv.slice(2));
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One run: prints the problems and says whether the command should fail. */
async function run(): Promise<boolean> {
  const problems = await checkProject({ root, files: files.length ? files : undefined });
  const errors = problems.filter(isError);
  const warnings = problems.filter((problem) => !isError(problem));
  if (json) {
    console.log(JSON.stringify(problems.map(problemRecord), null, 2));
  } else if (problems.length) {
    for (const problem of [...errors, ...warnings]) console.log(formatProblem(problem));
    console.error(
      `${count(errors.length, 'error')}, ${count(warnings.length, 'warning')}${warnings.length && !strict ? ' (warnings fail only with --strict)' : ''}`,
    );
  } else {
    console.log(`${files.length || allProjectFiles(root).length} files checked, no problems`);
  }
  return errors.length > 0 || (strict && warnings.length > 0);
}

// A fix can make another one possible (an overlapping edit was left, a name is now known): a few passes at most.
const FIX_PASSES = 3;

/** Writes the fixes, checking again after each pass, and says what changed (on stderr with --format json). */
async function fix(): Promise<void> {
  for (let pass = 0; pass < FIX_PASSES; pass += 1) {
    const problems = await checkProject({ root, files: files.length ? files : undefined });
    const applied = applyFixes(root, problems);
    for (const line of applied.map(formatFix)) (json ? console.error : console.log)(line);
    if (!applied.length) return;
  }
}

if (!watching) {
  if (fixing) await fix();
  if (await run()) process.exitCode = 1;
} else {
  // The lines "check-pages: checking" / "check-pages: done" frame each run for an editor's background
  // problem matcher (.vscode/tasks.json); a burst of saves is checked once. Schemas are compiled once per
  // process, so a schema edit needs a restart.
  let timer: NodeJS.Timeout | undefined;
  const again = async () => {
    console.log('check-pages: checking');
    await run();
    console.log('check-pages: done');
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void again(), 150);
  };
  for (const path of ['pages', 'pages.json', 'api', 'env.json', 'messages']) {
    try {
      watch(join(root, path), { recursive: true }, schedule);
    } catch {
      // a project without this file or folder (a fixture) has nothing there to watch
    }
  }
  await again();
}
