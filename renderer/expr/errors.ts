/** Building ExprErrors, and the one place errors that nobody asked for are reported. */
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

function warnInConsole(error: ExprError): void {
  console.warn(`Expression error: ${error.message} (at ${error.index} in ${JSON.stringify(error.expression)})`);
}

let handler: (error: ExprError) => void = warnInConsole;

/** Replaces the handler; returns the one it replaced, so a new handler can pass errors on to it. */
export function setExprErrorHandler(fn: (e: ExprError) => void): (e: ExprError) => void {
  const previous = handler;
  handler = fn;
  return previous;
}

export function reportExprError(error: ExprError): void {
  try {
    handler(error);
  } catch {
    // A failing reporter must not turn a recoverable expression error into a broken page.
  }
}
