// @vitest-environment node
// The slips whose hint names one sure fix carry it, and the fix, written into the page, is what the hint says: the
// page then passes as the shipped one does. Where the fix is not sure, there is none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../../checker/node/index';
import type { Problem } from '../../../checker/problem';
import { repositoryRoot } from './fixture-expectations';

const FILE = 'pages/loanDetail.json';
const shipped = readFileSync(join(repositoryRoot, FILE), 'utf8');
const clean = checkText(FILE, shipped).length;

const applied = (text: string, problems: Problem[]) =>
  problems
    .flatMap((problem) => problem.fix?.edits ?? [])
    .sort((a, b) => b.from - a.from)
    .reduce((out, edit) => out.slice(0, edit.from) + edit.insert + out.slice(edit.to), text);

/** The page with `slip` written for `written`, its problems, and the text after their fixes. */
function slipped(written: string, slip: string) {
  expect(shipped).toContain(written);
  const text = shipped.replace(written, slip);
  const problems = checkText(FILE, text);
  return { problems, fixed: applied(text, problems) };
}

describe('quick fixes of slips in expressions', () => {
  it.each([
    ['= for ==', 'data.loan.cardNeedPop == 1', 'data.loan.cardNeedPop = 1'],
    ['and for &&', '!= 21 && len(', '!= 21 and len('],
    ['a misspelt field', 'data.loan.isScore == 1', 'data.loan.isScroe == 1'],
    ['a misspelt function', 'len(data.loan.KindTipsMsg)', 'lne(data.loan.KindTipsMsg)'],
    ['a misspelt message key', '"$t": "loanDetail.borrowAgain"', '"$t": "loanDetail.borowAgain"'],
    ['a misspelt widget type', '"type": "Button"', '"type": "Buton"'],
  ])('%s: one fix, and the page it gives is the one meant, which passes', (_, written, slip) => {
    const { problems, fixed } = slipped(written, slip);
    expect(problems.filter((problem) => problem.fix)).toHaveLength(1);
    expect(fixed).toBe(shipped);
    expect(checkText(FILE, fixed)).toHaveLength(clean);
  });

  it('or for ||', () => {
    const { fixed } = slipped('!= 21 && len(', '!= 21 or len(');
    expect(fixed).toBe(shipped.replace('!= 21 && len(', '!= 21 || len('));
  });

  it('offers no fix where the slip has more than one reading', () => {
    expect(slipped('data.loan.cardNeedPop == 1', 'data.loan.cardNeedPop =< 1').problems.some((p) => p.fix)).toBe(false);
  });
});
