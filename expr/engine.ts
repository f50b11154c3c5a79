/**
 * One expression engine: a compile (the tables compiled at build time it was handed, and a parser with its cache only
 * when its host gave one), the evaluator over it, and where its unasked-for errors go. Nothing is shared between
 * engines and nothing is installed from outside, so what an engine can read never depends on which module loaded
 * first: the host that creates it decides (the app without a parser, the lab, tests and tools with one).
 */
import { createCompile, withTable, type Compile, type CompiledTable, type ExprParser } from './compile';
import { createEvaluator, type Evaluator } from './evaluate';
import { guardedReport, warnInConsole, type ExprErrorReport } from './errors';
import { resolvePathOf, scopeDependenciesOf, type PathResult, type ScopeDependency } from './paths';
import type { Compiled, ExprError, Scope } from './types';

export interface ExprEngine extends Evaluator {
  compile(text: string): Compiled | ExprError;
  /** Where a two-way bind such as `{{ state.form[item.code] }}` writes. */
  resolvePath(text: string, scope: Scope): PathResult;
  /** Everything the text can read, as roots or root-and-first-key; null when it does not compile. */
  scopeDependencies(text: string): ScopeDependency[] | null;
  /**
   * This engine reading a table compiled at build time first (a page's, from its page module), for as long as the
   * one holding it lives (the page's view): the table is never added to this engine, so none piles up in it. The same
   * table gives the same engine, so what is cached per engine (a node's inputs) lasts from one visit to the next.
   */
  withCompiled(table: CompiledTable): ExprEngine;
}

export interface ExprEngineOptions {
  /** Parses text that was not compiled at build time; without one, such text is an error (the app's case). */
  parser?: ExprParser;
  /** Tables compiled at build time the engine starts with (the early-call table's). */
  compiled?: readonly CompiledTable[];
  /** Where errors nobody asked for go (a failed binding in a prop); the console by default. */
  report?: ExprErrorReport;
}

function assemble(compile: Compile, report: ExprErrorReport): ExprEngine {
  const layered = new WeakMap<CompiledTable, ExprEngine>();
  return {
    compile,
    ...createEvaluator(compile, report),
    resolvePath: (text, scope) => resolvePathOf(compile(text), text, scope),
    scopeDependencies: (text) => scopeDependenciesOf(compile(text)),
    withCompiled(table) {
      let engine = layered.get(table);
      if (!engine) layered.set(table, (engine = assemble(withTable(table, compile), report)));
      return engine;
    },
  };
}

export function createExprEngine(options: ExprEngineOptions = {}): ExprEngine {
  return assemble(createCompile(options.parser, options.compiled), guardedReport(options.report ?? warnInConsole));
}
