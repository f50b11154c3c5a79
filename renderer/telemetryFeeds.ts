// What feeds the telemetry sink (api/telemetry.ts) from the page: errors nothing handled, the renderer's reported
// problems and failed expressions, code that could not load. Only our own wording, error names and paths leave;
// the sink scrubs the rest.
import type { ErrorRecord, TelemetryReport } from '../api/telemetry-records';
import { stripQueries } from '../api/telemetry-scrub';

/** An error's name and message; anything thrown that is not an Error is named by its type only (it may be a value). */
export function describeThrown(thrown: unknown): string {
  if (thrown instanceof Error) return `${thrown.name}: ${thrown.message}`;
  return `a thrown ${thrown === null ? 'null' : typeof thrown}`;
}

/** The path of a script address, without origin, query or hash. */
function scriptPath(address: string): string {
  try {
    return stripQueries(new URL(address).pathname);
  } catch {
    return '';
  }
}

/** Errors and rejected promises nothing handled, from the moment the entry runs. */
export function reportUncaught(win: Pick<Window, 'addEventListener'>, report: TelemetryReport): void {
  win.addEventListener('error', (event: ErrorEvent) => {
    const where = event.filename ? ` at ${scriptPath(event.filename)}:${event.lineno}` : '';
    const what = event.error !== undefined ? describeThrown(event.error) : event.message;
    report({ type: 'error', kind: 'uncaught', message: `${what}${where}` });
  });
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    report({ type: 'error', kind: 'uncaught', message: `unhandled rejection: ${describeThrown(event.reason)}` });
  });
}

/** A problem the renderer reported (renderer/PageView.tsx `report`): a broken widget, or an action it could not do. */
export function problemRecord(problem: string, route: string, page: string): ErrorRecord {
  const kind = /^(widget |unknown widget )/.test(problem) ? 'widget' : 'renderer';
  return { type: 'error', kind, message: problem, route, page };
}

/**
 * The renderer's `report` for one screen (renderer/PageView.tsx): each problem still reaches the console in full, for
 * whoever debugs this device, and, scrubbed, the telemetry.
 */
export function screenProblemReporter(report: TelemetryReport, route: string, page: string): (problem: string) => void {
  return (problem) => {
    console.warn(`[renderer] ${problem}`);
    report(problemRecord(problem, route, page));
  };
}

/** A page chunk (or the renderer's own) that could not be fetched: the retry view shows. */
export function codeLoadRecord(what: string, error: unknown): ErrorRecord {
  return {
    type: 'error',
    kind: 'code-load',
    message: `${what} could not be loaded (${error instanceof Error ? error.name : typeof error})`,
  };
}
