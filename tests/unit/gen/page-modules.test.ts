// @vitest-environment node
// The build's page modules: what the browser reads of a page definition, handed to V8's JSON parser.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { jsonParseExpression, leanPage } from '../../../build/vite-plugin-page-modules';
import loanDetail from '../../../pages/loanDetail.json';

/** What the expression evaluates to when a JavaScript engine runs it (here, Node's, in a context of its own). */
function valueOf(expression: string): unknown {
  // Through JSON once more: objects from another context have other prototypes, which toEqual would count.
  return JSON.parse(JSON.stringify(runInNewContext(expression)));
}

describe('jsonParseExpression', () => {
  it('gives back the same data, whatever characters its strings hold', () => {
    const tricky = {
      quote: "it's",
      double: 'say "hi"',
      slash: 'a\\b\\\\c',
      lines: 'one\ntwo\r\u2028\u2029',
      tab: '\t',
      emoji: '₱ 😀',
      close: '</script>',
      nested: [{ '{{ data.x }}': null }],
      n: -1.5e-7,
      yes: true,
    };
    expect(valueOf(jsonParseExpression(tricky))).toEqual(tricky);
  });

  it('is a JSON.parse call on one string: no object literal for the engine to compile', () => {
    expect(jsonParseExpression({ a: [1, 'b'] })).toBe(`JSON.parse('{"a":[1,"b"]}')`);
  });

  it('carries a whole page definition through unchanged', () => {
    expect(valueOf(jsonParseExpression(loanDetail))).toEqual(loanDetail);
  });
});

describe('leanPage', () => {
  it('drops what only the editor and the checker read, and keeps everything the renderer reads', () => {
    const lean = leanPage(loanDetail as Record<string, unknown>);
    expect(Object.keys(loanDetail)).toEqual(expect.arrayContaining(['$schema', 'notes']));
    expect(lean).not.toHaveProperty('$schema');
    expect(lean).not.toHaveProperty('notes');
    const { $schema: _schema, notes: _notes, ...rest } = loanDetail as Record<string, unknown>;
    expect(lean).toEqual(rest);
  });
});
