// What the page schema cannot say: `data.<name>` must be stored by the page (the `as` of a call, or a `set` into
// data), since a misspelt name would read undefined forever; and a validation `pattern` must compile. (Which fields
// each rule needs is the schema's job, so pages from outside the build get that check too.)
import { compile } from '../../renderer/expr';
import { childPointer, isPlainObject } from './json-pointer';
import type { ExpressionSite } from './page-sites';
import type { Finding } from './problem';

/** The names this page stores data under: the `as` of its calls, and `set`s whose path is in data. */
function storedNames(value: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => storedNames(item, names));
  else if (isPlainObject(value)) {
    if (value.do === 'call' && typeof value.as === 'string') names.add(value.as);
    if (value.do === 'set' && typeof value.path === 'string') dataNamesRead(astsOf(value.path), names);
    Object.values(value).forEach((item) => storedNames(item, names));
  }
  return names;
}

interface AstNode {
  type?: string;
  [key: string]: unknown;
}

/** `data.x` and `data['x']` (a literal key), anywhere in the expression's tree (renderer/expr's node shapes). */
function dataNamesRead(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => dataNamesRead(child, out));
  else if (node && typeof node === 'object') {
    const n = node as AstNode;
    const object = n.object as AstNode | undefined;
    if (n.type === 'member' && object?.type === 'root' && object.name === 'data') {
      const key = n.key as string | AstNode;
      if (typeof key === 'string') out.add(key);
      else if (key.type === 'literal' && typeof key.value === 'string') out.add(key.value);
    }
    Object.values(n).forEach((child) => dataNamesRead(child, out));
  }
  return out;
}

function astsOf(text: string): unknown[] {
  const compiled = compile(text);
  if ('message' in compiled) return []; // reported by the expression check
  if (compiled.kind === 'binding') return [compiled.ast];
  if (compiled.kind === 'template') return compiled.parts.flatMap((part) => (typeof part === 'string' ? [] : [part.ast]));
  return [];
}

export function checkDataNames(page: unknown, expressions: readonly ExpressionSite[]): Finding[] {
  const known = storedNames(page, new Set());
  const expected = known.size ? `data of a call of this page (${[...known].sort().join(', ')})` : 'no data: this page makes no call with "as"';
  return expressions.flatMap((site) => {
    const unknown = [...dataNamesRead(astsOf(site.text), new Set())].filter((name) => !known.has(name));
    return unknown.length ? [{ code: 'data-name' as const, pointer: site.pointer, expected, found: `${JSON.stringify(site.text)} (reads data.${unknown.join(', data.')})` }] : [];
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
          return [{ code: 'bad-pattern', pointer: childPointer(pointer, 'pattern'), expected: 'a regular expression that compiles', found: `${JSON.stringify(rule.pattern)} (${(error as Error).message})` }];
        }
      }
      return [];
    }),
  );
}
