import { ExprFailure } from './types';
import { isForbiddenKey } from './limits';

/** Decimal numbers only: '0x10', '1_000' or '' are not numbers to a lender's server. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A finite number from a number or a decimal string; undefined for anything else. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/**
 * `==`: strict equality, except that a number and a decimal string compare as numbers, because the
 * server sends flags such as isDelay as '1' and statuses as numbers.
 */
export function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'string') return toNumber(b) === a;
  if (typeof a === 'string' && typeof b === 'number') return toNumber(a) === b;
  return false;
}

export function isTruthy(value: unknown): boolean {
  return Boolean(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** How text is shown in templates and by str(): missing -> '', arrays joined with ',', objects -> ''. */
export function toText(value: unknown): string {
  if (isMissing(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(toText).join(',');
  return '';
}

/** A short type name for error messages. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * The only way the language reads a property: own properties only, prototype keys refused, and a
 * function is never handed out (it could only have come from the caller's scope by mistake).
 */
export function readOwnProperty(target: unknown, key: string | number, at?: number): unknown {
  const name = String(key);
  if (isForbiddenKey(name)) throw new ExprFailure(`Forbidden property "${name}"`, at);
  if (isMissing(target)) return undefined;
  if (!Object.prototype.hasOwnProperty.call(target, name)) return undefined;
  const value: unknown = (target as Record<string, unknown>)[name];
  if (typeof value === 'function') throw new ExprFailure(`Property "${name}" is a function`, at);
  return value;
}
