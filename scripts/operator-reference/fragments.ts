// The fragments chapter: each part written once under pages/fragments/, its parameters and a use to copy, and
// which page files use it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fragmentUsers, type Fragment } from '../../checker/pages/fragments';
import { readFragments } from '../../checker/node/expanded-pages';
import { anchor, code, jsonBlock, table } from './markdown';

interface NamedFragment {
  name: string;
  fragment: Fragment;
  usedBy: string[];
  /** The first use of it in the first page that uses it, as that page writes it: a use known to pass the checker. */
  example?: { use: Record<string, unknown>; file: string };
}

/** The first `{ "use": name }` in a page, depth first, as written. */
export function firstUse(page: unknown, name: string): Record<string, unknown> | undefined {
  if (typeof page !== 'object' || page === null) return undefined;
  const record = page as Record<string, unknown>;
  if (record.use === name) {
    const { $schema: _editorLine, ...use } = record;
    return use;
  }
  for (const value of Object.values(record)) {
    const found = firstUse(value, name);
    if (found) return found;
  }
  return undefined;
}

export function readFragmentDocs(root: string): NamedFragment[] {
  const fragments = readFragments(root);
  const pages = readdirSync(join(root, 'pages'))
    .filter((file) => file.endsWith('.json'))
    .sort();
  const documents = new Map(
    pages.map((file) => [file, JSON.parse(readFileSync(join(root, 'pages', file), 'utf8')) as unknown] as const),
  );
  const users = fragmentUsers(documents, fragments);
  return Object.keys(fragments)
    .sort()
    .map((name) => {
      const usedBy = users.get(name) ?? [];
      const file = usedBy.find((user) => firstUse(documents.get(user), name));
      const use = file === undefined ? undefined : firstUse(documents.get(file), name);
      return { name, fragment: fragments[name], usedBy, ...(file && use ? { example: { use, file } } : {}) };
    });
}

/** A real use (from a page the checker passes), else one with every parameter it needs, each a placeholder. */
function exampleUse({ name, fragment, example }: NamedFragment): unknown {
  if (example) return example.use;
  const placeholder: Record<string, unknown> = {
    string: '…',
    number: 0,
    boolean: true,
    object: {},
    array: [],
    text: { $t: 'common.…' },
    value: null,
  };
  const needed = Object.entries(fragment.params ?? {}).filter(
    ([, param]) => param.default === undefined && !param.optional,
  );
  if (!needed.length) return { use: name };
  return { use: name, with: Object.fromEntries(needed.map(([param, { type }]) => [param, placeholder[type]])) };
}

/** The fragment's parameters as a table, or a line saying it takes none. */
function parametersTable(fragment: Fragment): string {
  const params = Object.entries(fragment.params ?? {});
  if (!params.length) return 'No parameters: the use below puts it in as it is.';
  return table(
    ['parameter', 'kind', 'default', 'what it is'],
    params.map(([param, p]) => [
      code(param),
      p.type,
      p.default !== undefined ? code(JSON.stringify(p.default)) : p.optional ? '(may be left out)' : '(required)',
      p.description ?? '',
    ]),
  );
}

export function fragmentsChapter(fragments: NamedFragment[]): string {
  return [
    '## Fragments',
    'Parts written once in `pages/fragments/<name>.json` and put in a page with `{ "use": "<name>", "with": { … } }` wherever their body belongs (see [pages.md](pages.md#fragments-parts-written-once)).',
    ...fragments.map((entry) =>
      [
        `### ${entry.name}`,
        entry.fragment.description ?? '',
        parametersTable(entry.fragment),
        jsonBlock(exampleUse(entry)),
        `${entry.example ? `As ${code(`pages/${entry.example.file}`)} writes it. ` : ''}Used by: ${entry.usedBy.map((file) => code(`pages/${file}`)).join(', ') || 'no page yet'}.`,
      ].join('\n\n'),
    ),
  ].join('\n\n');
}

export const fragmentsContents = (fragments: NamedFragment[]) =>
  `- [Fragments](#fragments): ${fragments.map(({ name }) => `[${name}](#${anchor(name)})`).join(', ')}`;
