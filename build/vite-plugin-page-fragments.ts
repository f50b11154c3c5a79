// A page file imported as JSON (`import page from './pages/x.json'`, the dev server's page modules, the tests)
// arrives with its fragment uses expanded (checker/pages/fragments.ts): only the checker and the lab ever see a `use`.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readExpandedPage } from '../checker/node/expanded-pages';

const PAGE_FILE = /\/pages\/[A-Za-z][A-Za-z0-9]*\.json$/;

export function pageFragmentsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'app-page-fragments',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const path = id.replace(/\\/g, '/');
      if (!PAGE_FILE.test(path)) return null;
      // Vite's JSON plugin turns the text into the module, as for any JSON file.
      return JSON.stringify(readExpandedPage(resolve(root), id, (file) => this.addWatchFile(file)));
    },
  };
}
