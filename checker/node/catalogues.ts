// The words of the screens (messages/<locale>.json) for `npm run check:pages`: every locale has exactly English's keys
// with the same placeholders, and every key a page uses is in every locale with the placeholders the page fills in.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkPageMessages, compareCatalogues } from '../catalogue-check';
import { inFile, type Problem } from '../problem';
import { readJsonFile } from './project-files';
import { checkExpanded } from '../fragment-check';
import type { Fragments } from '../fragments';

export const MESSAGES_DIR = 'messages';

/** Every catalogue of the project by locale, as written; none when the project has no messages/ folder. */
export function readCatalogues(root: string): Record<string, Record<string, unknown>> {
  const dir = join(root, MESSAGES_DIR);
  if (!existsSync(dir)) return {};
  const catalogues: Record<string, Record<string, unknown>> = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const read = readJsonFile(join(dir, name));
    if (read.ok && typeof read.value === 'object' && read.value !== null)
      catalogues[name.slice(0, -'.json'.length)] = read.value as Record<string, unknown>;
  }
  return catalogues;
}

/** The catalogues against English, each problem in its locale's file. */
export function catalogueProblems(catalogues: Record<string, Record<string, unknown>>): Problem[] {
  return compareCatalogues(catalogues).flatMap(({ locale, key, message }) =>
    inFile(`${MESSAGES_DIR}/${locale}.json`, [
      {
        code: 'message-catalogue',
        pointer: `/${key}`,
        expected: `every key of en with its placeholders`,
        found: `"${key}" ${message}`,
      },
    ]),
  );
}

/** A page's words against every catalogue, each problem at the `$t` that names the key. */
export function pageMessageProblems(
  file: string,
  page: unknown,
  text: string,
  catalogues: Record<string, Record<string, unknown>>,
  fragments: Fragments = {},
): Problem[] {
  if (Object.keys(catalogues).length === 0) return [];
  // Words inside fragments are checked where a page uses them, with the page's parameters in place.
  const findings = checkExpanded(page, fragments, (expanded) =>
    checkPageMessages(expanded, catalogues).map(({ locale, key, pointer, message }) => ({
      code: 'message-key' as const,
      pointer: pointer ?? '',
      expected: `a key of messages/${locale}.json with the placeholders the page gives`,
      found: `"${key}" ${message}`,
    })),
  );
  // A use that does not expand is the page check's to report; here it only means nothing to say about words.
  return inFile(
    file,
    findings.filter((finding) => finding.code === 'message-key'),
    text,
  );
}
