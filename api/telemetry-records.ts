// What the client tells the lender about itself: one record per event, never a value a borrower typed or a server
// sent (types, routes, ids and JSON pointers only). The sink that batches and sends them lives beside this file.

/** What the tolerant reader did with a field that differed from its documented shape. */
export type DriftAction =
  /** A lossless conversion was applied: "845.5" read as 845.5, 1 read as "1", "1" read as the flag 1. */
  | 'coerced'
  /** The value was kept as sent: an unknown flag or enum value (the page takes its "otherwise" path), text for a number. */
  | 'kept'
  /** The value could not be used and was left out: what reads it shows nothing or a notice, the rest of the screen works. */
  | 'dropped'
  /** A documented field is absent (missing or null): what reads it treats it as absent. */
  | 'absent';

export interface DriftRecord {
  type: 'drift';
  /** Endpoint id of the catalogue (api/endpoints.json). */
  endpoint: string;
  /** JSON pointer inside the answer's data, e.g. /items/3/inputType. */
  pointer: string;
  /** The documented shape in a few words: "number", "one of number, text", "list". */
  expected: string;
  /** The JSON type found (never the value): "string", "number", "null", "missing", "object", "array", "boolean". */
  found: string;
  action: DriftAction;
}

export interface ErrorRecord {
  type: 'error';
  /**
   * uncaught: an error or rejected promise nothing handled; widget: a widget that failed to render (left out);
   * code-load: a chunk of the app's code that could not be fetched (the retry view shows); expression: a page
   * expression that failed to evaluate; renderer: an action the renderer could not carry out (a refused URL, an
   * unknown route, a storage failure).
   */
  kind: 'uncaught' | 'widget' | 'code-load' | 'expression' | 'renderer';
  /** A message with no personal data: our own wording, an error's name, a widget type. */
  message: string;
  /** The thrown error's name (`TypeError`), when an error was thrown. */
  errorName?: string;
  /** The error's stack: code positions only (api/telemetry-stack.ts), for `npm run trace` to read. */
  stack?: string;
  /** The widget type that failed to render (kind `widget`). */
  widget?: string;
  route?: string;
  page?: string;
}

export interface VitalRecord {
  type: 'vital';
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** The screen the document opened at: web-vitals measures a document's whole life, not one screen of it. */
  route: string;
  page?: string;
  /** How many screens the document had shown when the value was reported (1: all of it belongs to `route`). */
  screens?: number;
}

export type TelemetryRecord = DriftRecord | ErrorRecord | VitalRecord;

/** Where records go; the app passes one sink to the client, the renderer and the page lab. */
export type TelemetryReport = (record: TelemetryRecord) => void;

/**
 * What leaves the device: a record reduced to its allowed fields, with the screen it happened on (its route key, page
 * and path), the release of the code that sent it and when (ms epoch).
 */
export type SentRecord = TelemetryRecord & { route: string; page?: string; path?: string; release: string; at: number };

/**
 * The JSON type of a value, for DriftRecord.found: the reader names what it found with this, never the value itself.
 * `undefined` (a field not there) is "missing".
 */
export function jsonTypeOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'object' ? type : 'other';
}
