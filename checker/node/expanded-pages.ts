// Page definitions as the renderer gets them: read from pages/ with their fragment uses expanded. The build,
// the dev server, the tests and the generators read pages through this, so none of them sees a `use`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expandFragments, type Fragment, type Fragments } from '../pages/fragments';
import { isPlainObject } from '../read/json-pointer';
import { describeProblem } from '../problem';
import { fragmentNameOf } from '../targets';
import { fragmentFiles, readJsonFile, type JsonRead } from './project-files';

type Read = (file: string, path: string) => JsonRead;
const fromDisk: Read = (_file, path) => readJsonFile(path);

/** The project's fragments by name; a file that is not a fragment (reported by the checker) is left out. */
export function readFragments(
  root: string,
  read: Read = fromDisk,
  watch: (path: string) => void = () => {},
): Fragments {
  return Object.fromEntries(
    fragmentFiles(root).flatMap((file) => {
      const path = resolve(root, file);
      watch(path);
      const result = read(file, path);
      return result.ok && isPlainObject(result.value) && 'body' in result.value
        ? [[fragmentNameOf(file) as string, result.value as unknown as Fragment]]
        : [];
    }),
  );
}

/** A page definition with its fragments expanded; a use that does not expand is an error naming the file. */
export function expandPage(page: unknown, fragments: Fragments, file = 'page'): unknown {
  const { value, findings } = expandFragments(page, fragments);
  if (findings.length)
    throw new Error(`${file}: ${findings.map((finding) => `${finding.code}: ${describeProblem(finding)}`).join('; ')}`);
  return value;
}

/** pages/<name>.json (or any page file) read and expanded, every file it depends on passed to `watch`. */
export function readExpandedPage(root: string, path: string, watch: (path: string) => void = () => {}): unknown {
  watch(path);
  return expandPage(JSON.parse(readFileSync(path, 'utf8')), readFragments(root, fromDisk, watch), path);
}
