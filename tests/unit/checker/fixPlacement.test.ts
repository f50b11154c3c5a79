// A finding's fix lands on the file's own characters: offsets in a string's decoded value are mapped past escapes,
// and the inserted text is written as JSON writes it, so applying the edit gives the value the fix names.
import { describe, expect, it } from 'vitest';
import { inFile, type Finding, type ProblemFix } from '../../../checker/problem';

const apply = (text: string, fix: ProblemFix | undefined) =>
  [...(fix?.edits ?? [])]
    .sort((a, b) => b.from - a.from)
    .reduce((t, e) => t.slice(0, e.from) + e.insert + t.slice(e.to), text);

const fixed = (text: string, finding: Omit<Finding, 'expected' | 'found'>) => {
  const [problem] = inFile('p.json', [{ expected: 'x', found: 'y', ...finding }], text);
  return { fix: problem.fix, after: problem.fix ? apply(text, problem.fix) : undefined };
};

describe('placing a fix in the file', () => {
  it('replaces a part of a string past escaped quotes, backslashes and \\u escapes', () => {
    // The value reads {{ a = "é\" }} and: "and" is further on in the value than in the file.
    const text = '{ "v": "{{ a = \\"\\u00e9\\\\\\" }} and" }';
    const value = (JSON.parse(text) as { v: string }).v;
    const from = value.indexOf('and');
    const { fix, after } = fixed(text, { pointer: '/v', fix: { label: 'write &&', from, to: from + 3, insert: '&&' } });
    expect(fix?.label).toBe('write &&');
    expect((JSON.parse(after!) as { v: string }).v).toBe(value.replace('and', '&&'));
  });

  it('writes an inserted quote, backslash or accented letter as JSON text', () => {
    const text = '{"v": "a\\u00e9b"}';
    const { after } = fixed(text, { pointer: '/v', fix: { label: 'x', from: 1, to: 2, insert: '"\\é' } });
    expect(after).toBe('{"v": "a\\"\\\\éb"}');
    expect(JSON.parse(after!)).toEqual({ v: 'a"\\éb' });
  });

  it('replaces the whole string, a member name, or a value that is not a string', () => {
    expect(fixed('{"type": "Buton"}', { pointer: '/type', fix: { label: 'x', insert: 'Button' } }).after).toBe(
      '{"type": "Button"}',
    );
    expect(fixed('{"lable": 1}', { pointer: '/lable', atKey: true, fix: { label: 'x', insert: 'label' } }).after).toBe(
      '{"label": 1}',
    );
    expect(fixed('{"n": "3"}', { pointer: '/n', fix: { label: 'x', insert: '3' } }).after).toBe('{"n": "3"}');
    expect(fixed('{"n": true}', { pointer: '/n', fix: { label: 'x', insert: '[1, 2]' } }).after).toBe('{"n": [1, 2]}');
  });

  it('counts a byte-order mark, which the placement of lines and columns leaves out', () => {
    const text = '\uFEFF{"type": "Buton"}';
    expect(fixed(text, { pointer: '/type', fix: { label: 'x', insert: 'Button' } }).after).toBe(
      '\uFEFF{"type": "Button"}',
    );
  });

  it('offers no fix where the value is missing, the offsets run past it, or the text is not known', () => {
    expect(fixed('{"a": "x"}', { pointer: '/b', fix: { label: 'x', insert: 'y' } }).fix).toBeUndefined();
    expect(
      fixed('{"a": "x"}', { pointer: '/a', fix: { label: 'x', from: 0, to: 5, insert: 'y' } }).fix,
    ).toBeUndefined();
    const [problem] = inFile('p.json', [
      { pointer: '/a', expected: 'x', found: 'y', fix: { label: 'x', insert: 'y' } },
    ]);
    expect(problem.fix).toBeUndefined();
  });
});
