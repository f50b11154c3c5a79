// Reading an OTLP/HTTP JSON logs export request (ExportLogsServiceRequest) as the sandbox's Collector stand-in does:
// whether a body is one at all, and its log records flattened for reading (attributes as a plain object, each with
// its batch's resource), so a test or a person sees at a glance what would reach the lender's back end.

/** One log record as received, with its resource's attributes beside its own. */
export interface ReceivedLogRecord {
  eventName?: string;
  severityNumber?: number;
  severityText?: string;
  timeUnixNano?: string;
  body?: unknown;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
  scope?: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown, item: (entry: unknown) => boolean) =>
  value === undefined || (Array.isArray(value) && value.every(item));
const isKeyValue = (entry: unknown) => isObject(entry) && typeof entry.key === 'string' && isAnyValue(entry.value);
const isAnyValue = (value: unknown): boolean => value === undefined || isObject(value);
const isInteger = (value: unknown) =>
  value === undefined ||
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && /^\d+$/.test(value));

function isLogRecord(record: unknown): boolean {
  return (
    isObject(record) &&
    isInteger(record.timeUnixNano) &&
    isInteger(record.observedTimeUnixNano) &&
    isInteger(record.severityNumber) &&
    (record.severityText === undefined || typeof record.severityText === 'string') &&
    (record.eventName === undefined || typeof record.eventName === 'string') &&
    isAnyValue(record.body) &&
    listOf(record.attributes, isKeyValue)
  );
}

const isScopeLogs = (scope: unknown) =>
  isObject(scope) && (scope.scope === undefined || isObject(scope.scope)) && listOf(scope.logRecords, isLogRecord);
const isResourceLogs = (resource: unknown) =>
  isObject(resource) &&
  (resource.resource === undefined ||
    (isObject(resource.resource) && listOf(resource.resource.attributes, isKeyValue))) &&
  listOf(resource.scopeLogs, isScopeLogs);

/** Whether a parsed body has the shape of an OTLP JSON logs export request (unknown fields are allowed, as in OTLP). */
export function isOtlpLogs(body: unknown): body is Json {
  return isObject(body) && listOf(body.resourceLogs, isResourceLogs);
}

/** An OTLP AnyValue as plain JSON: 64-bit integers (written as text in OTLP JSON) as numbers. */
export function plainValue(value: unknown): unknown {
  if (!isObject(value)) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('boolValue' in value) return value.boolValue;
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('arrayValue' in value)
    return ((value.arrayValue as Json)?.values as unknown[] | undefined)?.map(plainValue) ?? [];
  if ('kvlistValue' in value) return attributeObject((value.kvlistValue as Json)?.values);
  return undefined;
}

const attributeObject = (list: unknown): Record<string, unknown> =>
  Object.fromEntries(((list as Json[] | undefined) ?? []).map((entry) => [entry.key, plainValue(entry.value)]));

/** Every log record of a request, oldest batch first. */
export function logRecordsOf(request: Json): ReceivedLogRecord[] {
  return ((request.resourceLogs as Json[] | undefined) ?? []).flatMap((resourceLogs) => {
    const resource = attributeObject((resourceLogs.resource as Json | undefined)?.attributes);
    return ((resourceLogs.scopeLogs as Json[] | undefined) ?? []).flatMap((scopeLogs) =>
      ((scopeLogs.logRecords as Json[] | undefined) ?? []).map((record): ReceivedLogRecord => ({
        ...(typeof record.eventName === 'string' && { eventName: record.eventName }),
        ...(record.severityNumber !== undefined && { severityNumber: Number(record.severityNumber) }),
        ...(typeof record.severityText === 'string' && { severityText: record.severityText }),
        ...(record.timeUnixNano !== undefined && { timeUnixNano: String(record.timeUnixNano) }),
        ...(plainValue(record.body) !== undefined && { body: plainValue(record.body) }),
        attributes: attributeObject(record.attributes),
        resource,
        ...(typeof (scopeLogs.scope as Json | undefined)?.name === 'string' && {
          scope: (scopeLogs.scope as Json).name as string,
        }),
      })),
    );
  });
}
