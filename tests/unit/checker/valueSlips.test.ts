// @vitest-environment node
// The slips of issue 34's trial (tests/fixtures/value-slips): values that do not fit where they go, rules no borrower
// can pass, names outside the typed core, and messages an operator could not act on. Each is refused at its file,
// line and column with its code, and its message says what to write; the trial's five valid edits pass with nothing
// said. (A date text compared with a number is not among them: the contract types repayDate as any text, so the
// checker, which never guesses where the contract is silent, cannot tell; a pattern in api/endpoint-schemas.json would.)
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyFixes, formatFix } from '../../../checker/node/apply-fixes';
import { checkProject, formatProblem, type Problem } from '../../../checker/node/index';
import { repositoryRoot } from './fixture-expectations';

const root = join(repositoryRoot, 'tests/fixtures/value-slips');

interface Slip {
  /** What the operator did, as the issue tells it. */
  slip: string;
  /** The project under value-slips/ ('' for the pages, words/ for catalogues, env/ for env.json). */
  project?: 'words' | 'env';
  file: string;
  line: number;
  column: number;
  code: string;
  /** Words of the message that say what to write. */
  says: string;
}

const slips: Slip[] = [
  {
    slip: 'includes() with its arguments swapped',
    file: 'pages/argumentsSwapped.json',
    line: 22,
    column: 35,
    code: 'expr-arguments',
    says: 'write includes([174, 180], data.loan.orderStatus)',
  },
  {
    slip: 'includes() with the value left out',
    file: 'pages/valueLeftOut.json',
    line: 22,
    column: 26,
    code: 'expr-arguments',
    says: 'write every argument the signature names',
  },
  {
    slip: 'an each over an object',
    file: 'pages/eachOverObject.json',
    line: 18,
    column: 23,
    code: 'each-kind',
    says: 'repeat over a list',
  },
  {
    slip: "a validation's each over the whole answer",
    file: 'pages/validationEachOverAnswer.json',
    line: 18,
    column: 21,
    code: 'each-kind',
    says: 'repeat over a list',
  },
  {
    slip: 'minLength 16 with maxLength 10',
    file: 'pages/minAboveMax.json',
    line: 11,
    column: 18,
    code: 'rule-limits',
    says: 'no value can be both at least 16 and at most 10 long',
  },
  {
    slip: 'a pattern whose count brace is left open',
    file: 'pages/patternBraceOpen.json',
    line: 11,
    column: 27,
    code: 'pattern-brace',
    says: 'close the count with }',
  },
  {
    slip: 'a maxLength shorter than its pattern needs',
    file: 'pages/maxLengthBelowPattern.json',
    line: 17,
    column: 18,
    code: 'rule-limits',
    says: 'raise the maxLength to 10 or more',
  },
  {
    slip: 'a bind to state.acountAgain while the rule reads state.accountAgain',
    file: 'pages/bindMisspelt.json',
    line: 11,
    column: 27,
    code: 'state-unbound',
    says: 'a field binds state.acountAgain: one of the two names is misspelt',
  },
  {
    slip: "a text bound to an Image's width",
    file: 'pages/textForWidth.json',
    line: 24,
    column: 26,
    code: 'prop-kind',
    says: 'bind a value that is a whole number',
  },
  {
    slip: "'danger' for a Notice tone",
    file: 'pages/toneNotInEnum.json',
    line: 23,
    column: 52,
    code: 'prop-kind',
    says: 'give Notice\'s tone one of "info", "warning", "success"',
  },
  {
    slip: 'a list passed to a plural {count}',
    project: 'words',
    file: 'pages/complaints.json',
    line: 22,
    column: 28,
    code: 'message-key',
    says: 'give {count} a number: for a list, its length ({{ len(data.list.tabs) }})',
  },
  {
    slip: 'a navigate to a hash sub-page the route does not have',
    file: 'pages/hashNotDeclared.json',
    line: 30,
    column: 25,
    code: 'unknown-hash-route',
    says: 'did you mean "downloadTemplate"?',
  },
  {
    // At the page's `with.part`, although the pointer is checked inside the fragment's own expression.
    slip: "unusablePart's pointer without its leading /",
    file: 'pages/partWithoutSlash.json',
    line: 31,
    column: 22,
    code: 'unusable-pointer',
    says: 'write "/repayList"',
  },
  {
    slip: 'unusable() with a pointer to a field the answer lacks',
    file: 'pages/unusableUnknownField.json',
    line: 17,
    column: 54,
    code: 'unusable-pointer',
    says: 'did you mean "/tabs"?',
  },
  {
    slip: 'a timer id written twice',
    file: 'pages/timerTwice.json',
    line: 15,
    column: 13,
    code: 'duplicate-id',
    says: 'rename one',
  },
  {
    slip: 'dialogButtons without its confirmId',
    file: 'pages/fragmentParamLeftOut.json',
    line: 16,
    column: 19,
    code: 'fragment-param',
    says: 'the parameter "confirmId" of "dialogButtons"',
  },
  {
    slip: "a second endpoint's call given the as of the first",
    file: 'pages/asSharedByTwoEndpoints.json',
    line: 33,
    column: 23,
    code: 'call-as-shared',
    says: 'the call of cardInit uses too',
  },
  {
    slip: 'a confirm dialog with no button and no cancel',
    file: 'pages/dialogNoWayOut.json',
    line: 4,
    column: 20,
    code: 'dialog-no-way-out',
    says: '"closable": true',
  },
  {
    slip: 'a stray } in a Filipino word',
    project: 'words',
    file: 'messages/fil.json',
    line: 5,
    column: 21,
    code: 'message-catalogue',
    says: "a { or } meant as text is written '{' or '}'",
  },
  {
    slip: 'a set into a state key nothing reads, beside the key the page reads',
    file: 'pages/setUnread.json',
    line: 20,
    column: 35,
    code: 'state-unread',
    says: 'did you mean "agreed"? the page reads state.agreed',
  },
  {
    slip: 'a list set into a state key that holds a number',
    file: 'pages/setListIntoNumber.json',
    line: 20,
    column: 20,
    code: 'set-kind',
    says: "set state.count to a number (a list's length is len(data.loan.recProducts))",
  },
  {
    slip: 'a zero-width space inside a dialog name',
    file: 'pages/invisibleCharacter.json',
    line: 31,
    column: 27,
    code: 'unknown-dialog',
    says: '⟨U+200B zero-width space⟩',
  },
  {
    slip: 'a query key with a trailing space',
    file: 'pages/queryKeyTrailingSpace.json',
    line: 31,
    column: 19,
    code: 'navigate-query-unknown',
    says: 'remove the space at its end',
  },
  {
    slip: '\\d with one backslash in JSON',
    file: 'pages/singleBackslash.json',
    line: 11,
    column: 22,
    code: 'json-syntax',
    says: 'in JSON a backslash is written \\\\',
  },
  {
    slip: 'a tab pasted into a text',
    file: 'pages/pastedTab.json',
    line: 10,
    column: 26,
    code: 'json-syntax',
    says: 'a tab (pasted with the text) cannot stand inside a JSON string: delete it, or write \\t',
  },
  {
    slip: 'a number written with a leading zero',
    file: 'pages/leadingZero.json',
    line: 12,
    column: 22,
    code: 'json-syntax',
    says: 'a JSON number is written without the leading 0: write 180',
  },
  {
    slip: "a fragment's value with a broken expression, placed at the page's line",
    file: 'pages/fragmentValueBraces.json',
    line: 8,
    column: 41,
    code: 'expr-syntax',
    says: 'Expected expression after +',
  },
  {
    slip: 'a problem inside a fragment that is the whole page, placed at the use of it',
    file: 'pages/fragmentValueBraces.json',
    line: 3,
    column: 10,
    code: 'unknown-route',
    says: 'written in pages/fragments/messagePage.json at /body/regions/0/children/0/children/3/on/tap/0/route',
  },
  {
    slip: 'an origin written with a / at its end',
    project: 'env',
    file: 'env.json',
    line: 19,
    column: 5,
    code: 'schema',
    says: 'remove the / at its end: write "https://pay.pesonow.ph"',
  },
  {
    slip: 'an empty service phone',
    project: 'env',
    file: 'env.json',
    line: 15,
    column: 19,
    code: 'schema',
    says: 'phone, used when the server sends none: digits, spaces',
  },
  {
    slip: 'a colour missing a digit',
    project: 'env',
    file: 'env.json',
    line: 12,
    column: 15,
    code: 'schema',
    says: '#rrggbb',
  },
  {
    slip: 'an empty title on a route of pages.json',
    project: 'env',
    file: 'pages.json',
    line: 7,
    column: 16,
    code: 'schema',
    says: 'expected a text that is not empty',
  },
];

