/** evaluate / evaluateValue / resolveDeep: the never-throwing entry points, over one engine's compiler and reporter. */
import type { Compiled, ExprError, ExprNode, Scope } from './types';
import { isExprError } from './compile';
import { makeError, toExprError, type ExprErrorReport } from './errors';
import { evaluateNode } from './interpret';
import { isPlainObject, toText } from './values';
import { isMessageRef, MESSAGES_SCOPE_KEY, placeholdersOf, type MessageFormatter } from './messages';

export type Evaluation = { ok: true; value: unknown } | { ok: false; error: ExprError };

export interface Evaluator {
  evaluate(text: string, scope: Scope): Evaluation;
  /** The value, or `fallback` with the error reported. */
  evaluateValue(text: string, scope: Scope, fallback?: unknown): unknown;
  /** Every string inside a JSON-like value evaluated, and `{ "$t": key }` values put into words; errors reported. */
  resolveDeep(value: unknown, scope: Scope): unknown;
}

function run(ast: unknown, scope: Scope, text: string): Evaluation {
  const node = ast as ExprNode; // compile() only ever stores ExprNode trees in `ast`
  try {
    return { ok: true, value: evaluateNode(node, scope) };
  } catch (error) {
    return { ok: false, error: toExprError(error, text, node.at) };
  }
}

export function createEvaluator(compile: (text: string) => Compiled | ExprError, report: ExprErrorReport): Evaluator {
  const evaluate = (text: string, scope: Scope): Evaluation => {
    // Plain text is by far the most common string in a page; keep it out of the compile cache.
    if (typeof text === 'string' && !text.includes('{{')) return { ok: true, value: text };
    const compiled = compile(text);
    if (isExprError(compiled)) return { ok: false, error: compiled };
    switch (compiled.kind) {
      case 'literal':
        return { ok: true, value: compiled.value };
      case 'binding':
        return run(compiled.ast, scope, text);
      case 'template': {
        let joined = '';
        for (const part of compiled.parts) {
          if (typeof part === 'string') {
            joined += part;
            continue;
          }
          const result = run(part.ast, scope, text);
          if (!result.ok) return result;
          joined += toText(result.value);
        }
        return { ok: true, value: joined };
      }
    }
  };

  const evaluateValue = (text: string, scope: Scope, fallback?: unknown): unknown => {
    const result = evaluate(text, scope);
    if (result.ok) return result.value;
    report(result.error);
    return fallback;
  };

  /** Catalogue text for a `{ "$t": key }` value; with no catalogue in scope (a tool, a test) the key itself shows. */
  const translate = (key: string, values: Record<string, unknown>, scope: Scope): string => {
    const messages = scope[MESSAGES_SCOPE_KEY] as MessageFormatter | undefined;
    if (messages) return messages.format(key, values);
    report(makeError(`No message catalogue for "${key}"`, key, 0));
    return key;
  };

  const walk = (value: unknown, scope: Scope, ancestors: Set<object>): unknown => {
    if (typeof value === 'string') return evaluateValue(value, scope, undefined);
    if (!Array.isArray(value) && !isPlainObject(value)) return value;
    if (ancestors.has(value)) {
      report(makeError('Cyclic value cannot be resolved', '', 0));
      return undefined;
    }
    ancestors.add(value);
    if (isMessageRef(value)) {
      // The key may itself be a binding choosing among keys (words that depend on the data).
      const key = toText(walk(value.$t, scope, ancestors));
      const text = translate(key, walk(placeholdersOf(value), scope, ancestors) as Record<string, unknown>, scope);
      ancestors.delete(value);
      return text;
    }
    // fromEntries defines keys as own data properties, so a "__proto__" key stays an ordinary key.
    const resolved = Array.isArray(value)
      ? value.map((item) => walk(item, scope, ancestors))
      : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, scope, ancestors)]));
    ancestors.delete(value);
    return resolved;
  };

  const resolveDeep = (value: unknown, scope: Scope): unknown => {
    try {
      return walk(value, scope, new Set());
    } catch (error) {
      // Only a pathological value (e.g. nesting deep enough to exhaust the stack) gets here.
      report(toExprError(error, '', 0));
      return undefined;
    }
  };

  return { evaluate, evaluateValue, resolveDeep };
}
