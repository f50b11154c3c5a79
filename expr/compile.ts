/**
 * Text -> Compiled (literal, whole-value binding or template), per engine (engine.ts). Pages that ship with the build
 * are compiled at build time (build/vite-plugin-page-modules.ts) and their tables handed to the engine with the page,
 * so the app's engine has no parser and none of this file's parsing path; tests, tools, the lab and pages from
 * elsewhere create their engine with the parser, which caches what it parsed (./index.ts, parseCached).
 */
import type { Compiled, ExprError } from './types';
import { makeError } from './errors';

export type Compile = (text: string) => Compiled | ExprError;

/** Parses text the engine was not given compiled. */
export type ExprParser = Compile;

/** Expressions compiled at build time, by their text: a page module's `expressions`, the early-call table's. */
export type CompiledTable = Readonly<Record<string, Compiled | ExprError>>;

export function isExprError(value: Compiled | ExprError): value is ExprError {
  return !('kind' in value);
}

/** Compiled trees are shared (between renders, through a parser's cache), so nobody may change them. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The tables compiled at build time first, then the parser; without one, text no table holds is an error. */
export function createCompile(parser: ExprParser | undefined, tables: readonly CompiledTable[] = []): Compile {
  const afterTables: Compile =
    parser ?? ((text) => makeError('Expression was not compiled at build time, and no parser is loaded', text, 0));
  return tables.reduceRight<Compile>(
    (next, table) => withTable(table, next),
    (text) => (typeof text === 'string' ? afterTables(text) : makeError('Expression must be a string', '', 0)),
  );
}

/**
 * `compile` reading a table compiled at build time first. A table lives as long as what holds this compile (a page's
 * table, its page view). A result is frozen when first asked for, not when its page loads: a page's first render then
 * freezes only what it shows, instead of every expression of the page before anything is drawn.
 */
export function withTable(table: CompiledTable, compile: Compile): Compile {
  return (text) => (typeof text === 'string' && Object.hasOwn(table, text) ? deepFreeze(table[text]) : compile(text));
}

/** True for a string with an unescaped `{{` (including a malformed one, so it gets evaluated and reported). */
export function isBindingIn(compile: Compile, value: unknown): boolean {
  if (typeof value !== 'string' || !value.includes('{{')) return false;
  const compiled = compile(value);
  return isExprError(compiled) || compiled.kind !== 'literal';
}
