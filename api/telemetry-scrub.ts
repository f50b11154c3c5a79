// Reduces a telemetry record to what may leave the device. Every field is rebuilt from an allow-list, so a record a
// caller filled carelessly (a `value`, a raw error, an address with its query) cannot carry it out: types, routes,
// ids and pointers pass; free text is scrubbed, because an error's wording can quote what a borrower typed.
import type { DriftAction, ErrorRecord, TelemetryRecord, VitalRecord } from './telemetry-records';
import { scrubStack } from './telemetry-stack';

const FOUND_TYPES = new Set(['string', 'number', 'null', 'missing', 'object', 'array', 'boolean']);
const DRIFT_ACTIONS = new Set<DriftAction>(['coerced', 'kept', 'dropped', 'absent']);
const ERROR_KINDS = new Set<ErrorRecord['kind']>(['uncaught', 'widget', 'code-load', 'expression', 'renderer']);
const VITALS = new Set<VitalRecord['name']>(['LCP', 'INP', 'CLS']);
const RATINGS = new Set<VitalRecord['rating']>(['good', 'needs-improvement', 'poor']);
/** Endpoint ids, route keys and page names are identifiers of ours; anything else is replaced. */
const IDENTIFIER = /^[A-Za-z_$][\w$-]{0,63}$/;
export const MAX_MESSAGE = 200;

/** Drops the query and hash of every URL or path in a text (they carry session ids, phone numbers, tokens). */
export function stripQueries(text: string): string {
  return text.replace(/[?#][^\s"'`<>()[\]]*/g, '');
}

/** Free text made safe to send: no queries or hashes, e-mail addresses and digit runs masked, truncated. */
export function scrubText(text: string, max = MAX_MESSAGE): string {
  const scrubbed = stripQueries(text)
    .replace(/[^\s@"'`<>()]+@[^\s@"'`<>()]+/g, '<email>')
    .replace(/\d+/g, '#')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
    .replace(/[\u0000-\u001F\u007F]+/g, ' ')
    .trim();
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}

const identifier = (text: unknown): string | undefined =>
  typeof text === 'string' && IDENTIFIER.test(text) ? text : undefined;

/**
 * A JSON pointer with list positions written `*` (one record per field of a list, however long it is) and every
 * other segment scrubbed: a map keyed by something personal must not spell it out.
 */
export function generalisePointer(pointer: string): string {
  if (pointer === '') return '';
  return pointer
    .split('/')
    .map((segment, index) => (index === 0 ? segment : /^\d+$/.test(segment) ? '*' : scrubText(segment, 48)))
    .join('/')
    .slice(0, MAX_MESSAGE);
}

const roundVital = (name: VitalRecord['name'], value: number) =>
  name === 'CLS' ? Math.round(value * 10000) / 10000 : Math.round(value);

/**
 * The record as it may be sent (without the screen and time stamps), or null when it is not a record at all.
 * `appOrigin`: the page's origin, whose frames of a stack keep their positions (telemetry-stack.ts).
 */
export function scrubRecord(record: TelemetryRecord, appOrigin: string): TelemetryRecord | null {
  switch (record?.type) {
    case 'drift':
      if (!DRIFT_ACTIONS.has(record.action) || typeof record.pointer !== 'string') return null;
      return {
        type: 'drift',
        endpoint: identifier(record.endpoint) ?? '?',
        pointer: generalisePointer(record.pointer),
        // Written from the schema, never from the answer; still only text of ours, kept short.
        expected: scrubText(String(record.expected), 80),
        found: FOUND_TYPES.has(record.found) ? record.found : 'other',
        action: record.action,
      };
    case 'error': {
      if (!ERROR_KINDS.has(record.kind)) return null;
      const route = identifier(record.route);
      const page = identifier(record.page);
      const errorName = identifier(record.errorName);
      const widget = identifier(record.widget);
      const stack = typeof record.stack === 'string' && scrubStack(record.stack, appOrigin);
      return {
        type: 'error',
        kind: record.kind,
        message: scrubText(String(record.message)),
        ...(errorName && { errorName }),
        ...(widget && { widget }),
        ...(stack && { stack }),
        ...(route && { route }),
        ...(page && { page }),
      };
    }
    case 'vital': {
      if (!VITALS.has(record.name) || !RATINGS.has(record.rating) || !Number.isFinite(record.value)) return null;
      const page = identifier(record.page);
      const screens = Number.isInteger(record.screens) ? record.screens : undefined;
      return {
        type: 'vital',
        name: record.name,
        value: roundVital(record.name, record.value),
        rating: record.rating,
        route: identifier(record.route) ?? '?',
        ...(page && { page }),
        ...(screens !== undefined && { screens }),
      };
    }
    default:
      return null;
  }
}
