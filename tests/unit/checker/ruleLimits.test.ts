// @vitest-environment node
// Rules no borrower can pass: a minLength above the maxLength of the same value, and a pattern whose `{` opens no
// count (read by the run time as the letter {). Each is refused at the operator's own value.
import { describe, expect, it } from 'vitest';
import { checkRuleLimits, strayBrace } from '../../../checker/pages/page-rule-limits';
import { messageSyntaxProblem } from '../../../checker/words/catalogue-check';

const page = (rules: unknown[]) => ({ validations: { bank: rules } });
const value = '{{ state.account }}';

describe('rules on one value', () => {
  it('refuses a minLength above the maxLength of the same value, at the minLength', () => {
    const findings = checkRuleLimits(
      page([
        { rule: 'minLength', value, limit: 16, message: 'm' },
        { rule: 'maxLength', value, limit: 10, message: 'm' },
      ]),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'rule-limits',
        pointer: '/validations/bank/0/limit',
        found: 'minLength 16: no value can be both at least 16 and at most 10 long',
      }),
    ]);
  });

  it('passes limits that fit, and limits of different values', () => {
    expect(
      checkRuleLimits(
        page([
          { rule: 'minLength', value, limit: 10 },
          { rule: 'maxLength', value, limit: 16 },
          { rule: 'maxLength', value: '{{ state.other }}', limit: 4 },
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses a { that opens no count, at the brace', () => {
    const findings = checkRuleLimits(page([{ rule: 'pattern', value, pattern: '^[0-9]{10,16$' }]));
    expect(findings).toEqual([
      expect.objectContaining({ code: 'pattern-brace', pointer: '/validations/bank/0/pattern', exprOffset: 6 }),
    ]);
  });

  it('passes counts, escaped braces and braces inside a class', () => {
    expect(['^[0-9]{10,16}$', '\\d{4}', 'a{2,}', '\\{x', '[{}]'].map(strayBrace)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('catalogue messages read strictly', () => {
  it('refuses a } that closes no placeholder, at the brace; placeholders, plurals and quoted braces pass', () => {
    expect(messageSyntaxProblem('Lahat}')).toEqual({ words: expect.stringContaining('a } that closes no'), offset: 5 });
    expect(messageSyntaxProblem('{count, plural, one {# item} other {# items}}')).toBeUndefined();
    expect(messageSyntaxProblem("Hi {name}, it's '{'here'}'")).toBeUndefined();
  });
});
