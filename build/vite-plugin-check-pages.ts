// Fails `vite build` when the page checker finds an error, so no page with a broken reference or
// expression can ship; warnings are printed and the build goes on. The dev server does not run it: a
// page mid-edit should not stop the server.
import type { Plugin } from 'vite';
import { checkProject, formatProblem, isError, type CheckOptions } from '../checker/node/index';

/** `options` exists for tests, which point the check at a fixture project. */
export function checkPagesPlugin(options: CheckOptions = {}): Plugin {
  return {
    name: 'lender:check-pages',
    apply: 'build',
    async buildStart() {
      const problems = await checkProject(options);
      const errors = problems.filter(isError);
      for (const warning of problems.filter((problem) => !isError(problem))) this.warn(formatProblem(warning));
      if (errors.length) {
        this.error(`The page checker found ${errors.length} problem(s):\n${errors.map(formatProblem).join('\n')}`);
      }
    },
  };
}
