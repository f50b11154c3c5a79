// `npm run check:pages [-- [--root <dir>] files...]`: one line per problem and exit code 1, or a one-line
// all-clear. `--root` points at another project (the test fixtures) that reuses this repository's schemas.
import { resolve } from 'node:path';
import { checkProject, formatProblem } from './checker/index';
import { allProjectFiles } from './checker/project-files';
import { repositoryRoot } from './checker/schema-loader.mjs';

function parseArguments(args: string[]): { root: string; files: string[] } {
  const rootFlag = args.indexOf('--root');
  const rootArg = rootFlag >= 0 ? args[rootFlag + 1] : undefined;
  const rest = rootFlag >= 0 ? [...args.slice(0, rootFlag), ...args.slice(rootFlag + 2)] : args;
  // Paths are as typed in the shell, so they are resolved against the working directory.
  return { root: rootArg ? resolve(process.cwd(), rootArg) : repositoryRoot, files: rest.map((file) => resolve(process.cwd(), file)) };
}

const { root, files } = parseArguments(process.argv.slice(2));
const problems = await checkProject({ root, files: files.length ? files : undefined });

if (problems.length) {
  for (const problem of problems) console.log(formatProblem(problem));
  console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} found`);
  process.exitCode = 1;
} else {
  console.log(`${files.length || allProjectFiles(root).length} files checked, no problems`);
}
