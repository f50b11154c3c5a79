// The expression-function section, from each function's one definition (expr/library-*.ts).
import { FUNCTION_NAMES } from '../../expr';
import { aboutFunction } from '../../expr/functions';
import { EXAMPLE_SCOPE } from '../../expr/library-examples';
import { signatureText, typeWords } from '../../expr/signature-text';
import { code, jsonBlock, table } from './markdown';

const shown = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));

/** What each parameter takes, in words: `list: list or text; value: any value`. */
const takes = (about: NonNullable<ReturnType<typeof aboutFunction>>) =>
  about.params.map((param) => `${param.name}: ${typeWords(param.type, about.params)}`).join('; ') || '—';

export function functionsChapter(): string {
  const names = [...FUNCTION_NAMES].sort();
  const rows = names.map((name) => {
    const about = aboutFunction(name);
    if (!about) throw new Error(`${name} has no definition`);
    return [
      code(signatureText(name, about.params)),
      takes(about),
      typeWords(about.result, about.params),
      about.description,
      about.examples.map(({ expr, gives }) => `${code(expr)} → ${code(shown(gives))}`).join('<br>'),
    ];
  });
  return [
    '## Expression functions',
    "Called inside `{{ }}` by name (no methods). They are pure, take evaluated arguments and refuse wrong arity or types: the page checker refuses a call with the wrong number or kinds of arguments at the call. `?` marks an argument that may be left out, `...` any number of them. A missing list counts as empty, a missing text as `''`. The examples read this data:",
    jsonBlock(EXAMPLE_SCOPE),
    table(['signature', 'takes', 'returns', 'what it does', 'examples'], rows),
  ].join('\n\n');
}