/** The trial's valid edits: each file must pass with nothing said. */
const valid = [
  ['a pattern without ^…$', '', 'pages/validPatternUnanchored.json'],
  ['two notices with one id whose conditions exclude each other', '', 'pages/validExclusiveIds.json'],
  [
    'a Filipino plural with other cases than English, a $t chooser between two keys, a doubled apostrophe',
    'words',
    'pages/validWords.json',
  ],
  ['the same three in the catalogues', 'words', 'messages/en.json'],
] as const;

const found: Record<string, Problem[]> = {};

beforeAll(async () => {
  for (const project of ['', 'words', 'env']) found[project] = await checkProject({ root: join(root, project) });
}, 30_000); // three projects on a busy machine

describe('slips of values that do not fit where they go', () => {
  for (const slip of slips) {
    it(`${slip.slip}: ${slip.code} at ${slip.file}:${slip.line}:${slip.column}`, () => {
      const problems = found[slip.project ?? ''].filter(({ file }) => file === slip.file);
      const at = problems.find(({ line, column }) => line === slip.line && column === slip.column);
      expect(at, problems.map(formatProblem).join('\n')).toMatchObject({ code: slip.code });
      expect(formatProblem(at!)).toContain(slip.says);
    });
  }

  for (const [edit, project, file] of valid)
    it(`${edit} passes`, () => {
      expect(found[project].filter((problem) => problem.file === file).map(formatProblem)).toEqual([]);
    });
});

