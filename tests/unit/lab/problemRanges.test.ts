import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { json } from '@codemirror/lang-json';
import { problemDiagnostics } from '../../../lab/editor/problemRanges';
import { inFile } from '../../../checker/problem';
import { parseJsonText } from '../../../checker/read/json-text';

const doc = '{\n  "title": "T",\n  "regions": [{ "name": "a", "children": [{ "type": "Buton" }] }],\n  "a/b": 1\n}';
const state = EditorState.create({ doc, extensions: [json()] });
const marked = (pointer: string, expected = 'x', found = 'y') => {
  const [d] = problemDiagnostics(state, inFile('p.json', [{ pointer, expected, found }]));
  return { text: doc.slice(d.from, d.to), message: d.message };
};

describe('lint marks at the checker pointer', () => {
  it('marks the value a pointer names, through objects and arrays', () => {
    expect(marked('/regions/0/children/0/type').text).toBe('"Buton"');
    expect(marked('/title').text).toBe('"T"');
    expect(marked('/a~1b').text).toBe('1');
  });

  it('a missing member is marked on its nearest existing member name', () => {
    expect(marked('/regions/0/children/0/props').text).toBe('{');
    expect(marked('/title/deeper').text).toBe('"title"');
    expect(marked('/nope').text).toBe('{');
  });

  it('the whole file is its first character, and the message is the checker line', () => {
    expect(marked('', 'required property "x"', 'nothing')).toEqual({
      text: '{',
      message: 'p.json:1:1: schema: /: expected required property "x", found nothing',
    });
  });

  it('text that is not JSON is marked where the checker found the error', () => {
    const text = '{ "a": }';
    const broken = EditorState.create({ doc: text, extensions: [json()] });
    const parsed = parseJsonText(text);
    const [d] = problemDiagnostics(broken, inFile('p.json', parsed.ok ? [] : [parsed.finding], text));
    expect(d.from).toBe(7);
  });

  it('a problem the checker placed inside a value is marked on its token: an expression name, a key written twice', () => {
    const text = '{\n  "title": "T",\n  "title": "{{ data.loan.orderStatuss }}"\n}';
    const page = EditorState.create({ doc: text, extensions: [json()] });
    const field = { pointer: '/title', expected: 'x', found: 'y', exprOffset: 13 };
    const parsed = parseJsonText(text);
    const [expression, duplicate] = problemDiagnostics(
      page,
      inFile('p.json', [field, ...(parsed.ok ? parsed.findings : [])], text),
    );
    expect(text.slice(expression.from, expression.to)).toBe('orderStatuss');
    expect(text.slice(duplicate.from, duplicate.to)).toBe('"title"');
    expect(duplicate.from).toBe(text.lastIndexOf('"title"')); // JSON keeps the last one: the expression above is read
  });

  it('a mark with a fix offers it as its action, which edits the text in one step; a stale one does nothing', () => {
    const text = '{ "type": "Buton" }';
    const view = new EditorView({ state: EditorState.create({ doc: text, extensions: [json()] }) });
    const finding = {
      pointer: '/type',
      expected: 'x',
      found: 'y',
      fix: { label: 'change to "Button"', insert: 'Button' },
    };
    const [mark] = problemDiagnostics(view.state, inFile('p.json', [finding], text));
    const [action] = mark.actions ?? [];
    expect(action.name).toBe('change to "Button"');
    action.apply(view, mark.from, mark.to);
    expect(view.state.doc.toString()).toBe('{ "type": "Button" }');
    action.apply(view, mark.from, mark.to); // the text it was made for is gone: nothing more happens
    expect(view.state.doc.toString()).toBe('{ "type": "Button" }');
    expect(
      problemDiagnostics(view.state, inFile('p.json', [{ pointer: '/type', expected: 'x', found: 'y' }], text))[0]
        .actions,
    ).toBeUndefined();
    view.destroy();
  });
});
