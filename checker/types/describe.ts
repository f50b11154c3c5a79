// Expression values and trees in words: what a field can hold (`"0" or "1"`, for a problem; `"0" | "1"`, for the
// editor's hover), and a part of an expression written back as an operator would write it.
import type { ExprNode } from '../../expr/types';
import { isMissing } from '../../expr/values';
import type { AbstractValue } from './values';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A value as it is written in an expression: 'text', 12, true, null. */
export function literalText(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(literalText).join(', ')}]`;
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}

const PRECEDENCE: Record<string, number> = {
  '??': 1,
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '===': 3,
  '!==': 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
};

/** A part of an expression, written back (`data.loan.isDelay`, `len(item.note) > 0`). */
export function sourceOf(node: ExprNode, outer = 0): string {
  switch (node.type) {
    case 'literal':
      return literalText(node.value);
    case 'root':
      return node.name;
    case 'member':
      return typeof node.key === 'string'
        ? `${sourceOf(node.object, 9)}.${node.key}`
        : `${sourceOf(node.object, 9)}[${sourceOf(node.key)}]`;
    case 'call':
      return `${node.name}(${node.args.map((arg) => sourceOf(arg)).join(', ')})`;
    case 'unary':
      return `${node.operator}${sourceOf(node.argument, 8)}`;
    case 'array':
      return `[${node.elements.map((element) => sourceOf(element)).join(', ')}]`;
    case 'conditional': {
      const text = `${sourceOf(node.test, 1)} ? ${sourceOf(node.consequent)} : ${sourceOf(node.alternate)}`;
      return outer > 0 ? `(${text})` : text;
    }
    case 'binary':
    case 'logical': {
      const own = PRECEDENCE[node.operator];
      const text = `${sourceOf(node.left, own)} ${node.operator} ${sourceOf(node.right, own + 1)}`;
      return own < outer ? `(${text})` : text;
    }
  }
}

const joinWords = (parts: readonly string[], last: string) =>
  parts.length <= 1 ? (parts[0] ?? 'nothing') : `${parts.slice(0, -1).join(', ')} ${last} ${parts.at(-1)}`;

/**
 * What a value can hold, for a problem an operator reads: `"0" or "1"`, `a number`, `text or nothing`. An answer that
 * has not arrived is left out: the page shows nothing of it then, and that is not what the operator asks about.
 */
export function describeValue(value: AbstractValue): string {
  const parts: string[] = [];
  const values = value.values.filter((v) => !isMissing(v));
  const booleans = values.filter((v) => typeof v === 'boolean');
  if (booleans.length === 2) parts.push('true or false');
  for (const v of values)
    if (booleans.length !== 2 || typeof v !== 'boolean')
      parts.push(typeof v === 'string' ? JSON.stringify(v) : literalText(v));
  if (value.text) parts.push('any text');
  if (value.number) parts.push('any number');
  if (value.objects?.length) parts.push('an object');
  if (value.lists?.length) parts.push('a list');
  if (value.values.includes(null)) parts.push('null');
  if (value.values.includes(undefined)) parts.push('nothing');
  return joinWords(parts, 'or');
}

/** A list or an object known whole, written out when short (`[]`, `{"name":""}`). */
function shortJson(value: object): string {
  const text = JSON.stringify(value);
  return text.length <= 40 ? text : Array.isArray(value) ? 'list' : 'object';
}

/** How many fields of an object the hover writes out before `…`. */
const SHOWN_FIELDS = 4;

/**
 * The same for the editor's hover, as an operator writes values: `"0" | "1"`, `number`, `text | nothing`,
 * `list of {orderId: number, status: text, …}`. Never a schema's own words.
 */
export function typeText(value: AbstractValue, depth = 0): string {
  return typeParts(value, depth).join(' | ') || 'never';
}

/** The alternatives of typeText, each written out. */
function typeParts(value: AbstractValue, depth: number): string[] {
  if (value.any) return ['any value (the contract does not say)'];
  const parts: string[] = [];
  const booleans = value.values.filter((v) => typeof v === 'boolean');
  if (booleans.length === 2) parts.push('true | false');
  for (const v of value.values) {
    if (booleans.length === 2 && typeof v === 'boolean') continue;
    if (v === undefined || v === null) continue;
    parts.push(typeof v === 'object' ? shortJson(v) : typeof v === 'string' ? JSON.stringify(v) : String(v));
  }
  if (value.text) parts.push('text');
  if (value.number) parts.push('number');
  for (const shape of value.objects ?? []) {
    const names = shape.names();
    if (!names.length) parts.push('object');
    else if (depth > 1) parts.push('{…}');
    else {
      const fields = names.slice(0, SHOWN_FIELDS).map((name) => `${name}: ${typeText(shape.field(name), depth + 1)}`);
      parts.push(`{${[...fields, ...(names.length > SHOWN_FIELDS ? ['…'] : [])].join(', ')}}`);
    }
  }
  for (const items of value.lists ?? []) {
    const inner = depth > 1 ? ['…'] : typeParts(items, depth + 1);
    parts.push(`list of ${inner.length > 1 ? `(${inner.join(' | ')})` : (inner[0] ?? 'nothing')}`);
  }
  if (value.values.includes(null)) parts.push('null');
  if (value.values.includes(undefined)) parts.push('nothing');
  return [...new Set(parts)];
}
