// @vitest-environment node
// The mutation corpus: every broken copy of a shipped page is rejected with its code at its pointer, the
// corpus covers every kind of mistake, and the shipped pages themselves pass clean.
import { describe, it, expect } from 'vitest';
import { checkProject, formatProblem } from '../../../checker/node/index';
import { generateMutations } from '../../../checker/node/mutations';
import { repositoryRoot } from './fixture-expectations';

const mutations = generateMutations(repositoryRoot);

/** Every kind of mistake the checker names, each of which the corpus must try at least once. */
const KINDS = [
  'data-field',
  'item-field',
  'result-field',
  'response-schema-missing',
  'call-param-missing',
  'call-param-unknown',
  'call-param-type',
  'navigate-query-unknown',
  'navigate-query-missing',
  'native-message-unknown',
  'dialog-unopened',
  'chain-unused',
  'validation-unused',
  'state-unset',
  'state-unread',
  'call-status-name',
  'run-cycle',
  'call-no-failure-path',
];

describe('the mutation script', () => {
  it('makes at least 60 cases covering every kind of mistake', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(mutations.map((mutation) => mutation.code));
    expect(KINDS.filter((kind) => !kinds.has(kind as never))).toEqual([]);
  });

  it('changes something in every case', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    for (const mutation of mutations) {
      const changed = Object.entries(mutation.documents).some(
        ([file, document]) =>
          JSON.stringify(JSON.parse(readFileSync(join(repositoryRoot, file), 'utf8'))) !== JSON.stringify(document),
      );
      expect(changed, mutation.name).toBe(true);
    }
  });
});

describe('the checker on the mutation corpus', () => {
  it.each(mutations.map((mutation) => [mutation.name, mutation] as const))(
    '%s is rejected with its code and pointer',
    async (_, mutation) => {
      const problems = await checkProject({ files: [mutation.file], documents: mutation.documents });
      const hit = problems.find((problem) => problem.code === mutation.code && problem.pointer === mutation.pointer);
      expect(
        hit,
        `${mutation.code} at ${mutation.pointer}; got:\n${problems.map(formatProblem).join('\n')}`,
      ).toBeDefined();
      expect(hit?.line).toBeGreaterThan(0);
    },
  );
});

describe('the shipped pages', () => {
  it('pass with no error and no warning (warnings a page accepts are justified in its notes)', async () => {
    expect((await checkProject()).map(formatProblem)).toEqual([]);
  });
});
