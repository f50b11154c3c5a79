// What feeds the telemetry sink (api/telemetry.ts) from the page: errors nothing handled, the renderer's reported
// problems and failed expressions, code that could not load, each error with its stack. Only our own wording, error
// names and code positions leave; the sink scrubs the rest (api/telemetry-scrub.ts, api/telemetry-stack.ts).
import type { ErrorRecord, TelemetryReport } from '../../api/telemetry-records';

/** An error's name and message; anything thrown that is not an Error is named by its type only (it may be a value). */
export function describeThrown(thrown: unknown): string {
  if (thrown instanceof Error) return `${thrown.name}: ${thrown.message}`;
  return `a thrown ${thrown === null ? 'null' : typeof thrown}`;
}

/** The name and stack of a thrown Error, for its record (the sink keeps the stack's code positions only). */
export function thrownFacts(thrown: unknown): Pick<ErrorRecord, 'errorName' | 'stack'> {
  return thrown instanceof Error ? { errorName: thrown.name, stack: thrown.stack } : {};
}

/** Errors and rejected promises nothing handled, from the moment the entry runs. */
export function reportUncaught(win: Pick<Window, 'addEventListener'>, report: TelemetryReport): void {
  win.addEventListener('error', (event: ErrorEvent) => {
    // A script of another origin gives no error (null), only "Script error." and where it was.
    const facts = thrownFacts(event.error);
    report({
      type: 'error',
      kind: 'uncaught',
      message: event.error != null ? describeThrown(event.error) : event.message,
      ...facts,
      stack: facts.stack ?? (event.filename && `    at ${event.filename}:${event.lineno}:${event.colno}`),
    });
  });
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    report({
      type: 'error',
      kind: 'uncaught',
      message: `unhandled rejection: ${describeThrown(event.reason)}`,
      ...thrownFacts(event.reason),
    });
  });
}

const WIDGET_PROBLEM = /^(?:widget (\S+) failed|unknown widget type "([^"]*)")/;

/**
 * A problem the renderer reported (renderer/views/PageView.tsx `report`): a broken widget, or an action it could not do,
 * with the error thrown, when one was.
 */
export function problemRecord(problem: string, route: string, page: string, thrown?: unknown): ErrorRecord {
  const widget = WIDGET_PROBLEM.exec(problem);
  return {
    type: 'error',
    kind: widget ? 'widget' : 'renderer',
    message: problem,
    ...(widget && { widget: widget[1] ?? widget[2] }),
    ...thrownFacts(thrown),
    route,
    page,
  };
}

/**
 * The renderer's `report` for one screen (renderer/views/PageView.tsx): each problem still reaches the console in full, for
 * whoever debugs this device, and, scrubbed, the telemetry.
 */
export function screenProblemReporter(
  report: TelemetryReport,
  route: string,
  page: string,
): (problem: string, thrown?: unknown) => void {
  return (problem, thrown) => {
    console.warn(`[renderer] ${problem}`, ...(thrown === undefined ? [] : [thrown]));
    report(problemRecord(problem, route, page, thrown));
  };
}

/** A page chunk (or the renderer's own) that could not be fetched: the retry view shows. */
export function codeLoadRecord(what: string, error: unknown): ErrorRecord {
  return {
    type: 'error',
    kind: 'code-load',
    message: `${what} could not be loaded (${error instanceof Error ? error.name : typeof error})`,
    ...thrownFacts(error),
  };
}
