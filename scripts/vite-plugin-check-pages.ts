// Fails `vite build` when the page checker finds a problem, so no page with a broken reference or
// expression can ship. The dev server does not run it: a page mid-edit should not stop the server.
import type { Plugin } from 'vite';
import { checkProject, formatProblem, type CheckOptions } from './checker/index';

/** `options` exists for tests, which point the check at a fixture project. */
export function checkPagesPlugin(options: CheckOptions = {}): Plugin {
  return {
    name: 'lender:check-pages',
    apply: 'build',
    async buildStart() {
      const problems = await checkProject(options);
      if (problems.length) {
        this.error(`The page checker found ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
      }
    },
  };
}
