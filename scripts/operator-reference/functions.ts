// The expression-function section, from the table in renderer/expr/library-docs.ts.
import { EXAMPLE_SCOPE, FUNCTION_DOCS } from '../../renderer/expr/library-docs';
import { code, jsonBlock, table } from './markdown';

const shown = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));

export function functionsChapter(): string {
  const names = Object.keys(FUNCTION_DOCS).sort();
  const rows = names.map((name) => {
    const doc = FUNCTION_DOCS[name];
    return [
      code(doc.signature),
      doc.returns,
      doc.description,
      doc.examples.map(({ expr, gives }) => `${code(expr)} → ${code(shown(gives))}`).join('<br>'),
    ];
  });
  return [
    '## Expression functions',
    "Called inside `{{ }}` by name (no methods). They are pure, take evaluated arguments and refuse wrong arity or types. A missing list counts as empty, a missing text as `''`. The examples read this data:",
    jsonBlock(EXAMPLE_SCOPE),
    table(['signature', 'returns', 'what it does', 'examples'], rows),
  ].join('\n\n');
}
