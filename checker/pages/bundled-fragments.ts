// The project's fragments (pages/fragments/*.json) by name, bundled for what runs in a browser: the checker there
// (the lab, acceptPage), the lab's editor completion and the page stories. Node reads them from disk instead
// (checker/node/expanded-pages.ts).
import type { Fragment, Fragments } from './fragments';

const files = import.meta.glob<Fragment>('../../pages/fragments/*.json', { eager: true, import: 'default' });

export const projectFragments: Fragments = Object.fromEntries(
  Object.entries(files).map(([path, fragment]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, fragment]),
);
