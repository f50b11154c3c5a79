// The operators the language has, by kind: the parser refuses every other operator jsep knows, and the checker sorts
// these into logical (short-circuit) and binary nodes. What each does is operators.ts.
import type { BinaryOperator, LogicalOperator } from './types';

export const LOGICAL_OPERATORS: ReadonlySet<string> = new Set<LogicalOperator>(['&&', '||', '??']);

export const BINARY_OPERATORS: ReadonlySet<string> = new Set<BinaryOperator>([
  '==',
  '!=',
  '===',
  '!==',
  '<',
  '<=',
  '>',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
]);
