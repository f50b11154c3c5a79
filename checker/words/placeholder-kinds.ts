// A message's placeholder that takes a number (`{count, plural, …}`, `{n, number}`) given what is never a number nor
// the digits of one (a list: the borrower reads "{count}" unformatted, or the message fails and the key shows). The
// value's type is the page's (expr/page-types.ts); where it can be anything, nothing is judged.
import { childPointer, isPlainObject, valueAt } from '../read/json-pointer';
import { describeValue } from '../types/describe';
import { exprStart, kindsOf } from '../expr/value-fits';
import type { AbstractValue } from '../types/values';
import type { ExpressionSite } from '../pages/page-sites';
import type { Finding } from '../problem';

export function checkPlaceholderKinds(
  page: unknown,
  expressions: readonly ExpressionSite[],
  valueOf: (site: ExpressionSite) => AbstractValue | undefined,
  numbers: ReadonlyMap<string, ReadonlySet<string>> | undefined,
): Finding[] {
  if (!numbers?.size) return [];
  return expressions.flatMap((site): Finding[] => {
    const cut = site.pointer.lastIndexOf('/');
    const words = valueAt(page, site.pointer.slice(0, cut));
    const name = site.pointer.slice(cut + 1);
    if (!isPlainObject(words) || typeof words.$t !== 'string' || !numbers.get(words.$t)?.has(name)) return [];
    const value = valueOf(site);
    const kinds = value && kindsOf(value);
    if (!value || !kinds?.size || kinds.has('number') || kinds.has('string')) return [];
    return [
      {
        code: 'message-key',
        pointer: childPointer(site.pointer.slice(0, cut), name),
        exprOffset: exprStart(site.text),
        expected: `a number for {${name}} of "${words.$t}", which counts with it`,
        found: `${describeValue(value)} (${site.text})`,
        hint: `give {${name}} a number: for a list, its length (${site.text.replace(/\{\{\s*(.*?)\s*\}\}/, '{{ len($1) }}')})`,
      },
    ];
  });
}
