// What the page schema cannot say: `data.<name>` must be stored by the page (the `as` of a call, or a `set` into
// data), since a misspelt name would read undefined forever; and a validation `pattern` must compile. (Which fields
// each rule needs is the schema's job, so pages from outside the build get that check too.)
import { childPointer, isPlainObject } from '../read/json-pointer';
import { pathReads } from '../expr/reads';
import type { ActionSite, ExpressionSite } from './page-sites';
import type { Finding } from '../problem';
import { didYouMean, nameFixIn } from '../suggest';

/** `data.x` and `data['x']` (a literal key) that an expression reads, with where each name is written. */
const dataNamesAt = (text: string): Array<{ name: string; at?: number }> =>
  pathReads(text).flatMap((read) =>
    read.root === 'data' && read.steps[0] && 'field' in read.steps[0]
      ? [{ name: read.steps[0].field, at: read.steps[0].at }]
      : [],
  );
const dataNamesRead = (text: string): string[] => dataNamesAt(text).map(({ name }) => name);

/** The names this page stores data under: the `as` of its calls, and `set`s whose path is in data. */
function storedNames(actions: readonly ActionSite[]): Set<string> {
  const names = new Set<string>();
  for (const { action } of actions) {
    if (action.do === 'call' && typeof action.as === 'string') names.add(action.as);
    if (action.do === 'set' && typeof action.path === 'string')
      dataNamesRead(action.path).forEach((name) => names.add(name));
  }
  return names;
}

export function checkDataNames(actions: readonly ActionSite[], expressions: readonly ExpressionSite[]): Finding[] {
  const known = storedNames(actions);
  const expected = known.size
    ? `data of a call of this page (${[...known].sort().join(', ')})`
    : 'no data: this page makes no call with "as"';
  return expressions.flatMap((site): Finding[] => {
    const reads = dataNamesAt(site.text).filter(({ name }) => !known.has(name));
    const unknown = [...new Set(reads.map(({ name }) => name))];
    if (!unknown.length) return [];
    const hint = didYouMean(unknown[0], known);
    return [
      {
        code: 'data-name',
        pointer: site.pointer,
        expected,
        found: `${JSON.stringify(site.text)} (reads data.${unknown.join(', data.')})`,
        ...(reads[0].at !== undefined ? { exprOffset: reads[0].at } : {}),
        ...(hint ? { hint } : {}),
        ...nameFixIn(site.text, reads[0].at, unknown[0], hint),
      },
    ];
  });
}

export function checkValidationRules(page: unknown): Finding[] {
  const groups = isPlainObject(page) && isPlainObject(page.validations) ? page.validations : {};
  return Object.entries(groups).flatMap(([group, rules]) =>
    (Array.isArray(rules) ? rules : []).flatMap((rule, index): Finding[] => {
      if (!isPlainObject(rule)) return [];
      const pointer = childPointer(childPointer('/validations', group), String(index));
      if (rule.rule === 'pattern' && typeof rule.pattern === 'string') {
        try {
          new RegExp(rule.pattern);
        } catch (error) {
          return [
            {
              code: 'bad-pattern',
              pointer: childPointer(pointer, 'pattern'),
              expected: 'a regular expression that compiles',
              found: `${JSON.stringify(rule.pattern)} (${(error as Error).message})`,
            },
          ];
        }
      }
      return [];
    }),
  );
}
