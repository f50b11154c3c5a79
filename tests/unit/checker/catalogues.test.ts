// @vitest-environment node
// `npm run check:pages` proves the words complete: a key missing from either locale, in a catalogue or where a page
// uses it, is an error at its place.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProject } from '../../../checker/node';

const repository = resolve(import.meta.dirname, '../../..');
let root = '';

/** A copy of the project's pages, manifest and catalogues, with one catalogue edited. */
function projectWith(edit: (catalogues: { en: Record<string, string>; fil: Record<string, string> }) => void): string {
  root = mkdtempSync(join(tmpdir(), 'catalogues-'));
  for (const part of ['pages', 'pages.json', 'messages', 'env.json'])
    cpSync(join(repository, part), join(root, part), { recursive: true });
  const read = (locale: string) =>
    JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
  const catalogues = { en: read('en'), fil: read('fil') };
  edit(catalogues);
  for (const [locale, catalogue] of Object.entries(catalogues))
    writeFileSync(join(root, 'messages', `${locale}.json`), JSON.stringify(catalogue, null, 2));
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const brief = (problems: Awaited<ReturnType<typeof checkProject>>) =>
  problems.map((p) => `${p.file} ${p.code} ${p.pointer}`);

describe('the checker and the message catalogues', () => {
  it('the shipped catalogues and pages agree', async () => {
    const problems = await checkProject({ root: projectWith(() => {}) });
    expect(brief(problems).filter((line) => / message-/.test(line))).toEqual([]);
  });

  it('a key missing from Filipino is an error in fil.json and at every page that uses it', async () => {
    const problems = await checkProject({ root: projectWith(({ fil }) => void delete fil['bindBank.next']) });
    expect(brief(problems).filter((line) => / message-/.test(line))).toEqual([
      'messages/fil.json message-catalogue /bindBank.next',
      expect.stringMatching(/^pages\/bindBank\.json message-key \/regions\/.*\/props\/label\/\$t$/),
    ]);
  });

  it('a placeholder that differs between the locales is an error', async () => {
    const problems = await checkProject({
      root: projectWith(({ fil }) => void (fil['common.amountDue'] = 'Babayaran {total}')),
    });
    expect(brief(problems)).toContain('messages/fil.json message-catalogue /common.amountDue');
  });
});
