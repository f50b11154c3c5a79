// @vitest-environment node
// Every example of the operator reference (docs/operator-reference.md) passes the page checker as an operator would
// paste it: a widget into a page's region, an action into a chain, a timer into the page's timers, each in a page that
// has what the example names (the dialog it opens, the chain it runs, the state and data it reads, a route declaring
// the query it reads). A fragment's example is a use taken from a page of the project, checked there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProject, formatProblem } from '../../../checker/node/index';
import { pathReads } from '../../../checker/expr/reads';
import { firstUse } from '../../../scripts/operator-reference/fragments';
import { isBinding } from '../../../renderer/host';

const root = join(import.meta.dirname, '../../..');
const reference = readFileSync(join(root, 'docs/operator-reference.md'), 'utf8');
const routes = (JSON.parse(readFileSync(join(root, 'pages.json'), 'utf8')) as { routes: Record<string, Json> }).routes;

type Json = Record<string, unknown>;
interface Example {
  chapter: string;
  section: string;
  value: Json;
  /** The line under the block (a fragment's says which page it was taken from). */
  after: string;
}

/** Every ```json block of the reference, with the chapter and section it stands in. */
function examples(): Example[] {
  const lines = reference.split('\n');
  const found: Example[] = [];
  let chapter = '';
  let section = '';
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i].startsWith('## ')) [chapter, section] = [lines[i].slice(3), ''];
    else if (lines[i].startsWith('### ')) section = lines[i].slice(4);
    else if (lines[i] === '```json') {
      const end = lines.indexOf('```', i);
      const after = lines.slice(end + 1).find((line) => line.trim() !== '') ?? '';
      found.push({ chapter, section, value: JSON.parse(lines.slice(i + 1, end).join('\n')) as Json, after });
      i = end;
    }
  }
  return found;
}

/** Every object with a `do` in a value, at any depth (an action and the chains inside it). */
function actionsIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(actionsIn);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Json;
  return [...(typeof record.do === 'string' ? [record] : []), ...Object.values(record).flatMap(actionsIn)];
}

const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** The names a part reads from the page around it: state keys, data names, query keys. */
function reads(value: unknown, root: string): string[] {
  const names = stringsIn(value)
    .filter((text) => isBinding(text))
    .flatMap((text) => pathReads(text))
    .flatMap((read) => (read.root === root && read.steps[0] && 'field' in read.steps[0] ? [read.steps[0].field] : []));
  return [...new Set(names)];
}

const named = (actions: Json[], kind: string, member: string) =>
  Object.fromEntries(actions.filter((a) => a.do === kind && typeof a[member] === 'string').map((a) => [a[member], a]));

/** A page holding `part` where it belongs, with what the part names; and the page file of a route for its query. */
function pageAround(part: Json, place: (page: Json) => void): { file: string; page: Json } {
  const actions = actionsIn(part);
  const dialogs = { ...named(actions, 'openDialog', 'dialog'), ...named(actions, 'closeDialog', 'dialog') };
  const page: Json = {
    title: { $t: 'common.orderDetails' },
    state: Object.fromEntries(reads(part, 'state').map((key) => [key, 0])),
    onLoad: reads(part, 'data').map((name) => ({ do: 'set', path: `{{ data.${name} }}`, value: {} })),
    chains: Object.fromEntries(Object.keys(named(actions, 'run', 'chain')).map((name) => [name, []])),
    validations: Object.fromEntries(Object.keys(named(actions, 'validate', 'form')).map((name) => [name, []])),
    dialogs: Object.fromEntries(
      Object.keys(dialogs).map((name) => [name, { title: { $t: 'common.confirm' }, closable: true, children: [] }]),
    ),
    regions: [{ name: 'main', children: [] }],
  };
  place(page);
  const query = reads(part, 'query');
  const route = Object.values(routes).find(
    (entry) =>
      typeof entry.page === 'string' && query.every((key) => (entry.query as string[] | undefined)?.includes(key)),
  );
  return { file: `pages/${String(route?.page)}.json`, page };
}

/** What is left for a part on its own to answer for: not the rest of a page it does not have. */
const ISOLATION = new Set(['dialog-unopened', 'state-unread']);

async function problemsOf(example: Example): Promise<string[]> {
  const { value } = example;
  const around =
    example.chapter === 'Widgets'
      ? pageAround(value, (page) => ((page.regions as Array<{ children: unknown[] }>)[0].children = [value]))
      : example.chapter === 'Actions'
        ? pageAround(value, (page) => void (page.onLoad as unknown[]).push(value))
        : pageAround(value, (page) => Object.assign(page, value));
  const problems = await checkProject({ files: [around.file], documents: { [around.file]: around.page } });
  return problems.filter((problem) => !ISOLATION.has(problem.code)).map(formatProblem);
}

const all = examples();
const pasted = all.filter(({ chapter }) => ['The page', 'Widgets', 'Actions'].includes(chapter));

describe('the operator reference passes its own checker', () => {
  it('has an example for the page, every widget and every action', () => {
    expect(pasted.filter(({ chapter }) => chapter === 'Widgets').length).toBeGreaterThan(30);
    expect(pasted.filter(({ chapter }) => chapter === 'Actions').length).toBeGreaterThan(15);
    expect(pasted.some(({ section }) => section === 'Timers')).toBe(true);
  });

  it.each(pasted.map((example) => [`${example.chapter}: ${example.section}`, example] as const))(
    '%s: no problem when pasted into a page',
    async (_, example) => {
      expect(await problemsOf(example)).toEqual([]);
    },
  );

  it('shows each fragment as a page of the project uses it (that page passes check:pages)', () => {
    const fragments = all.filter(({ chapter }) => chapter === 'Fragments');
    expect(fragments.length).toBeGreaterThan(5);
    for (const { section, value, after } of fragments) {
      const file = /^As `(pages\/[^`]+)` writes it\./.exec(after)?.[1];
      expect(file, section).toBeDefined();
      expect(firstUse(JSON.parse(readFileSync(join(root, file as string), 'utf8')), section), section).toEqual(value);
    }
  });

  it('would catch an example with words written into it', async () => {
    const notice = {
      chapter: 'Widgets',
      section: 'Notice',
      after: '',
      value: { type: 'Notice', props: { text: 'Hi' } },
    };
    expect(await problemsOf(notice)).toEqual([expect.stringContaining('inline-text')]);
  });
});
