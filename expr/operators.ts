/**
 * Operator semantics. Missing data (null/undefined) propagates through arithmetic as undefined and
 * makes comparisons false, because pages render before their data arrives; wrong types are errors.
 */
import type { BinaryOperator } from './types';
import { ExprFailure } from './types';
import { isMissing, looseEquals, toNumber, toText, typeName } from './values';

type Arithmetic = '+' | '-' | '*' | '/' | '%';

function operand(operator: string, value: unknown): number {
  const number = typeof value === 'number' ? value : toNumber(value);
  if (number === undefined) throw new ExprFailure(`Operator "${operator}" expects numbers, got ${typeName(value)}`);
  return number;
}

function arithmetic(operator: Arithmetic, left: unknown, right: unknown): number | undefined {
  if (isMissing(left) || isMissing(right)) return undefined;
  const a = operand(operator, left);
  const b = operand(operator, right);
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
    case '%':
      if (b === 0) throw new ExprFailure('Division by zero');
      return operator === '/' ? a / b : a % b;
  }
}

/** Numbers (and decimal strings) compare as numbers; two other strings compare as text; else false. */
function compare(left: unknown, right: unknown): number | undefined {
  const a = typeof left === 'number' ? left : toNumber(left);
  const b = typeof right === 'number' ? right : toNumber(right);
  if (a !== undefined && b !== undefined) return a - b;
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  return undefined;
}

export function applyBinary(operator: BinaryOperator, left: unknown, right: unknown): unknown {
  switch (operator) {
    case '==':
      return looseEquals(left, right);
    case '!=':
      return !looseEquals(left, right);
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const order = compare(left, right);
      if (order === undefined || Number.isNaN(order)) return false;
      if (operator === '<') return order < 0;
      if (operator === '<=') return order <= 0;
      if (operator === '>') return order > 0;
      return order >= 0;
    }
    case '+':
      // Text wins, as in JavaScript, but missing values join as '' rather than "undefined".
      if (typeof left === 'string' || typeof right === 'string') return toText(left) + toText(right);
      return arithmetic('+', left, right);
    default:
      return arithmetic(operator, left, right);
  }
}

export function negate(value: unknown): number | undefined {
  if (isMissing(value)) return undefined;
  return -operand('-', value) || 0;
}
