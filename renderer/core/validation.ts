import type { ExprEngine, Scope } from '../../expr/runtime';
import { isTrue } from './resolve';
import type { ValidationRule } from '../../schemas/generated/types';

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function lengthOf(value: unknown): number {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (typeof value === 'number') return String(value).length;
  return 0;
}

/** A pattern that does not compile (a page from outside the build) fails its rule, so the person sees its message. */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(text);
  } catch {
    return false;
  }
}

function passes(expr: ExprEngine, rule: ValidationRule, scope: Scope): boolean {
  if (rule.rule === 'test') return isTrue(expr, rule.test, scope);
  const value = rule.value === undefined ? undefined : expr.resolveDeep(rule.value, scope);
  switch (rule.rule) {
    case 'required':
      return !isEmpty(value);
    case 'minLength':
      return isEmpty(value) || lengthOf(value) >= (rule.limit ?? 0);
    case 'maxLength':
      return lengthOf(value) <= (rule.limit ?? Infinity);
    case 'pattern':
      // Empty values are left to `required`, so an optional field may stay blank.
      return isEmpty(value) || matches(rule.pattern ?? '', String(value));
  }
}

/** Runs a validation group; returns the first failure's message (resolved in its item's scope), or null. */
export function firstFailure(expr: ExprEngine, rules: readonly ValidationRule[], scope: Scope): string | null {
  for (const rule of rules) {
    if (rule.each) {
      const list = expr.evaluate(rule.each, scope);
      const items = list.ok && Array.isArray(list.value) ? list.value : [];
      for (let index = 0; index < items.length; index++) {
        const itemScope = { ...scope, item: items[index], index };
        if (!passes(expr, rule, itemScope)) return String(expr.resolveDeep(rule.message, itemScope) ?? '');
      }
      continue;
    }
    if (!passes(expr, rule, scope)) return String(expr.resolveDeep(rule.message, scope) ?? '');
  }
  return null;
}
