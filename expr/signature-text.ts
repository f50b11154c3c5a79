/**
 * A function's signature in the words an operator reads, from its one definition (signature.ts): `join(list, sep? =
 * ',')`, `list of text`, `a list or a text`. The operator reference, the checker's messages and the lab's hover use it.
 */
import type { Param, ValueType } from './signature';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** `the first argument`, `the sixth argument` past the list. */
export const ordinal = (index: number) => `the ${ORDINALS[index] ?? `${index + 1}th`} argument`;

/** `includes(list, value)`, `join(list, sep? = ',')`, `coalesce(...values)`. */
export function signatureText(name: string, params: readonly Param[]): string {
  const shown = params.map((param) => {
    if (param.rest) return `...${param.name}`;
    const optional = param.optional ? '?' : '';
    return `${param.name}${optional}${param.default !== undefined ? ` = ${param.default}` : ''}`;
  });
  return `${name}(${shown.join(', ')})`;
}

/** A type in words, as a noun: `text`, `list of number`, `text or number`, `an item of list`. */
export function typeWords(type: ValueType, params: readonly Param[] = []): string {
  const nameOf = (index: number) => params[index]?.name ?? `argument ${index + 1}`;
  if (typeof type === 'string') {
    if (type === 'boolean') return 'true or false';
    if (type === 'any') return 'any value';
    if (type === 'arguments') return 'one of the arguments';
    return type;
  }
  if ('list' in type) {
    if (type.list === 'any') return 'list';
    if (typeof type.list === 'object' && 'itemOf' in type.list)
      return `list of the items of ${nameOf(type.list.itemOf)}`;
    return `list of ${typeWords(type.list, params)}`;
  }
  if ('oneOf' in type) return type.oneOf.map((part) => typeWords(part, params)).join(' or ');
  if ('itemOf' in type) return `an item of ${nameOf(type.itemOf)}`;
  if ('argument' in type) return `${nameOf(type.argument)} as given`;
  return `the ${nameOf(type.fieldOfItems[1])} field of the items`;
}

/** What a parameter takes, with an article: `a list or a text`, `a number`, `an object`. */
export function kindPhrase(type: ValueType): string {
  if (typeof type === 'string') {
    if (type === 'boolean') return 'true or false';
    if (type === 'any') return 'any value';
    if (type === 'integer') return 'a whole number';
    if (type === 'object') return 'an object';
    return `a ${type}`;
  }
  if ('list' in type) return 'a list';
  if ('oneOf' in type) return [...new Set(type.oneOf.map(kindPhrase))].join(' or ');
  return 'a value';
}
