// Words belong in the catalogues (messages/<locale>.json), not in a page: a text a person reads that is written into
// the page cannot be translated, so the borrower reading Filipino meets it in English. Each widget's schema names its
// props that hold words (`x-widget.words`, a path with * for every item); a page's title, a dialog's title, a toast, a
// call's loading text and a validation message are words too. A value there is fine when it is `{ "$t": key }` (whose
// placeholders follow the same rules), a binding, or a template whose letters are all inside {{ }}
// (`{{ env.company.name }} · {{ env.company.phone }}`), and when no quoted text inside its {{ }} that it may show holds
// a letter (`{{ present(x, 'Register') }}` is words; `{{ x == 'success' ? … }}` compares a code: ./expr-words.ts).
import { childPointer, isPlainObject, valuesAt } from '../read/json-pointer';
import { wordsInExpression } from '../expr/words';
import type { ActionSite, NodeSite } from '../pages/page-sites';
import type { Finding } from '../problem';

/** Each widget type's props that hold words, as paths (`blocks/* /text` without the space). */
export type WidgetWords = ReadonlyMap<string, readonly string[]>;

/** Each action's members that hold words. */
export const ACTION_WORDS: Record<string, readonly string[]> = {
  toast: ['message'],
  call: ['loading'],
  copy: ['toast'],
};

/** Whether a value written in the page is words a reader sees (letters outside every {{ }}). */
export function isInlineWords(value: unknown): value is string {
  return typeof value === 'string' && /\p{L}/u.test(value.replace(/\{\{[\s\S]*?\}\}/g, ''));
}

const shortened = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
const EXPECTED = 'words from the catalogue ({ "$t": key }) or a {{ binding }}';

const finding = (pointer: string, text: string): Finding => ({
  code: 'inline-text',
  pointer,
  expected: EXPECTED,
  found: `words written into the page: ${shortened(text)}`,
  hint: 'put the words in messages/en.json and messages/fil.json under a key and write { "$t": "<key>" } (docs/words.md)',
});

/** Word props where '' says something: an empty `alt` marks a decorative picture. */
const EMPTY_ALLOWED = new Set(['alt']);

const emptyFinding = (pointer: string): Finding => ({
  code: 'empty-text',
  pointer,
  expected: 'words (from the catalogue: { "$t": key })',
  found: 'an empty text, which shows nothing where a person expects words',
  hint: 'give it words from the catalogue, or leave the member out where it is optional',
});

/** Whether a word value is written but empty ('' or only spaces). */
const isEmptyWords = (value: unknown) => typeof value === 'string' && value.trim() === '';

const expressionFinding = (pointer: string, text: string, at: number): Finding => ({
  code: 'inline-text',
  pointer,
  expected: EXPECTED,
  found: `words written inside an expression: ${shortened(text)}`,
  hint: 'put the words in messages/en.json and messages/fil.json under a key and let $t choose it: { "$t": "{{ present(x) ? \'common.asSent\' : \'<key>\' }}", "text": "{{ x }}" } (docs/words.md)',
  exprOffset: at,
});

/** The words problems of one value where words go: inline text, words inside its expressions, and its placeholders'. */
function wordProblems(value: unknown, pointer: string): Finding[] {
  if (typeof value === 'string') {
    if (isInlineWords(value)) return [finding(pointer, value)];
    return wordsInExpression(value).map((literal) => expressionFinding(pointer, literal.text, literal.at));
  }
  // The placeholders of `{ "$t": key, name: value }` are shown inside the message: words there are words too.
  if (isPlainObject(value) && typeof value.$t === 'string')
    return Object.entries(value).flatMap(([name, placeholder]) =>
      name === '$t' ? [] : wordProblems(placeholder, childPointer(pointer, name)),
    );
  return [];
}

export function checkInlineWords(
  page: unknown,
  nodes: readonly NodeSite[],
  actions: readonly ActionSite[],
  words: WidgetWords,
  judgeInline = true,
): Finding[] {
  const places = wordPlaces(page, nodes, actions, words);
  const empty = places
    .filter(
      ({ value, pointer }) => isEmptyWords(value) && !EMPTY_ALLOWED.has(pointer.slice(pointer.lastIndexOf('/') + 1)),
    )
    .map(({ pointer }) => emptyFinding(pointer));
  // An internal tool says so (`"audience": "staff"`): its readers are the lender's own people, in English.
  if (!judgeInline || (isPlainObject(page) && page.audience === 'staff')) return empty;
  return [...empty, ...places.flatMap(({ value, pointer }) => wordProblems(value, pointer))];
}

/** Every place of a page that holds words a person reads, with what is written there. */
function wordPlaces(
  page: unknown,
  nodes: readonly NodeSite[],
  actions: readonly ActionSite[],
  words: WidgetWords,
): Array<{ value: unknown; pointer: string }> {
  const places: Array<{ value: unknown; pointer: string }> = [];
  if (isPlainObject(page)) {
    places.push({ value: page.title, pointer: '/title' });
    if (isPlainObject(page.dialogs))
      for (const [id, dialog] of Object.entries(page.dialogs))
        if (isPlainObject(dialog))
          places.push({ value: dialog.title, pointer: `${childPointer('/dialogs', id)}/title` });
    if (isPlainObject(page.validations))
      places.push(...valuesAt(page.validations, ['*', '*', 'message'], '/validations'));
  }
  for (const { node, pointer } of nodes) {
    const paths = typeof node.type === 'string' ? words.get(node.type) : undefined;
    for (const path of paths ?? [])
      places.push(...valuesAt(node.props, path.split('/'), childPointer(pointer, 'props')));
  }
  for (const { action, pointer } of actions) {
    for (const member of ACTION_WORDS[String(action.do)] ?? [])
      places.push({ value: action[member], pointer: childPointer(pointer, member) });
  }
  return places;
}
