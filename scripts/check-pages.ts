// `npm run check:pages [-- [--root <dir>] [--format json] [--strict] files...]`: one line per problem
// (errors, then warnings) and exit code 1 on any error (on any warning too with --strict), or a one-line
// all-clear. `--format json` prints the problems as a JSON array for editors and CI annotations.
// `--root` points at another project (the test fixtures) that reuses this repository's schemas.
import { resolve } from 'node:path';
import { checkProject, formatProblem, isError, problemRecord } from './checker/index';
import { allProjectFiles } from './checker/project-files';
import { repositoryRoot } from './checker/schema-loader.mjs';

interface Arguments { root: string; files: string[]; json: boolean; strict: boolean }

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
  };
}

const { root, files, json, strict } = parseArguments(process.argv.slice(2));
const problems = await checkProject({ root, files: files.length ? files : undefined });
const errors = problems.filter(isError);
const warnings = problems.filter((problem) => !isError(problem));
const fails = errors.length > 0 || (strict && warnings.length > 0);
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

if (json) {
  console.log(JSON.stringify(problems.map(problemRecord), null, 2));
} else if (problems.length) {
  for (const problem of [...errors, ...warnings]) console.log(formatProblem(problem));
  console.error(`${count(errors.length, 'error')}, ${count(warnings.length, 'warning')}${warnings.length && !strict ? ' (warnings fail only with --strict)' : ''}`);
} else {
  console.log(`${files.length || allProjectFiles(root).length} files checked, no problems`);
}
if (fails) process.exitCode = 1;
