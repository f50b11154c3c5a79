/** Building ExprErrors, and how an engine reports the ones nobody asked for. */
import type { ExprError } from './types';
import { ExprFailure } from './types';

export function makeError(message: string, expression: string, index: number): ExprError {
  return { message, expression, index };
}

/** Anything thrown while evaluating becomes an ExprError; `fallbackIndex` is used when no node knew. */
export function toExprError(error: unknown, expression: string, fallbackIndex: number): ExprError {
  if (error instanceof ExprFailure) return makeError(error.message, expression, error.at ?? fallbackIndex);
  // Not expected (e.g. a cyclic array in the scope overflowing the stack), but never let it escape.
  const detail = error instanceof Error ? error.message : String(error);
  return makeError(`Evaluation failed: ${detail}`, expression, fallbackIndex);
}

/** Where an engine reports errors nobody asked for unless its host says otherwise. */
export function warnInConsole(error: ExprError): void {
  console.warn(`Expression error: ${error.message} (at ${error.index} in ${JSON.stringify(error.expression)})`);
}

export type ExprErrorReport = (error: ExprError) => void;

/** The reporter as the engine calls it: a failing reporter must not turn a recoverable expression error into a broken page. */
export function guardedReport(report: ExprErrorReport): ExprErrorReport {
  return (error) => {
    try {
      report(error);
    } catch {
      // dropped on purpose, see above
    }
  };
}
