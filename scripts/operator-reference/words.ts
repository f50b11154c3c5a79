// The reference's examples are what an operator copies into a page, so their words come from the catalogue as a page's
// must (`{ "$t": key }`; docs/words.md): each word an example shows is looked up in messages/en.json by its English
// text. A word with no key there stops the generator: pick an example whose words the app already has.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { isInlineWords } from '../../checker/words/page-words';

type Json = Record<string, unknown>;

/** Each English text of messages/en.json that is plain words once formatted ('{'seconds'}'s is {seconds}s), by text. */
export function catalogueKeysByText(root: string): Map<string, string> {
  const english = JSON.parse(readFileSync(join(root, 'messages/en.json'), 'utf8')) as Record<string, unknown>;
  const keys = new Map<string, string>();
  for (const [key, message] of Object.entries(english)) {
    if (key === '$schema' || typeof message !== 'string') continue;
    const elements = parse(message, { ignoreTag: true, requiresOtherClause: true });
    if (!elements.every((element) => element.type === TYPE.literal)) continue;
    const text = elements.map((element) => element.value).join('');
    if (!keys.has(text)) keys.set(text, key);
  }
  return keys;
}

/** `value` with the words at each path (`blocks/* /items/*` without the space) taken from the catalogue. */
export function withCatalogueWords(
  value: unknown,
  paths: readonly string[],
  keys: ReadonlyMap<string, string>,
  where: string,
): unknown {
  const copy = structuredClone(value);
  const visit = (container: unknown, steps: readonly string[]): void => {
    if (typeof container !== 'object' || container === null) return;
    const [step, ...rest] = steps;
    const record = container as Json;
    const names = step === '*' ? Object.keys(record) : step in record ? [step] : [];
    for (const name of names) {
      if (rest.length) visit(record[name], rest);
      else if (isInlineWords(record[name])) {
        const key = keys.get(record[name] as string);
        if (!key)
          throw new Error(
            `${where}: the example's words ${JSON.stringify(record[name])} at ${name} are not in messages/en.json; use words the app has`,
          );
        record[name] = { $t: key };
      }
    }
  };
  for (const path of paths) visit(copy, path.split('/'));
  return copy;
}
