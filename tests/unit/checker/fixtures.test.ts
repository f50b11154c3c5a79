// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkProject, formatProblem } from '../../../checker/node/index';
import { badProject, expectedProblems, goodProject, withoutPosition } from './fixture-expectations';

const expected = expectedProblems();

describe('page checker on the bad fixture project', () => {
  it.each(Object.keys(expected))('%s gives exactly its expected problem lines', async (file) => {
    const problems = await checkProject({ root: badProject, files: [file] });
    expect(problems.map(formatProblem).map(withoutPosition)).toEqual(expected[file]);
  });

  it('a full run reports every expected problem and nothing else', async () => {
    const lines = (await checkProject({ root: badProject })).map(formatProblem).map(withoutPosition);
    expect([...lines].sort()).toEqual(Object.values(expected).flat().sort());
  });

  it('every bad page has an expectation, so none can pass unnoticed', () => {
    const pages = readdirSync(join(badProject, 'pages')).map((name) => `pages/${name}`);
    expect(pages.filter((page) => !expected[page])).toEqual([]);
  });

  it('names files relative to the root whether given relative or absolute', async () => {
    const problems = await checkProject({ root: badProject, files: [join(badProject, 'pages/unknownRoute.json')] });
    expect(problems.map(formatProblem).map(withoutPosition)).toEqual(expected['pages/unknownRoute.json']);
  });
});

describe('page checker on the good fixture project', () => {
  it('finds no problem in pages using every scope, reference and expression place correctly', async () => {
    expect(await checkProject({ root: goodProject })).toEqual([]);
  });
});
