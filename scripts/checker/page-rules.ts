// What the page schema cannot say about data names and validation rules: `data.<name>` must be the `as` of a call
// of the same page (a misspelt name would read undefined forever), a `pattern` must compile, and a length rule
// needs its `limit` (either mistake would make Send or Next do nothing at run time).
import { compile } from '../../renderer/expr';
import { childPointer, isPlainObject } from './json-pointer';
import type { ExpressionSite } from './page-sites';
import type { Finding } from './problem';

/** The names calls of this page store their data under (`as`). */
function callNames(value: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => callNames(item, names));
  else if (isPlainObject(value)) {
    if (value.do === 'call' && typeof value.as === 'string') names.add(value.as);
    Object.values(value).forEach((item) => callNames(item, names));
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
  const known = callNames(page, new Set());
  const expected = known.size ? `data of a call of this page (${[...known].sort().join(', ')})` : 'no data: this page makes no call with "as"';
  return expressions.flatMap((site) => {
    const unknown = [...dataNamesRead(astsOf(site.text), new Set())].filter((name) => !known.has(name));
    return unknown.length ? [{ pointer: site.pointer, expected, found: `${JSON.stringify(site.text)} (reads data.${unknown.join(', data.')})` }] : [];
  });
}

export function checkValidationRules(page: unknown): Finding[] {
  const groups = isPlainObject(page) && isPlainObject(page.validations) ? page.validations : {};
  return Object.entries(groups).flatMap(([group, rules]) =>
    (Array.isArray(rules) ? rules : []).flatMap((rule, index): Finding[] => {
      if (!isPlainObject(rule)) return [];
      const pointer = childPointer(childPointer('/validations', group), String(index));
      if ((rule.rule === 'minLength' || rule.rule === 'maxLength') && typeof rule.limit !== 'number') {
        return [{ pointer: childPointer(pointer, 'limit'), expected: `a limit for the ${rule.rule} rule`, found: 'nothing' }];
      }
      if (rule.rule === 'pattern') {
        if (typeof rule.pattern !== 'string') return [{ pointer: childPointer(pointer, 'pattern'), expected: 'a regular expression for the pattern rule', found: 'nothing' }];
        try {
          new RegExp(rule.pattern);
        } catch (error) {
          return [{ pointer: childPointer(pointer, 'pattern'), expected: 'a regular expression that compiles', found: `${JSON.stringify(rule.pattern)} (${(error as Error).message})` }];
        }
      }
      if (rule.rule === 'test' && rule.test === undefined) return [{ pointer: childPointer(pointer, 'test'), expected: 'a condition for the test rule', found: 'nothing' }];
      return [];
    }),
  );
}