describe('the slips with one sure fix', () => {
  it('--fix writes the names meant, says an invisible character by name, and the problems are gone', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'value-slips-'));
    try {
      cpSync(root, copy, { recursive: true });
      const fixed = applyFixes(copy, await checkProject({ root: copy })).map(formatFix);
      expect(fixed).toEqual(
        expect.arrayContaining([
          'pages/invisibleCharacter.json:31:27: fixed: "confirm⟨U+200B zero-width space⟩Save" -> "confirmSave"',
          'pages/queryKeyTrailingSpace.json:31:19: fixed: "orderId " -> "orderId"',
          'pages/hashNotDeclared.json:30:25: fixed: "downloadTemplat" -> "downloadTemplate"',
          'pages/setUnread.json:20:35: fixed: "agred" -> "agreed"',
          // Written in the page's use of unusablePart, although found in the fragment's expression.
          'pages/partWithoutSlash.json:31:22: fixed: "repayList" -> "/repayList"',
        ]),
      );
      const left = (await checkProject({ root: copy })).map(({ file, code }) => `${file} ${code}`);
      for (const file of ['invisibleCharacter', 'queryKeyTrailingSpace', 'hashNotDeclared', 'partWithoutSlash'])
        expect(left.filter((line) => line.startsWith(`pages/${file}.json`))).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 30_000);
});
