// Records as OpenTelemetry logs: one batch is the body of one OTLP/HTTP JSON export request (ExportLogsServiceRequest),
// which any OpenTelemetry Collector receives at /v1/logs. Written here in a few lines, since the browser ships no SDK,
// and held against what the official serializer (@opentelemetry/otlp-transformer) writes for the same records
// (tests/unit/telemetry/otlp.test.ts). Names follow the semantic conventions where one exists (exception.*,
// browser.web_vital.*, app.screen.name, app.widget.name, url.path, service.*, deployment.*); the rest are `h5.*`.
import type { SentRecord } from './telemetry-records';

/** Where a batch comes from: the OTLP resource every record in it shares. */
export interface TelemetrySource {
  /** The build (renderer/start/pageConfig.ts): `service.version`. */
  release: string;
  /** env `environment`: `deployment.environment`. */
  environment: string;
}

export const SERVICE_NAME = 'lender-h5';
/** The instrumentation scope: this sink. */
export const SCOPE_NAME = 'lender-h5/telemetry';

type Scalar = string | number | boolean;
export type LogAttributes = Record<string, Scalar | undefined>;

const anyValue = (value: Scalar) =>
  typeof value === 'string'
    ? { stringValue: value }
    : typeof value === 'boolean'
      ? { boolValue: value }
      : Number.isInteger(value)
        ? { intValue: value }
        : { doubleValue: value };

/** Attributes in OTLP's key-value list; one without a value is left out. */
const keyValues = (attributes: LogAttributes) =>
  Object.entries(attributes).flatMap(([key, value]) => (value === undefined ? [] : [{ key, value: anyValue(value) }]));

/** The log data model's severity number and text of each record type. */
export const SEVERITY = { error: [17, 'ERROR'], drift: [13, 'WARN'], vital: [9, 'INFO'] } as const;

/** A record's event name, its body (the message of an error) and its fields as attributes. */
export function logEvent(record: SentRecord): { name: string; body?: string; attributes: LogAttributes } {
  const screen = { 'app.screen.name': record.route, 'h5.page': record.page, 'url.path': record.path };
  switch (record.type) {
    case 'error':
      return {
        name: 'exception',
        body: record.message,
        attributes: {
          'exception.type': record.errorName,
          'exception.message': record.message,
          'exception.stacktrace': record.stack,
          'h5.error.kind': record.kind,
          'app.widget.name': record.widget,
          ...screen,
        },
      };
    case 'drift':
      return {
        name: 'h5.drift',
        attributes: {
          'h5.drift.endpoint': record.endpoint,
          'h5.drift.pointer': record.pointer,
          'h5.drift.expected': record.expected,
          'h5.drift.found': record.found,
          'h5.drift.action': record.action,
          ...screen,
        },
      };
    case 'vital':
      return {
        name: 'browser.web_vital',
        attributes: {
          'browser.web_vital.name': record.name.toLowerCase(),
          'browser.web_vital.value': record.value,
          'browser.web_vital.rating': record.rating,
          'h5.screens': record.screens,
          ...screen,
        },
      };
  }
}

function logRecord(record: SentRecord) {
  const { name, body, attributes } = logEvent(record);
  const [severityNumber, severityText] = SEVERITY[record.type];
  const time = `${Math.round(record.at)}000000`; // ms to ns, as text (OTLP JSON writes 64-bit integers as strings)
  return {
    timeUnixNano: time,
    observedTimeUnixNano: time,
    severityNumber,
    severityText,
    body: body === undefined ? {} : { stringValue: body },
    eventName: name,
    attributes: keyValues(attributes),
    droppedAttributesCount: 0,
  };
}

/** One batch of records as an OTLP/HTTP JSON logs export request. */
export function otlpLogs(records: readonly SentRecord[], source: TelemetrySource) {
  const resource = keyValues({
    'service.name': SERVICE_NAME,
    'service.version': source.release,
    // Both spellings: `deployment.environment` is what most back ends read today, `.name` its successor.
    'deployment.environment': source.environment,
    'deployment.environment.name': source.environment,
  });
  return {
    resourceLogs: [
      {
        resource: { attributes: resource, droppedAttributesCount: 0 },
        scopeLogs: [{ scope: { name: SCOPE_NAME }, logRecords: records.map(logRecord) }],
      },
    ],
  };
}
