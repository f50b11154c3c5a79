// The words of the screens (messages/<locale>.json) as the Node part reads them: every catalogue that parses, by locale.
// A catalogue that does not parse is left out (its own file reports the syntax error), so pages are not told that
// every key is missing from it.
import { join } from 'node:path';
import { MESSAGES_DIR } from '../targets';
import { catalogueFiles, readJsonFile, type JsonRead } from './project-files';

export { MESSAGES_DIR };

/** Every catalogue of the project that could be read, by locale, as written. */
export function readCatalogues(
  root: string,
  read: (file: string, path: string) => JsonRead = (_file, path) => readJsonFile(path),
): Record<string, Record<string, unknown>> {
  const catalogues: Record<string, Record<string, unknown>> = {};
  for (const file of catalogueFiles(root)) {
    const result = read(file, join(root, file));
    if (result.ok && typeof result.value === 'object' && result.value !== null && !Array.isArray(result.value))
      catalogues[file.slice(MESSAGES_DIR.length + 1, -'.json'.length)] = result.value as Record<string, unknown>;
  }
  return catalogues;
}
