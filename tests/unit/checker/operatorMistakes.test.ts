// @vitest-environment node
// The checker over a corpus of mistakes operators really make (tests/fixtures/operator-mistakes): each is reported
// at its file, line and column, with its code and a hint that says what to do. Slips in the words (catalogues, the
// `$t` of a page, words written inside expressions) are a project of their own under words/, with catalogues.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProject, formatProblem } from '../../../checker/node/index';
import { repositoryRoot } from './fixture-expectations';

const root = join(repositoryRoot, 'tests/fixtures/operator-mistakes');
type Expected = { file: string; line: number; column: number; code: string; hint?: string };
const { problems: expected } = JSON.parse(readFileSync(join(root, 'expected.json'), 'utf8')) as {
  problems: Expected[];
};

describe('operator mistakes', () => {
  it('each is found at its file, line and column, with its code and hint, and nothing else is reported', async () => {
    const pages = await checkProject({ root });
    const words = await checkProject({ root: join(root, 'words') });
    expect(
      [...pages, ...words.map((problem) => ({ ...problem, file: `words/${problem.file}` }))].map(
        ({ file, line, column, code, hint }) => ({ file, line, column, code, ...(hint ? { hint } : {}) }),
      ),
    ).toEqual(expected);
  }, 30_000); // some seventy pages and a words project, on a busy machine

  it('a catalogue checked on its own gives the problems it has in a whole run', async () => {
    const words = join(root, 'words');
    const alone = await checkProject({ root: words, files: ['messages/fil.json'] });
    const whole = await checkProject({ root: words });
    expect(alone.length).toBeGreaterThan(0);
    expect(alone).toEqual(whole.filter(({ file }) => file === 'messages/fil.json'));
  });

  it('the text output leads with the code, and ends with the hint', async () => {
    const [problem] = await checkProject({ root, files: ['pages/constantOr.json'] });
    expect(formatProblem(problem)).toBe(
      'pages/constantOr.json:24:58: condition-constant: /regions/0/children/0/visible: expected a condition whose every operand of || is a comparison or a value read from the page, found "{{ data.loan.orderStatus == 170 || 174 || 180 }}", which is always true: 174 is an operand of || on its own — to test one of several values write {{ includes([170, 174, 180], data.loan.orderStatus) }}',
    );
  });

  it('a JSON syntax error shows the text around it', async () => {
    const [problem] = await checkProject({ root, files: ['pages/missingComma.json'] });
    expect(problem.found).toBe(`unexpected '"' at: ⟨here⟩"regions": [`);
  });

  it('words written inside expressions are refused at the quoted text; codes compared or chosen there pass', async () => {
    const problems = await checkProject({ root: join(root, 'words') });
    expect(problems.filter(({ file }) => file === 'pages/codesInExpressions.json')).toEqual([]);
    expect(
      problems.filter(({ found }) => found.startsWith('words written inside an expression')).map(({ found }) => found),
    ).toEqual([
      'words written inside an expression: "查询银行卡列表失败，请稍后重试"',
      'words written inside an expression: "Register"',
      'words written inside an expression: "Order "',
      'words written inside an expression: "not given"',
    ]);
  });

  it('a route path says which route key to use, and an unknown key lists the keys', async () => {
    const [asPath] = await checkProject({ root, files: ['pages/routeAsPath.json'] });
    expect(asPath.expected).toMatch(
      /^a route key of pages.json \(widgetTypo, propTypo, .*, home, repay, repayAgain, .*\)$/,
    );
  });
});
